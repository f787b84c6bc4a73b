import QuickGlyphModel

/// A type a handler compares the chosen item's type against, as the code gives it.
package struct RecognisedType: Sendable, Hashable {
    /// How the comparison reads the type.
    package enum Match: String, Sendable, Hashable {
        /// The whole type (`==`, `isEqualToString:`, a `case` of a `switch`).
        case equals
        /// Its end (`hasSuffix`, or a comparison after the code cut off the bundle identifier).
        case suffix
        /// Its start (`hasPrefix`).
        case prefix
        /// Part of it (`contains`, `containsString:`).
        case contains
    }

    /// The value compared, build settings as written (`$(PRODUCT_BUNDLE_IDENTIFIER).compose`); the
    /// bundle identifier the code reads at run time is written as that setting too.
    package var value: String
    package var match: Match
    /// Where the value is written in the comparison.
    package var at: SourceLocation

    init(value: String, match: Match, at: SourceLocation) {
        self.value = value
        self.match = match
        self.at = at
    }

    /// The setting that stands for the bundle identifier, in code read at run time and in Info.plist alike.
    static let bundleIdentifier = "$(PRODUCT_BUNDLE_IDENTIFIER)"

    /// Whether an item of `type` is recognised by this comparison. The bundle identifier may be
    /// written as the setting on one side and spelt out on the other, and handlers commonly cut it
    /// off before comparing: a type is recognised when it ends with `.` and the value as well.
    package func recognises(_ type: String) -> Bool {
        switch match {
        case .equals:
            if type == value { return true }
            // The setting in Info.plist, the bundle identifier spelt out in code (`com.example.app.compose`).
            if let rest = Self.rest(of: type), value.hasSuffix("." + rest) || value == rest { return true }
            return Self.rest(of: value).map { type.hasSuffix("." + $0) || type == $0 } ?? type.hasSuffix("." + value)
        case .suffix:
            let tail = Self.rest(of: value) ?? value
            return type.hasSuffix(tail)
        case .prefix:
            return type.hasPrefix(value)
                || Self.rest(of: type).map { value.hasPrefix(Self.bundleIdentifier) || $0.hasPrefix(value) } ?? false
        case .contains:
            return type.contains(Self.rest(of: value) ?? value)
        }
    }

    /// What follows `$(PRODUCT_BUNDLE_IDENTIFIER).` in `value`, when it starts so.
    static func rest(of value: String) -> String? {
        let prefix = bundleIdentifier + "."
        return value.hasPrefix(prefix) ? String(value.dropFirst(prefix.count)) : nil
    }
}
