import Foundation

/// The names R.swift gives images, so that `R.image.searchIcon.name` can be traced to the image
/// `search-icon` when `R.generated.swift` is not among the sources (R.swift 7 writes it into the
/// build folder). Written by us from the rule as R.swift's documentation and maintainers state it,
/// and as `RswiftNamingTests` pins it:
///
/// - Characters a Swift identifier cannot hold (whitespace, punctuation, symbols, control
///   characters) are taken out, and the character after each is uppercased: `settings-icon` is
///   `R.image.settingsIcon`, `gradient.jpg` is `gradientJpg`, `indicator highlight` is
///   `indicatorHighlight` (README and Documentation/Examples.md,
///   https://github.com/mac-cain13/R.swift/blob/main/Documentation/Examples.md; spaces,
///   https://github.com/mac-cain13/R.swift/issues/32). `_` is allowed in Swift and stays
///   (https://github.com/mac-cain13/R.swift/issues/904); so do letters of any script and emoji.
/// - Digits at the start go, since an identifier cannot begin with one: `2_hours` is `_hours`
///   (https://github.com/mac-cain13/R.swift/issues/626). A name with nothing left gets no
///   accessor (https://github.com/mac-cain13/R.swift/issues/137).
/// - The name starts in lower case: a leading run of capitals is lowercased but for the one that
///   begins the next word (`URLIcon` is `urlIcon`), else the first character (`Icon` is `icon`).
/// - A Swift keyword is declared in backticks (`` R.image.`default` ``,
///   https://github.com/mac-cain13/R.swift/issues/243); the tokenizer reads past them, so the
///   identifier here is the bare word.
/// - Names that come out the same collide: R.swift then declares none of them and warns
///   (issue 626's "Skipping … because symbol … would be generated for all of these"). Our index
///   (`RswiftImageIndex`) keeps every such name as a candidate rather than guess.
/// - A folder of an asset catalog marked "Provides Namespace" adds a level: `Menu/Icons/first`
///   is `R.image.menu.icons.first` (Documentation/Examples.md).
///
/// R.swift 5.0 to 7.8 agree, but for emoji: before 7.5 the last code point of each emoji block
/// R.swift keeps (U+27BF, U+1F1FF, U+1F6FF, U+1F9FF) was taken out like a symbol. A name holding
/// one of them has both spellings, and either is taken.
enum RswiftNaming {
    /// The identifier R.swift declares for `name` (an image, or a namespace folder), without the
    /// backticks it puts around a keyword; empty when nothing is left, and R.swift then declares nothing.
    static func identifier(_ name: String, before7_5: Bool = false) -> String {
        let joined = joiningWords(of: name, before7_5: before7_5)
        let withoutDigits = String(String.UnicodeScalarView(joined.unicodeScalars.drop { ("0"..."9").contains($0) }))
        return startingLowercase(withoutDigits)
    }

    /// Every identifier `name` has in some version (one, or two when the versions differ).
    static func identifiers(_ name: String) -> Set<String> {
        guard holdsEmojiBlockEnd(name) else { return [identifier(name)] }
        return [identifier(name), identifier(name, before7_5: true)]
    }

    /// The path of identifiers R.swift declares an image at below `R.image`: an asset name
    /// `General/QR` (its namespace folders, then its own) is `general.qR`. A path with a part
    /// that has no identifier is declared nowhere.
    static func accessorPaths(ofAssetName name: String) -> Set<[String]> {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let spellings = holdsEmojiBlockEnd(name) ? [false, true] : [false]
        let paths = spellings.map { old in parts.map { identifier($0, before7_5: old) } }
        return Set(paths.filter { path in path.allSatisfy { !$0.isEmpty } })
    }

