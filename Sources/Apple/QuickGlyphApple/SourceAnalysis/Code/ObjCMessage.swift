/// The parts of an Objective-C message: `[receiver initWithType:a localizedTitle:b]`
/// has the parts `initWithType` (value `a`) and `localizedTitle` (value `b`).
enum ObjCMessage {
    /// The parts of the message whose `[` is at `open`, starting at token
    /// `start` (just after the receiver). A `name:` inside a ternary (`a ? b : c`)
    /// or a nested bracket is not a part.
    static func parts(of code: CodeStructure, open: Int, start: Int) -> [CallArgument] {
        let close = code.partner[open]
        guard close > open else { return [] }
        var parts: [CallArgument] = []
        var ternaries = 0
        var index = start
        while index < close {
            let token = code.tokens[index]
            if token.kind == .identifier || token.kind == .keyword, code.isSymbol(index + 1, ":"), ternaries == 0,
                code.enclosing[index] == open
            {
                if let last = parts.indices.last { parts[last].value = parts[last].value.lowerBound..<index }
                parts.append(CallArgument(label: token.text, labelIndex: index, value: (index + 2)..<close))
                index += 2
                continue
            }
            if code.isSymbol(index, "?") { ternaries += 1 }
            if code.isSymbol(index, ":") && ternaries > 0 { ternaries -= 1 }
            index = code.partner[index] > index ? code.partner[index] + 1 : index + 1
        }
        return parts
    }
}
