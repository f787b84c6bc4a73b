/// A quick action's type as the app must compare it at run time. Xcode expands
/// build settings in Info.plist when it builds the app, so iOS hands over
/// `com.example.app.compose` for `$(PRODUCT_BUNDLE_IDENTIFIER).compose`. Code
/// gets no such expansion; of all build settings only the bundle identifier is
/// known at run time (`Bundle.main.bundleIdentifier`), so it is the one supported.
struct ShortcutTypeTemplate: Equatable {
    enum Part: Equatable {
        case text(String)
        /// Where the type says `$(PRODUCT_BUNDLE_IDENTIFIER)` or `${PRODUCT_BUNDLE_IDENTIFIER}`.
        case bundleIdentifier
    }

    /// The setting the generated code can expand.
    static let bundleIdentifierSetting = "PRODUCT_BUNDLE_IDENTIFIER"

    var parts: [Part]
    /// Every other build setting the type uses, as written (`$(APP_GROUP)`,
    /// `$(PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier)`): their values are not
    /// known at run time, so the type cannot be matched.
    var unsupportedSettings: [String]

    init(_ type: String) {
        var parts: [Part] = []
        var unsupported: [String] = []
        var text = ""
        var rest = Substring(type)
        while let dollar = rest.firstIndex(of: "$") {
            text += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = Self.closing(rest[afterDollar]),
                let end = rest[afterDollar...].firstIndex(of: close)
            else {
                // A `$` that opens no setting is text, as Xcode leaves it.
                text += "$"
                rest = rest[afterDollar...]
                continue
            }
            let name = rest[rest.index(after: afterDollar)..<end]
            if name == Self.bundleIdentifierSetting {
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.bundleIdentifier)
            } else {
                let reference = String(rest[dollar...end])
                unsupported.append(reference)
                text += reference
            }
            rest = rest[rest.index(after: end)...]
        }
        text += rest
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
        self.unsupportedSettings = unsupported
    }

    /// The type iOS hands over for an app with this bundle identifier.
    func expanded(bundleIdentifier: String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .bundleIdentifier: return bundleIdentifier
            }
        }.joined()
    }

    /// `$(NAME)` and `${NAME}`, the two forms Xcode expands.
    private static func closing(_ opening: Character) -> Character? {
        switch opening {
        case "(": return ")"
        case "{": return "}"
        default: return nil
        }
    }
}
