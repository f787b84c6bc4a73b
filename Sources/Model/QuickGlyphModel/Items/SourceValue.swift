/// A string as the source gives it: written out, looked up in a localization
/// table at run time, or computed where a reader of the source cannot tell.
/// An audit must know which, so a value is never guessed into a literal.
package enum SourceValue: Sendable, Equatable, Hashable {
    /// A string literal in code, or a string in a plist (build settings such as
    /// `$(PRODUCT_BUNDLE_IDENTIFIER)` kept as written).
    case literal(String)
    /// The literal key of `NSLocalizedString("key", …)`, `String(localized: "key")` or
    /// `NSLocalizedStringFromTable(@"key", @"Table", …)`; `table` when one is named
    /// (nil means the default table, `Localizable`).
    case localizationKey(String, table: String?)
    /// Anything else, exactly as written: a variable, a constant, `Shortcut.search.rawValue`.
    case unresolved(String)
    /// A plist or items-file value that is not a string at all (`integer`, `a dictionary`):
    /// the field is there, so it is not missing, but it holds nothing a rule can read.
    case wrongType(found: String)

    /// The text a user sees for a literal; nil for a key or an expression.
    package var literal: String? {
        if case .literal(let text) = self { return text }
        return nil
    }

    /// The literal or the key: the text a rule judges; nil when computed or not a string.
    package var string: String? {
        switch self {
        case .literal(let text), .localizationKey(let text, _): return text
        case .unresolved, .wrongType: return nil
        }
    }

    /// The literal, the key, the expression, or the kind found: what to quote in a message.
    package var text: String {
        switch self {
        case .literal(let text), .localizationKey(let text, _), .unresolved(let text), .wrongType(let text): return text
        }
    }
}
