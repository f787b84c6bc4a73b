import QuickGlyphModel

/// A quick action's icon made where `QuickAction.iconDeclaredAt` points: the finders put that
/// position on the first token of the expression that makes it, so this is the one place that
/// reads back what stands there. In Swift `UIApplicationShortcutIcon(…)`, `….init(…)`,
/// `UIKit.UIApplicationShortcutIcon(…)` or `.init(…)` where an icon is expected; in
/// Objective-C `[UIApplicationShortcutIcon iconWith…:…]`.
struct IconConstruction {
    /// The token the construction starts at.
    let start: Int
    /// Its `(` or `[`.
    let open: Int
    /// The `)` or `]` that closes it; nil when the bracket is never closed.
    let close: Int?
    /// Its arguments (Swift) or message parts (Objective-C).
    let arguments: [CallArgument]

    /// The label that names the image in each language.
    static func templateLabel(_ language: SourceLanguage) -> String {
        language == .swift ? "templateImageName" : "iconWithTemplateImageName"
    }

    /// The construction starting at token `start`, or nil when none does.
    init?(startingAt start: Int, in code: CodeStructure) {
        var index = start
        var open: Int
        switch code.source.language {
        case .swift:
            if code.isIdentifier(index, "UIKit"), code.isSymbol(index + 1, "."),
                code.isIdentifier(index + 2, ItemInitializer.iconClass)
            {
                index += 2
            }
            if code.isIdentifier(index, ItemInitializer.iconClass) {
                open = index + 1
                if code.isSymbol(open, "."), code.isSymbol(open + 1, "init") { open += 2 }
            } else if code.isSymbol(index, "."), code.isSymbol(index + 1, "init"),
                !Self.isMemberAccess(dot: index, in: code)
            {
                open = index + 2
            } else {
                return nil
            }
            guard code.isSymbol(open, "(") else { return nil }
        case .objectiveC:
            guard code.isSymbol(index, "["), code.isIdentifier(index + 1, ItemInitializer.iconClass) else { return nil }
            open = index
        }
        self.start = start
        self.open = open
        close = code.partner[open] > open ? code.partner[open] : nil
        switch code.source.language {
        case .swift: arguments = code.arguments(open: open)
        case .objectiveC: arguments = ObjCMessage.parts(of: code, open: open, start: open + 2)
        }
    }

    /// The index of the token at `position`, when a token starts exactly there.
    static func token(at position: SourcePosition, in code: CodeStructure) -> Int? {
        var low = 0, high = code.tokens.count
        while low < high {
            let middle = (low + high) / 2
            let at = code.tokens[middle].position
            if at.line < position.line || (at.line == position.line && at.column < position.column) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < code.tokens.count && code.tokens[low].position == position ? low : nil
    }

    /// `x.init(` is a call on a value; `.init(` after `=`, `(`, `,` or `[` is an implicit member.
    private static func isMemberAccess(dot: Int, in code: CodeStructure) -> Bool {
        guard dot > 0 else { return false }
        let previous = code.tokens[dot - 1]
        switch previous.kind {
        case .identifier, .number, .string, .nonLiteralString, .character: return true
        case .keyword: return ["self", "Self", "super"].contains(previous.text)
        case .punctuation: return [")", "]", "}", "?", "!", ">"].contains(previous.text)
        }
    }
}
