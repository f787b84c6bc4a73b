/// A folder of `res/` by its name: the type (`values`, `drawable`, `xml`) and the
/// qualifiers after it (`values-pt-rBR`, `drawable-anydpi-v26`, `values-b+sr+Latn`).
package struct AndroidResourceFolder: Sendable, Equatable, Hashable, CustomStringConvertible {
    package var name: String
    package var type: String
    var qualifiers: [String]

    package init(name: String) {
        self.name = name
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        type = parts[0]
        qualifiers = Array(parts.dropFirst())
    }

    /// The densities Android scales bitmaps between, with their factor over mdpi.
    static let densities: [(name: String, factor: Double)] = [
        ("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4),
    ]

    /// The density qualifier, when there is one (`ldpi`, `xxhdpi`, `nodpi`, `anydpi`, `480dpi`).
    var density: String? {
        qualifiers.first { $0.hasSuffix("dpi") }
    }

    /// The `vN` qualifier's API level.
    var apiLevel: Int? {
        qualifiers.lazy.compactMap { $0.hasPrefix("v") ? Int($0.dropFirst()) : nil }.first
    }

    /// The locale qualifier as written (`de`, `pt-rBR`, `b+sr+Latn`): after the optional MCC and MNC,
    /// a two- or three-letter language and an optional `rXX` region, or a BCP 47 `b+` tag.
    package var locale: String? {
        var rest = qualifiers.drop { $0.hasPrefix("mcc") || $0.hasPrefix("mnc") }
        guard let first = rest.first else { return nil }
        if first.hasPrefix("b+") { return first }
        // "car" is a UI mode, not a language.
        guard (2...3).contains(first.count), first != "car", first.allSatisfy({ ("a"..."z").contains($0) }) else {
            return nil
        }
        rest = rest.dropFirst()
        if let region = rest.first, region.count == 3 || region.count == 4, region.hasPrefix("r") {
            return first + "-" + region
        }
        return first
    }

    /// What a device of API 25 or later (every one with shortcuts) always matches: no
    /// qualifier but an API level it has. A string only in other folders is missing somewhere.
    package var isDefaultForShortcuts: Bool {
        qualifiers.allSatisfy { $0.hasPrefix("v") && (Int($0.dropFirst()) ?? 99) <= 25 }
    }

    package var description: String { name }
}