    /// The name R.swift lists an image file copied into the bundle under: `star@2x.png` and
    /// `star~ipad.png` are `star`; another format keeps its extension (`photo@2x.jpg` is
    /// `photo.jpg`, hence `R.image.photoJpg`). Nil for a file that is no image R.swift lists.
    static func imageName(ofBundleFile path: String) -> String? {
        let file = (path as NSString).lastPathComponent
        let ext = (file as NSString).pathExtension
        guard !file.isEmpty, !ext.isEmpty, imageExtensions.contains(ext.lowercased()) else { return nil }
        // The device, then the scale, each optional and in that order only: `star@2x~ipad.png` keeps `@2x`.
        var stem = String(file.dropLast(ext.count + 1))
        for marker in [["@2x", "@3x"], ["~ipad", "~iphone"]] {
            if let found = marker.first(where: { stem.lowercased().hasSuffix($0) }) { stem.removeLast(found.count) }
        }
        // Only `png` written in lower case is dropped; `Star.PNG` keeps its extension as written.
        return ext == "png" ? stem : stem + "." + ext
    }

    // MARK: The steps

    /// The image formats R.swift lists from the bundle.
    private static let imageExtensions: Set<String> = [
        "tiff", "tif", "jpg", "jpeg", "gif", "png", "bmp", "bmpf",
        "ico", "cur", "xbm",
    ]

    /// The emoji blocks R.swift keeps in a name, though they are symbols.
    private static let emojiBlocks: [ClosedRange<UInt32>] = [
        0x2600...0x27BF, 0x1F300...0x1F6FF, 0x1F900...0x1F9FF,
        0x1F1E6...0x1F1FF,
    ]

    private static func holdsEmojiBlockEnd(_ name: String) -> Bool {
        name.unicodeScalars.contains { scalar in emojiBlocks.contains { $0.upperBound == scalar.value } }
    }

    /// What a Swift identifier cannot hold: whitespace, punctuation, symbols, control and unassigned
    /// code points; `_` is punctuation to Unicode but allowed in Swift.
    private static let notInIdentifiers: CharacterSet = {
        var set = CharacterSet.whitespacesAndNewlines
        for other in [CharacterSet.punctuationCharacters, .symbols, .illegalCharacters, .controlCharacters] {
            set.formUnion(other)
        }
        set.remove("_")
        return set
    }()

    private static func isTakenOut(_ scalar: Unicode.Scalar, before7_5: Bool) -> Bool {
        if let block = emojiBlocks.first(where: { $0.contains(scalar.value) }) {
            return before7_5 && scalar.value == block.upperBound
        }
        return notInIdentifiers.contains(scalar)
    }

    /// The words between the characters taken out, the first as written and each later one
    /// with its first character uppercased: `hand3 three` is `hand3Three`.
    private static func joiningWords(of name: String, before7_5: Bool) -> String {
        var words: [String.UnicodeScalarView] = [.init()]
        for scalar in name.unicodeScalars {
            if isTakenOut(scalar, before7_5: before7_5) {
                words.append(.init())
            } else {
                words[words.count - 1].append(scalar)
            }
        }
        let texts = words.map(String.init)
        return texts.dropFirst().reduce(texts[0]) { joined, word in
            guard let first = word.first else { return joined }
            return joined + String(first).uppercased() + word.dropFirst()
        }
    }

    /// Lowercases the start of an identifier. A leading run of ASCII capitals is lowercased,
    /// but for its last capital when a lowercase letter follows it (that capital begins the next
    /// word: `ABTest` is `abTest`) or when the run ends the name (`QR` is `qR`: R.swift looks for
    /// a character after the run, and there is none). Otherwise only the first character is
    /// lowercased (`Icon` is `icon`, `Ünïcode` is `ünïcode`).
    private static func startingLowercase(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let isCapital: (Unicode.Scalar) -> Bool = { ("A"..."Z").contains($0) }
        let run = scalars.prefix(while: isCapital).count
        var lowered = run
        if run == scalars.count || ("a"..."z").contains(scalars[run]) { lowered -= 1 }
        guard lowered > 0 else {
            guard let first = text.first else { return text }
            return String(first).lowercased() + text.dropFirst()
        }
        let head = String(String.UnicodeScalarView(scalars[..<lowered])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[lowered...]))
    }
}
