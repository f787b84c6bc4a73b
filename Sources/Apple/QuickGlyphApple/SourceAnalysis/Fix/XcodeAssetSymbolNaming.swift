/// The names Xcode 15 and later give an asset catalog's images in the code it generates
/// (`GeneratedAssetSymbols.swift` and `.h`, in the build folder, never among the sources), so
/// that `UIImage(resource: .settingsIcon)` or `ACImageNameSettingsIcon` can be traced to the
/// image `settings-icon`. Apple documents no rule; this one is read from generated files of
/// real apps, each pair of asset name and symbol that Xcode wrote side by side
/// (`/// The "ic_arrow_back_24" asset catalog image resource.` over `static let icArrowBack24`):
///
/// - the name splits into words at every character that is no letter or digit
///   (`download (10)` is `download10`, `Manage UPI ID` is `manageUPIID`), and a letter after
///   a digit starts a word (`a1cef908` is `a1Cef908`); each word after the first starts
///   uppercase, the rest of it kept as written (`icShareQR`, `FloatingMenuBG`);
/// - a last word `Image` goes when something is left (`debit_image` is `debit`,
///   `UPIIconIImage` is `upiIconI`, `Image` stays `image`), as `Color` goes from a colour's;
/// - the leading capitals are lowercased, all but the last before a lowercase letter
///   (`UPIPayment` is `upiPayment`, `GPS-Tracking` is `gpsTracking`, `WiFi` is `wiFi`),
///   unless the name has no lowercase letter at all (`AC` and `TV` stay);
/// - a symbol that would start with a digit gets a `_` (`0b3b21ff` is `_0B3B21Ff`).
///
/// Objective-C's constants are `ACImageName` and the words, each starting uppercase (`ic_error`
/// is `ACImageNameIcError`, `features 1 1` is `ACImageNameFeatures11`). Whether the constant
/// loses a last `Image` too was not seen in a generated header, so both spellings are given.
///
/// Two names Xcode maps to one symbol get it once (with a `#warning` for the second); a use of
/// such a symbol is taken as a use of both, which only ever errs towards an image being used.
enum XcodeAssetSymbolNaming {
    /// The Swift symbol Xcode declares for the image `name` (`ImageResource.x`, `UIImage.x`);
    /// nil when no letter or digit is left, and Xcode declares nothing.
    static func swiftSymbol(_ name: String) -> String? {
        var joined = words(name).enumerated().map { $0.offset == 0 ? $0.element : capitalized($0.element) }.joined()
        guard !joined.isEmpty else { return nil }
        if joined.hasSuffix("Image"), joined.count > "Image".count { joined.removeLast("Image".count) }
        joined = lowercasedLeadingCapitals(joined)
        if let first = joined.unicodeScalars.first, isDigit(first) { joined = "_" + joined }
        return joined
    }

    /// The Objective-C constants Xcode may declare for the image `name` (`ACImageNameIcError`).
    static func objCSymbols(_ name: String) -> Set<String> {
        let joined = words(name).map(capitalized).joined()
        guard !joined.isEmpty else { return [] }
        var symbols: Set<String> = ["ACImageName" + joined]
        if joined.hasSuffix("Image"), joined.count > "Image".count {
            symbols.insert("ACImageName" + joined.dropLast("Image".count))
        }
        return symbols
    }

    /// The runs of letters and digits, split again where a letter follows a digit.
    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var previousIsDigit = false
        for scalar in name.unicodeScalars {
            let letter = scalar.properties.isAlphabetic, digit = isDigit(scalar)
            if !letter && !digit {
                if !current.isEmpty { words.append(String(current)) }
                current = String.UnicodeScalarView()
                previousIsDigit = false
                continue
            }
            if letter && previousIsDigit && !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
            current.append(scalar)
            previousIsDigit = digit
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `UPIPayment` is `upiPayment`, `Intro1` is `intro1`; a name without a lowercase letter stays.
    private static func lowercasedLeadingCapitals(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { $0.properties.isLowercase }) else { return text }
        var run = 0
        while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
        guard run > 0 else { return text }
        let lowered = run > 1 && run < scalars.count && scalars[run].properties.isLowercase ? run - 1 : run
        var result = String.UnicodeScalarView()
        for (offset, scalar) in scalars.enumerated() {
            if offset < lowered {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }
}
