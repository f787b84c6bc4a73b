import QuickGlyphModel

/// The value of an expression a handler compares an item's type against: a literal, a constant
/// followed to its literal, the bundle identifier read at run time, or those joined
/// (`Bundle.main.bundleIdentifier! + ".compose"`, `"\(bundleID).compose"`,
/// `[NSString stringWithFormat:@"%@.compose", NSBundle.mainBundle.bundleIdentifier]`).
/// The bundle identifier is written `$(PRODUCT_BUNDLE_IDENTIFIER)`, as Info.plist writes it.
struct TypeExpression {
    let code: CodeStructure
    let names: NameContext
    /// Names bound to a value already known (a helper's parameter given the bundle identifier).
    var bindings: [String: String] = [:]

    func value(_ range: Range<Int>) -> String? {
        var range = range
        // `(expr)`, `try expr`, `expr!`: the value inside.
        while range.count >= 2, code.isSymbol(range.lowerBound, "("),
            code.partner[range.lowerBound] == range.upperBound - 1
        {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        while range.count > 1, code.isSymbol(range.upperBound - 1, "!") {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        guard !range.isEmpty else { return nil }
        let parts = split(range, at: "+")
        if parts.count > 1 {
            var joined = ""
            for part in parts {
                guard let value = value(part) else { return nil }
                joined += value
            }
            return joined
        }
        if range.count == 1 {
            let token = code.tokens[range.lowerBound]
            if let literal = token.stringValue { return literal }
            if token.kind == .nonLiteralString { return interpolated(token.text) }
            if token.kind == .identifier, let bound = bindings[token.text] { return bound }
        }
        if isBundleIdentifier(range) { return RecognisedType.bundleIdentifier }
        if code.source.language == .objectiveC, let formatted = objCFormat(range) { return formatted }
        if case .literal(let text)? = names.value(of: range, in: code) { return text }
        return nil
    }

    /// The parts of `range` between `symbol`s directly in it (not inside brackets).
    private func split(_ range: Range<Int>, at symbol: String) -> [Range<Int>] {
        let level = code.enclosing[range.lowerBound]
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where code.isSymbol(index, symbol) && code.enclosing[index] == level {
            parts.append(start..<index)
            start = index + 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// `Bundle.main.bundleIdentifier`, `NSBundle.mainBundle.bundleIdentifier`, `[[NSBundle mainBundle]
    /// bundleIdentifier]`,
    /// a name or member spelt like one (`bundleID`, `AppInfo.bundleIdentifier`), with `!`, `?? ""` and the like around
    /// it.
    private func isBundleIdentifier(_ range: Range<Int>) -> Bool {
        var sawName = false
        for index in range {
            let token = code.tokens[index]
            switch token.kind {
            case .identifier:
                let lower = token.text.lowercased()
                if lower.hasPrefix("bundleid") || lower == "bundleidentifier" || lower.hasSuffix("bundleidentifier")
                    || lower.hasSuffix("bundleid")
                {
                    sawName = true
                }
            case .punctuation, .keyword:
                if !["!", "?", ".", "??", "[", "]", "(", ")", "self", "Self", "try"].contains(token.text) {
                    return false
                }
            case .string(let text):
                if !text.isEmpty { return false }
            case .number, .nonLiteralString, .character:
                return false
            }
        }
        return sawName
    }

    /// `"\(Bundle.main.bundleIdentifier!).compose"`: the setting and the literal rest; nil for any other interpolation.
    private func interpolated(_ text: String) -> String? {
        guard text.hasPrefix("\"\\("), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        var depth = 0
        var inner = ""
        var rest = Substring("")
        let body = text.dropFirst(3)
        for (offset, character) in zip(body.indices, body) {
            if character == "(" { depth += 1 }
            if character == ")" {
                if depth == 0 {
                    rest = body[body.index(after: offset)...].dropLast()
                    break
                }
                depth -= 1
            }
            inner.append(character)
        }
        let lower = inner.lowercased()
        guard lower.contains("bundleidentifier") || lower.contains("bundleid"), !rest.contains("\\") else { return nil }
        return RecognisedType.bundleIdentifier + rest
    }

    /// `[NSString stringWithFormat:@"%@.compose", bundleIdentifier]` and
    /// `[bundleIdentifier stringByAppendingString:@".compose"]`.
    private func objCFormat(_ range: Range<Int>) -> String? {
        guard code.isSymbol(range.lowerBound, "["), code.partner[range.lowerBound] == range.upperBound - 1 else {
            return nil
        }
        let open = range.lowerBound
        var receiverEnd = open + 1
        while receiverEnd < range.upperBound - 1,
            code.enclosing[receiverEnd] != open
                || !(code.tokens[receiverEnd].kind == .identifier
                    && code.isSymbol(receiverEnd + 1, ":"))
        {
            receiverEnd = code.partner[receiverEnd] > receiverEnd ? code.partner[receiverEnd] + 1 : receiverEnd + 1
        }
        // The receiver ends before the first part; a part without an argument (`[x bundleIdentifier]`) is a getter.
        let parts = ObjCMessage.parts(of: code, open: open, start: receiverEnd)
        if parts.count == 1, parts[0].label == "stringByAppendingString", receiverEnd > open + 1 {
            guard let receiver = value((open + 1)..<receiverEnd), let suffix = value(parts[0].value) else { return nil }
            return receiver + suffix
        }
        if parts.count == 1, parts[0].label == "componentsJoinedByString", code.isSymbol(open + 1, "@"),
            code.isSymbol(open + 2, "["),
            code.partner[open + 2] == receiverEnd - 1, let separator = value(parts[0].value)
        {
            var joined: [String] = []
            for element in split(code.inside(open + 2), at: ",") where !element.isEmpty {
                guard let text = value(element) else { return nil }
                joined.append(text)
            }
            return joined.joined(separator: separator)
        }
        if let first = parts.first, first.label == "stringWithFormat" {
            let arguments = split(first.value, at: ",")
            guard let format = arguments.first.flatMap({ value($0) }) else { return nil }
            var result = ""
            var values = arguments.dropFirst().map { value($0) }
            var characters = Substring(format)
            while let percent = characters.firstIndex(of: "%") {
                result += characters[..<percent]
                let next = characters.index(after: percent)
                guard next < characters.endIndex else { return nil }
                if characters[next] == "%" {
                    result += "%"
                } else if characters[next] == "@" {
                    guard !values.isEmpty, let argument = values.removeFirst() else { return nil }
                    result += argument
                } else {
                    return nil
                }
                characters = characters[characters.index(after: next)...]
            }
            return result + characters
        }
        return nil
    }
}
