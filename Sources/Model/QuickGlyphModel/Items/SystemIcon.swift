/// The 29 `UIApplicationShortcutIconType` cases, by their short Swift names.
package enum SystemIcon: String, CaseIterable, Sendable, Codable {
    // iOS 9.0
    case compose, play, pause, add, location, search, share
    // iOS 9.1
    case prohibit, contact, home, markLocation, favorite, love, cloud, invitation, confirmation, mail, message
    case date, time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update

    /// The Info.plist value, `UIApplicationShortcutIconTypeCompose`.
    package var plistValue: String {
        InfoPlistKey.iconTypePrefix + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// Accepts the short name in any case, or the full Info.plist value.
    package init?(name: String) {
        let short =
            name.hasPrefix(InfoPlistKey.iconTypePrefix)
            ? String(name.dropFirst(InfoPlistKey.iconTypePrefix.count)) : name
        guard let match = SystemIcon.allCases.first(where: { $0.rawValue.lowercased() == short.lowercased() }) else {
            return nil
        }
        self = match
    }

    /// The closest names to a misspelling, for "did you mean".
    package static func suggestions(for name: String) -> [SystemIcon] {
        let lowered = name.lowercased()
        return
            allCases
            .map { ($0, EditDistance.between($0.rawValue.lowercased(), lowered)) }
            .filter { $0.1 <= max(2, lowered.count / 3) }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }
}

extension SystemIcon {
    /// The SF Symbols this icon looks like, the closest first (`SystemIconSymbol`).
    package var symbols: [String] { SystemIconSymbol.symbols(of: self) }

    /// The icon that looks like the SF Symbol `symbol`, named exactly as `SystemIconSymbol` lists it; nil for
    /// any other name, so an item gets no fallback icon rather than one that looks different.
    package static func matching(symbol: String) -> SystemIcon? {
        SystemIconSymbol.icon(for: symbol)
    }
}
