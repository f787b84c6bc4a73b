/// The string constants an Objective-C file (or header) declares:
/// `#define NAME @"…"` and, at file scope, `NSString *const NAME = @"…";`,
/// `static NSString *const NAME = …;`, `static NSString *NAME = …;`. An
/// `extern` declaration has no value and is not one: its definition is.
struct ObjCDeclarations {
    let code: CodeStructure
    let file: Int

    func declarations(named name: String) -> [Declaration] {
        var found = macros(named: name)
        for index in code.tokens.indices where code.isIdentifier(index, name) && code.enclosing[index] == -1 {
            guard code.isSymbol(index + 1, "="), code.isSymbol(index - 1, "*") || code.isSymbol(index - 1, "const"),
                declaresString(before: index)
            else { continue }
            let end = code.expressionEnd(from: index + 2)
            guard end > index + 2 else { continue }
            found.append(
                Declaration(
                    file: file, token: index, path: [], typeText: "NSString *", value: .expression((index + 2)..<end)))
        }
        return found
    }

    /// Whether the declaration that `name` at `index` ends names `NSString`: back to the statement's start.
    private func declaresString(before index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0, index - previous < 8 {
            let token = code.tokens[previous]
            if token.isIdentifier("NSString") { return true }
            guard token.kind == .keyword || token.isSymbol("*") || token.kind == .identifier else { return false }
            previous -= 1
        }
        return false
    }

    /// `#define name BODY` lines (the tokenizer skips directives, so they are read from the bytes).
    private func macros(named name: String) -> [Declaration] {
        let bytes = code.source.bytes
        let nameBytes = Array(name.utf8)
        var found: [Declaration] = []
        for start in code.source.lines.starts {
            var index = start
            func skipBlanks() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { continue }
            index += 1
            skipBlanks()
            guard matches(Array("define".utf8), at: index, in: bytes) else { continue }
            index += 6
            let afterKeyword = index
            skipBlanks()
            guard index > afterKeyword, matches(nameBytes, at: index, in: bytes) else { continue }
            index += nameBytes.count
            // `#define name(x)` is a function-like macro; `#define nameLonger` another name.
            guard index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 else { continue }
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
                // A continued line makes a body this reader does not follow.
                if bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\n") {
                    end = -1; break
                }
                end += 1
            }
            guard end > index else { continue }
            found.append(
                Declaration(
                    file: file, token: -1, path: [], typeText: nil,
                    value: .macro(String(decoding: bytes[index..<end], as: UTF8.self))))
        }
        return found
    }

    private func matches(_ needle: [UInt8], at index: Int, in bytes: [UInt8]) -> Bool {
        guard index + needle.count <= bytes.count else { return false }
        return bytes[index..<(index + needle.count)].elementsEqual(needle)
    }
}
