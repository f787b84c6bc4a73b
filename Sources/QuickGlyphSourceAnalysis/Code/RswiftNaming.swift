import Foundation

/// R.swift's naming rule for images, so that `R.image.searchIcon.name` can be traced to the
/// image `search-icon` when `R.generated.swift` is not among the sources (R.swift 7 writes it
/// into the build folder). Ported from R.swift's own source, mac-cain13/R.swift (MIT):
/// `SwiftIdentifier(name:)` (`Sources/RswiftGenerators/Shared/SwiftIdentifier.swift` in 7.x,
/// `Sources/RswiftCore/Util/SwiftIdentifier.swift` in 5.0 to 6.1, the same code), the
/// namespaces of `AssetCatalog+Generator.swift` / `ImageStructGenerator.swift`, and a loose
/// image's name from `ImageResource+Parser.swift` / `Image.swift`.
///
/// Versions 5.0 to 7.8 name images alike, but for one difference: before 7.5 each emoji range
/// left out its last code point (an `NSRange` one short), so U+27BF, U+1F1FF, U+1F6FF and
/// U+1F9FF split a name there; from 7.5 they are kept. A name with one of them has both
/// spellings, and either is taken.
enum RswiftNaming {
    /// The identifier R.swift declares for `name` (an image, or a namespace folder), without the
    /// backticks it puts around a keyword (the tokenizer reads `` `default` `` as `default`);
    /// empty when nothing is left, and R.swift then declares nothing.
    static func identifier(_ name: String, before7_5: Bool = false) -> String {
        // Disallowed characters go, and the character after each is uppercased.
        var components = name.components(separatedBy: before7_5 ? disallowedBefore7_5 : disallowed)
        let first = components.removeFirst()
        let cleaned = components.reduce(first) { $0 + uppercaseFirstCharacter($1) }
        // Digits at the start go (`^[0-9]+`).
        let sanitized = String(String.UnicodeScalarView(cleaned.unicodeScalars.drop { isASCIIDigit($0) }))
        // The leading capitals are lowercased, all but the last before a lowercase letter
        // (`URLIcon` is `urlIcon`), else the first character (`Icon` is `icon`). R.swift then
        // puts a keyword in backticks, which the tokenizer reads past.
        let prefix = upperCasedPrefixLength(sanitized)
        guard prefix > 0 else { return lowercaseFirstCharacter(sanitized) }
        let scalars = sanitized.unicodeScalars
        let split = scalars.index(scalars.startIndex, offsetBy: prefix)
        return String(String.UnicodeScalarView(scalars[..<split])).lowercased() + String(String.UnicodeScalarView(scalars[split...]))
    }

    /// Every identifier `name` has in some version (one, or two when the versions differ).
    static func identifiers(_ name: String) -> Set<String> {
        let current = identifier(name)
        guard name.unicodeScalars.contains(where: { emojiRangeEnds.contains($0.value) }) else { return [current] }
        return [current, identifier(name, before7_5: true)]
    }

    /// The path of identifiers R.swift declares an image at below `R.image`: an asset name
    /// `General/QR` (its namespace folders, then its own) is `general.qr`.
    static func accessorPaths(ofAssetName name: String) -> Set<[String]> {
        let components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var paths: Set<[String]> = [components.map { identifier($0) }]
        if name.unicodeScalars.contains(where: { emojiRangeEnds.contains($0.value) }) {
            paths.insert(components.map { identifier($0, before7_5: true) })
        }
        return paths.filter { !$0.contains("") }
    }

    /// The name R.swift gives an image file copied into the bundle: `star@2x.png` and
    /// `star~ipad.png` are `star`; any other format keeps its extension (`photo@2x.jpg` is
    /// `photo.jpg`). Nil for a file that is no image R.swift lists.
    static func imageName(ofBundleFile path: String) -> String? {
        let filename = (path as NSString).lastPathComponent
        let pathExtension = (filename as NSString).pathExtension
        guard !filename.isEmpty, !pathExtension.isEmpty, imageExtensions.contains(pathExtension.lowercased()) else { return nil }
        let replacement = pathExtension == "png" ? "" : "." + pathExtension
        // Made for each file (a bundle has few), so no regular expression is shared between threads.
        let pattern = "(~(ipad|iphone))?(@[2,3]x)?\\.(\(imageExtensions.sorted().joined(separator: "|")))$"
        guard let suffix = try? NSRegularExpression(pattern: pattern, options: .caseInsensitive) else { return nil }
        // R.swift measures the range in characters, not UTF-16 units: kept, so a name cut short there is cut alike.
        let range = NSRange(location: 0, length: filename.count)
        return suffix.stringByReplacingMatches(in: filename, options: [], range: range,
                                               withTemplate: NSRegularExpression.escapedTemplate(for: replacement))
    }

    // MARK: R.swift's pieces

    /// `ImageResource.supportedExtensions`.
    private static let imageExtensions: Set<String> = ["tiff", "tif", "jpg", "jpeg", "gif", "png", "bmp", "bmpf", "ico", "cur", "xbm"]

    /// The last code point of each emoji range, which R.swift before 7.5 left disallowed.
    private static let emojiRangeEnds: Set<UInt32> = [0x27BF, 0x1F6FF, 0x1F9FF, 0x1F1FF]
    private static let emojiRanges: [ClosedRange<UInt32>] = [0x2600...0x27BF, 0x1F300...0x1F6FF, 0x1F900...0x1F9FF, 0x1F1E6...0x1F1FF]

    private static let disallowed = disallowedCharacters(keepingRangeEnds: true)
    private static let disallowedBefore7_5 = disallowedCharacters(keepingRangeEnds: false)

    /// Whitespace, punctuation, symbols, illegal and control characters, but `_` and emoji.
    private static func disallowedCharacters(keepingRangeEnds: Bool) -> CharacterSet {
        var set = CharacterSet.whitespacesAndNewlines
        set.formUnion(.punctuationCharacters)
        set.formUnion(.symbols)
        set.formUnion(.illegalCharacters)
        set.formUnion(.controlCharacters)
        set.remove(charactersIn: "_")
        for range in emojiRanges {
            let upper = keepingRangeEnds ? range.upperBound : range.upperBound - 1
            for value in range.lowerBound...upper {
                if let scalar = Unicode.Scalar(value) { set.remove(scalar) }
            }
        }
        return set
    }

    private static func uppercaseFirstCharacter(_ text: String) -> String {
        guard text.count > 1 else { return text.uppercased() }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    private static func lowercaseFirstCharacter(_ text: String) -> String {
        guard text.count > 1 else { return text.lowercased() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// How many scalars `^([A-Z]+)(?=[^a-z]{1})` matches, 0 for none: the run of capitals, or
    /// one fewer when the run is followed by a lowercase letter or ends the text. R.swift
    /// searches a range as long as the text's count of characters, not of UTF-16 units, so a
    /// run that ends that range has no character after it even when a combining mark follows.
    private static func upperCasedPrefixLength(_ text: String) -> Int {
        let scalars = Array(text.unicodeScalars)
        var run = 0
        while run < scalars.count, scalars[run].value >= 0x41, scalars[run].value <= 0x5A { run += 1 }
        guard run > 0 else { return 0 }
        if run < text.count, !(scalars[run].value >= 0x61 && scalars[run].value <= 0x7A) { return run }
        return run - 1
    }
}
