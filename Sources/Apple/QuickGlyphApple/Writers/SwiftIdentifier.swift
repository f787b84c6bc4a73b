/// Swift names for the generated enum's cases, made from the quick actions'
/// types: `$(PRODUCT_BUNDLE_IDENTIFIER).new-message` becomes `newMessage`.
/// A name is made from the type, not the title, because the type is what stays
/// stable between releases (a title is reworded and translated).
enum SwiftIdentifier {
    /// The name a case gets when its type holds no letter or digit to make one from.
    static let fallback = "action"
    /// Added to a name that is a keyword or a member of the generated enum: a
    /// suffix rather than backticks, since `self` or `init` cannot be a case even in backticks.
    static let reservedSuffix = "Action"

    /// Swift's keywords and the contextual words that may not name a case, or
    /// would read badly as one. Capitalised ones are listed for `isValid`.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "_", "actor", "any", "as", "associatedtype", "async", "await", "borrowing",
        "break",
        "case", "catch", "class", "consume", "consuming", "continue", "convenience", "copy", "default", "defer",
        "deinit",
        "didSet", "discard", "do", "dynamic", "each", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate",
        "final", "for", "func", "get", "guard", "if", "import", "in", "indirect", "infix", "init", "inout", "internal",
        "is", "lazy", "let", "macro", "mutating", "nil", "none", "nonisolated", "nonmutating", "open", "operator",
        "optional", "override", "package", "postfix", "precedencegroup", "prefix", "private", "protocol", "public",
        "repeat", "required", "rethrows", "return", "self", "set", "some", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet",
    ]

    /// Whether `name` can be written as it is where Swift expects a type or case
    /// name: ASCII letters, digits and underscores, not starting with a digit, no keyword.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierScalar) && !keywords.contains(name)
    }

    /// One case name for each type, in order: lowerCamelCase from the type's last
    /// dot-separated component; `action` put before a leading digit; `Action` after a
    /// keyword or one of `members`; a name already taken gets the lowest number from 2
    /// that is free, so the first item with a name keeps it and the result depends only on the order.
    static func caseNames(forTypes types: [String], avoiding members: Set<String>) -> [String] {
        let bases = types.map { baseName(forType: $0, avoiding: members) }
        var taken = Set<String>()
        var names: [String] = []
        for base in bases {
            var name = base
            if taken.contains(name) {
                var number = 2
                // A numbered name must not be another item's own base name either.
                while taken.contains(base + String(number)) || bases.contains(base + String(number)) { number += 1 }
                name = base + String(number)
            }
            taken.insert(name)
            names.append(name)
        }
        return names
    }

    /// The name one type asks for, before it is made unique.
    static func baseName(forType type: String, avoiding members: Set<String>) -> String {
        let component = type.split(separator: ".").last.map(String.init) ?? type
        // Any other character (a hyphen, a space, a letter outside ASCII) separates words.
        let words = component.split { !$0.isASCII || !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return fallback }
        var name =
            lowercasedLeadingCapitals(first)
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let initial = name.first, initial.isNumber { name = fallback + name }
        if keywords.contains(name) || members.contains(name) { name += reservedSuffix }
        return name
    }

    /// `Compose` → `compose`, `URLScheme` → `urlScheme`, `URL` → `url`: the leading
    /// capitals become lowercase, except the one that starts the next word.
    private static func lowercasedLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return word }
        let lowered = capitals == characters.count || capitals == 1 ? capitals : capitals - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
