/// What a token is. Keywords are told apart from identifiers so a finder never
/// takes `init` or `let` for a name; a string literal carries its decoded value.
package enum TokenKind: Sendable, Equatable {
    case identifier
    /// Swift's reserved words, `#if`-style pound keywords and `@attributes`;
    /// Objective-C's `@keywords` and C's control words.
    case keyword
    /// Brackets, `.`, `,`, `:`, `;` and operators (`=`, `->`, `??`, `+=`).
    case punctuation
    case number
    /// A string whose value the source fixes: escapes decoded, a multi-line
    /// string's indentation stripped.
    case string(String)
    /// A string whose value is not in the source alone: one with interpolation
    /// (`"\(count) new"`), or one never closed. Its text is the token's.
    case nonLiteralString
    /// An Objective-C character literal, `'a'`.
    case character
}
