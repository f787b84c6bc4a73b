import QuickGlyphModel

/// The one edit `check --fix` makes to code when it gives a quick action an icon of its own: the
/// `templateImageName:` argument of the icon made at `QuickAction.iconDeclaredAt` becomes a string
/// literal of the new name, whatever it was (a literal, a constant, `Icon.compose.rawValue`, a
/// call), and every other byte of the file stays. Pure: bytes in, bytes out.
///
/// The argument's extent comes from the tokens, never from a pattern over the text: from the token
/// after `templateImageName:` to the `,` or closing bracket at the call's own depth (Objective-C's
/// `]`), every bracket inside it closed inside it. Comments around the argument stay; one inside it
/// goes with it. The new literal is Swift's `"name"` or Objective-C's `@"name"`, escaped.
package enum IconArgumentEdit {
    /// The source with the icon's image name replaced by `newName`.
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - language: how to read it (a `.h` is `.objectiveC`).
    ///   - path: for the refusal's words only.
    ///   - iconAt: where the icon is made, the position `QuickAction.iconDeclaredAt` holds.
    /// - Throws: `IconArgumentEditRefusal` when no icon made from an image's name starts at
    ///   `iconAt`, when the argument's end cannot be told, or when a `#if` stands inside it.
    package static func replacingImageName(
        in bytes: [UInt8], language: SourceLanguage, path: String,
        iconAt position: SourcePosition, with newName: String
    ) throws(IconArgumentEditRefusal) -> [UInt8] {
        let code = CodeStructure(TokenizedSource(bytes: bytes, language: language))
        let value = try argument(in: code, path: path, at: position)
        let start = code.tokens[value.lowerBound].range.lowerBound
        let end = code.tokens[value.upperBound - 1].range.upperBound
        var result = Array(bytes[..<start])
        result += Array(literal(newName, language: language).utf8)
        result += bytes[end...]
        return result
    }

    /// The source with the string literal at `position` (a helper's argument at the call that makes one
    /// quick action, `shortcut(imageName: "send", …)`) replaced by `newName`: for an icon made inside a
    /// helper that several quick actions share, where editing the helper would change them all.
    /// - Throws: `IconArgumentEditRefusal` when no string literal holding exactly `oldName` starts at `position`.
    package static func replacingLiteral(
        in bytes: [UInt8], language: SourceLanguage, path: String, at position: SourcePosition,
        holding oldName: String, with newName: String
    ) throws(IconArgumentEditRefusal) -> [UInt8] {
        let source = TokenizedSource(bytes: bytes, language: language)
        guard let index = source.tokens.firstIndex(where: { $0.position == position }),
            case .string(let value) = source.tokens[index].kind, value == oldName
        else {
            let found = source.tokens.first { $0.position == position }?.text ?? ""
            throw IconArgumentEditRefusal(
                path: path, line: position.line, reason: .noLiteral(expected: oldName, found: found))
        }
        var start = source.tokens[index].range.lowerBound
        // Objective-C's `@"…"`: the `@` is the literal's, and the new one brings its own.
        if language != .swift, start > 0, bytes[start - 1] == UInt8(ascii: "@") { start -= 1 }
        return Array(bytes[..<start]) + Array(literal(newName, language: language).utf8)
            + bytes[source.tokens[index].range.upperBound...]
    }

    /// The tokens of the `templateImageName:` argument of the icon made at `position`.
    static func argument(
        in code: CodeStructure, path: String, at position: SourcePosition
    ) throws(IconArgumentEditRefusal) -> Range<Int> {
        func refuse(_ reason: IconArgumentEditRefusal.Reason) -> IconArgumentEditRefusal {
            IconArgumentEditRefusal(path: path, line: position.line, reason: reason)
        }
        guard let start = IconConstruction.token(at: position, in: code),
            let construction = IconConstruction(startingAt: start, in: code)
        else {
            let found = IconConstruction.token(at: position, in: code).map { code.tokens[$0].text } ?? ""
            throw refuse(.noConstruction(found: found))
        }
        guard let close = construction.close else { throw refuse(.argumentExtentUnknown) }
        let label = IconConstruction.templateLabel(code.source.language)
        guard let argument = construction.arguments.first(where: { $0.label == label }),
            let labelIndex = argument.labelIndex
        else {
            throw refuse(.notTemplateImage(label: construction.arguments.first?.label ?? ""))
        }
        let value = argument.value
        guard !value.isEmpty, value.upperBound <= close,
            value.allSatisfy({ code.partner[$0] < 0 || value.contains(code.partner[$0]) }),
            value.allSatisfy({ !isBracket(code.tokens[$0]) || code.partner[$0] >= 0 })
        else {
            throw refuse(.argumentExtentUnknown)
        }
        // The `:` after the label to the closing bracket: a directive there splits the argument.
        if let directive = conditionalDirective(in: code, from: labelIndex + 1, to: close) {
            throw refuse(.conditionalCompilation(directive: directive))
        }
        return value
    }

    /// `"name"` in Swift, `@"name"` in Objective-C, with what must be escaped escaped.
    static func literal(_ name: String, language: SourceLanguage) -> String {
        var text = language == .swift ? "\"" : "@\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    // Swift's `\u{…}`; C's three-digit octal, which cannot run into the next character.
                    let code = String(scalar.value, radix: language == .swift ? 16 : 8)
                    text +=
                        language == .swift
                        ? "\\u{\(code)}" : "\\" + String(repeating: "0", count: 3 - code.count) + code
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }

    private static func isBracket(_ token: Token) -> Bool {
        token.kind == .punctuation && ["(", ")", "[", "]", "{", "}"].contains(token.text)
    }

    /// The first conditional-compilation directive between tokens `from` and `to`: Swift's are
    /// tokens; Objective-C's tokenizer skips preprocessor lines, so they are looked for in the
    /// bytes between, as a line whose first character is `#`.
    private static func conditionalDirective(in code: CodeStructure, from: Int, to: Int) -> String? {
        let directives: Set<String> = ["#if", "#ifdef", "#ifndef", "#elif", "#elseif", "#else", "#endif"]
        switch code.source.language {
        case .swift:
            return (from..<to).lazy.map { code.tokens[$0] }.first {
                $0.kind == .keyword && directives.contains($0.text)
            }?.text
        case .objectiveC:
            let bytes = code.source.bytes
            var offset = code.tokens[from].range.upperBound
            let end = code.tokens[to].range.lowerBound
            var lineStart = false
            while offset < end {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    lineStart = true
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                    // Indentation keeps a line's start.
                } else {
                    if lineStart && byte == UInt8(ascii: "#") {
                        var wordEnd = offset + 1
                        while wordEnd < end, bytes[wordEnd] == UInt8(ascii: " ") || bytes[wordEnd] == UInt8(ascii: "\t")
                        { wordEnd += 1 }
                        var nameEnd = wordEnd
                        while nameEnd < end, ByteClass.isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
                        let word = "#" + String(decoding: bytes[wordEnd..<nameEnd], as: UTF8.self)
                        if directives.contains(word) { return word }
                    }
                    lineStart = false
                }
                offset += 1
            }
            return nil
        }
    }
}
