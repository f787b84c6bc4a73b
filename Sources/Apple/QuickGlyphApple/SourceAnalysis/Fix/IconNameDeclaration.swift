import QuickGlyphModel
import QuickGlyphSystem

/// The one declaration a quick action's `templateImageName:` argument names its image through, when
/// `check --fix` may change the name there instead of at the icon: `Icon.video.rawValue` of
/// `enum Icon: String { case video = "Video" }` (or of a bare `case video`, whose name is its raw
/// value), a constant (`static let video = "Video"`, `let kVideo = "Video"`), or Objective-C's
/// `#define kVideo @"Video"`, `NSString *const kVideo = @"Video";`, `static NSString *kVideo = @"Video";`.
/// Pure: the caller reads the files and hands over their bytes.
///
/// It is found as `check` follows the name (`NameResolver`), but only one step deep, to exactly one
/// declaration whose value is one string literal (or a bare case of a `String` enum): a chain of
/// constants, two declarations that agree, a computed value or a `switch self` is left to the edit at
/// the icon. Whether the name may be changed there is `isNamedOnly(byIconsAt:in:)`: only when
/// nothing but those icons names it, so that no other reader of the constant or the case (a tab bar,
/// a title, `Icon(rawValue:)`, `Icon.allCases`, `Codable`) sees the new value.
package struct IconNameDeclaration: Equatable, Sendable {
    package enum Form: Equatable, Sendable {
        /// A Swift `let` or an Objective-C `NSString *` constant: its literal.
        case constant
        /// `#define NAME @"…"`: its literal.
        case macro
        /// `case video = "Video"`: the raw value's literal.
        case rawValue
        /// A bare `case video` of a `String` enum: its raw value is its name, and the edit gives it one.
        case caseName
    }

    package var form: Form
    package var path: String
    package var language: SourceLanguage
    /// Where the edit goes: the literal's first token (its quote), or a bare case's name.
    package var position: SourcePosition
    /// The declared name (`video`, `kVideoIcon`) and where it is declared.
    package var identifier: String
    package var identifierPosition: SourcePosition
    /// How the code reaches it: `Icon.video`, `Icons.video`, `kVideoIcon`.
    package var display: String
    /// The image's name the declaration gives.
    package var value: String
    /// For an enum's case, the enum's name.
    package var enumName: String?

    /// Words after `Type.` that reach a case's raw value by some other road than its name.
    private static let genericMembers: Set<String> = ["allCases", "init", "self", "Type", "RawValue", "rawValue"]
    /// Conformances through which an enum's raw values are read or written without its cases' names.
    private static let rawValueProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "CodingKey", "NSObject", "RawRepresentable",
    ]

    /// How a file that may declare or name an icon's name is read: a header (`.h`) as Objective-C.
    package static func language(ofPath path: String) -> SourceLanguage? {
        SourceLanguage(path: path) ?? (path.hasSuffix(".h") ? .objectiveC : nil)
    }

    /// The declaration the icon made at `icon` names its image through, or nil when it names it
    /// otherwise (a literal, a call, a chain of declarations, more than one declaration).
    package static func find(
        iconAt icon: SourceLocation, in files: [(path: String, bytes: [UInt8])]
    )
        -> IconNameDeclaration?
    {
        guard let position = icon.position else { return nil }
        let sources = files.compactMap { file in
            language(ofPath: file.path).map { SourceCorpus.File(path: file.path, language: $0, bytes: file.bytes) }
        }
        guard let file = sources.firstIndex(where: { $0.path == icon.path }) else { return nil }
        let index = CorpusIndex(corpus: SourceCorpus(files: sources))
        let resolver = NameResolver(index: index)
        let code = index.code(file)
        guard let range = try? IconArgumentEdit.argument(in: code, path: icon.path, at: position) else { return nil }
        switch code.source.language {
        case .swift: return swift(range, in: code, file: file, resolver: resolver)
        case .objectiveC:
            guard range.count == 1, code.isIdentifier(range.lowerBound) else { return nil }
            let name = code.tokens[range.lowerBound].text
            guard !resolver.isShadowedInObjC(name, at: range.lowerBound, in: code) else { return nil }
            return objC(name, resolver: resolver)
        }
    }

    private static func swift(
        _ range: Range<Int>, in code: CodeStructure, file: Int, resolver: NameResolver
    )
        -> IconNameDeclaration?
    {
        guard case (let names, false)? = NameResolver.chain(range, in: code), let last = names.last else { return nil }
        if names.count >= 3, last == "rawValue" {
            let caseName = names[names.count - 2]
            let type = Array(names.dropLast(2))
            let found = resolver.declarations(caseName, qualifier: type.last, language: .swift).filter {
                NameResolver.matches($0.path, type)
            }
            guard found.count == 1, case .enumCase(let raw, let stringRaw) = found[0].value,
                let enumName = found[0].path.last
            else { return nil }
            let declaring = resolver.index.code(found[0].file)
            let nameToken = declaring.tokens[found[0].token]
            var declaration = IconNameDeclaration(
                form: .caseName, path: resolver.index.path(found[0].file), language: .swift,
                position: nameToken.position, identifier: caseName, identifierPosition: nameToken.position,
                display: (found[0].path + [caseName]).joined(separator: "."), value: caseName, enumName: enumName)
            if let raw {
                guard raw.count == 1, let text = declaring.tokens[raw.lowerBound].stringValue else { return nil }
                declaration.form = .rawValue
                declaration.position = declaring.tokens[raw.lowerBound].position
                declaration.value = text
            } else if !stringRaw {
                return nil
            }
            return declaration
        }
        let found: [Declaration]
        var language = SourceLanguage.swift
        if names.count == 1 {
            guard !resolver.isShadowedInSwift(last, at: range.lowerBound, in: code) else { return nil }
            let around = SwiftDeclarations(code: code, file: file).enclosingTypes(of: range.lowerBound)
            let swift = resolver.declarations(last, qualifier: nil, language: .swift).filter { declaration in
                if case .enumCase = declaration.value { return false }
                return declaration.path.isEmpty || around.starts(with: declaration.path)
            }
            // As the compiler does: an Objective-C header's constant when no Swift declaration has the name.
            if swift.isEmpty { language = .objectiveC }
            found = swift.isEmpty ? resolver.declarations(last, qualifier: nil, language: .objectiveC) : swift
        } else {
            let qualifier = Array(names.dropLast())
            found = resolver.declarations(last, qualifier: qualifier.last, language: .swift).filter {
                NameResolver.matches($0.path, qualifier)
            }
        }
        guard found.count == 1 else { return nil }
        if language == .objectiveC { return objC(last, resolver: resolver) }
        return constant(found[0], display: names.joined(separator: "."), resolver: resolver)
    }

    private static func objC(_ name: String, resolver: NameResolver) -> IconNameDeclaration? {
        let found = resolver.declarations(name, qualifier: nil, language: .objectiveC)
        guard found.count == 1 else { return nil }
        if case .macro = found[0].value { return macro(found[0], name: name, resolver: resolver) }
        return constant(found[0], display: name, resolver: resolver)
    }

    /// `let name = "…"` or `NSString *const name = @"…";`: exactly one string literal after the `=`.
    private static func constant(
        _ declaration: Declaration, display: String, resolver: NameResolver
    )
        -> IconNameDeclaration?
    {
        guard case .expression(let range) = declaration.value, declaration.token >= 0 else { return nil }
        let code = resolver.index.code(declaration.file)
        guard range.count == 1, let text = code.tokens[range.lowerBound].stringValue else { return nil }
        let name = code.tokens[declaration.token]
        return IconNameDeclaration(
            form: .constant, path: resolver.index.path(declaration.file), language: code.source.language,
            position: code.tokens[range.lowerBound].position, identifier: name.text, identifierPosition: name.position,
            display: display, value: text, enumName: nil)
    }

    /// `#define name @"…"`: the tokenizer skips directives, so the line is read with its `#` a space, and its
    /// body must be one string literal.
    private static func macro(
        _ declaration: Declaration, name: String, resolver: NameResolver
    )
        -> IconNameDeclaration?
    {
        let bytes = resolver.index.code(declaration.file).source.bytes
        let exposed = TokenizedSource(bytes: ImageNameUses.exposingDirectives(bytes), language: .objectiveC)
        let tokens = exposed.tokens
        var found: IconNameDeclaration?
        for index in tokens.indices.dropLast(2)
        where tokens[index].isIdentifier("define") && tokens[index + 1].isIdentifier(name) {
            let literal = tokens[index + 2]
            guard found == nil, let text = literal.stringValue, literal.position.line == tokens[index].position.line,
                index + 3 == tokens.count || tokens[index + 3].position.line > literal.position.line
            else { return nil }
            found = IconNameDeclaration(
                form: .macro, path: resolver.index.path(declaration.file), language: .objectiveC,
                position: literal.position, identifier: name, identifierPosition: tokens[index + 1].position,
                display: name, value: text, enumName: nil)
        }
        return found
    }

    // MARK: - Who else names it

    /// Whether nothing in `files` names the declaration but the icons made at `icons` (each one's
    /// `templateImageName:` argument) and the declaration itself (and an Objective-C `extern` of it).
    /// For an enum's case, besides, nothing reaches its raw value without its name: the enum is not
    /// `Codable` or alike, no `Icon(rawValue:)`, `.init(rawValue:)`, `Icon.allCases` or `Icon` as a
    /// type, and its own body and extensions make no value from a raw value. Every doubt is a "no".
    package func isNamedOnly(byIconsAt icons: [SourceLocation], in files: [(path: String, bytes: [UInt8])]) -> Bool {
        let needles = [identifier, enumName, enumName == nil ? nil : "rawValue"].compactMap { $0 }.map {
            Array($0.utf8)
        }
        for file in files {
            guard let language = Self.language(ofPath: file.path) else { continue }
            let holds = file.bytes.withUnsafeBufferPointer { buffer in
                needles.contains { ByteSearch.contains(buffer, $0) }
            }
            guard holds else { continue }
            let code = CodeStructure(TokenizedSource(bytes: file.bytes, language: language))
            var allowed: [Range<Int>] = []
            for icon in icons where icon.path == file.path {
                guard let position = icon.position,
                    let range = try? IconArgumentEdit.argument(in: code, path: file.path, at: position)
                else { return false }
                allowed.append(
                    code.tokens[range.lowerBound].range.lowerBound..<code.tokens[range.upperBound - 1].range.upperBound)
            }
            // Objective-C's directives are code here: `#define kOther kVideoIcon` names it.
            let read =
                language == .swift
                ? code
                : CodeStructure(
                    TokenizedSource(bytes: ImageNameUses.exposingDirectives(file.bytes), language: .objectiveC))
            guard namesOnlyAllowed(read, path: file.path, allowed: allowed) else { return false }
        }
        return true
    }

    private func namesOnlyAllowed(_ code: CodeStructure, path: String, allowed: [Range<Int>]) -> Bool {
        let tokens = code.tokens
        for index in tokens.indices where tokens[index].kind == .identifier || tokens[index].kind == .keyword {
            let token = tokens[index]
            let inIcon = allowed.contains { $0.contains(token.range.lowerBound) }
            if token.text == identifier, !inIcon {
                if path == self.path, token.position == identifierPosition { continue }
                if code.source.language == .objectiveC, isExtern(index, in: code) { continue }
                return false
            }
            guard let enumName, !inIcon else { continue }
            if token.text == enumName, token.kind == .identifier {
                if code.isSymbol(index - 1, "enum") {
                    continue
                } else if code.isSymbol(index - 1, "extension") {
                    // An extension that adopts a protocol may be `Codable`'s or `CaseIterable`'s.
                    guard code.isSymbol(index + 1, "{") else { return false }
                    guard !makesValueFromRawValue(body: index + 1, in: code) else { return false }
                    continue
                }
                // `Icon.tab`: another case by its name; anything else (`Icon(rawValue:)`, `: Icon`) reads any case.
                guard code.isSymbol(index + 1, "."), code.isIdentifier(index + 2),
                    !Self.genericMembers.contains(tokens[index + 2].text), !code.isSymbol(index + 3, "(")
                else { return false }
            } else if token.text == "init", code.isSymbol(index - 1, "."), code.isSymbol(index + 1, "("),
                code.isIdentifier(index + 2, "rawValue")
            {
                // `.init(rawValue:)` of a type the context gives: it may be this enum.
                return false
            }
        }
        if let enumName, path == self.path, let brace = enumBrace(in: code, name: enumName) {
            let header = SwiftDeclarations(code: code, file: 0).typeHeader(ofBrace: brace)
            guard let header, header.inherits.isDisjoint(with: Self.rawValueProtocols),
                !makesValueFromRawValue(body: brace, in: code)
            else { return false }
        }
        return true
    }

    /// The `{` of `enum name` in `code` that declares the case.
    private func enumBrace(in code: CodeStructure, name: String) -> Int? {
        guard language == .swift,
            let index = code.tokens.indices.first(where: { code.tokens[$0].position == identifierPosition })
        else { return nil }
        let brace = code.enclosingBrace(of: index)
        return brace >= 0 ? brace : nil
    }

    /// `allCases`, `Self(rawValue:)`, `init(rawValue:)` or `self = …` inside the body opening at `brace`.
    private func makesValueFromRawValue(body brace: Int, in code: CodeStructure) -> Bool {
        let end = code.partner[brace] > brace ? code.partner[brace] : code.tokens.count
        for index in (brace + 1)..<end {
            if code.isIdentifier(index, "allCases") { return true }
            if code.isIdentifier(index, "rawValue"), code.isSymbol(index + 1, ":") { return true }
        }
        return false
    }

    /// `extern NSString *const NAME;` (or `FOUNDATION_EXPORT`, `UIKIT_EXTERN`): a declaration without a value.
    private func isExtern(_ index: Int, in code: CodeStructure) -> Bool {
        guard code.isSymbol(index + 1, ";") else { return false }
        let externs: Set<String> = ["extern", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN"]
        var previous = index - 1
        while previous >= 0, index - previous <= 6 {
            let token = code.tokens[previous]
            if externs.contains(token.text) { return true }
            guard token.kind == .identifier || token.isSymbol("*") || token.isSymbol("const") else { return false }
            previous -= 1
        }
        return false
    }

    // MARK: - The edit

    /// The file with the declaration's image name `newName`: its literal replaced, or a bare case given the raw value.
    /// - Throws: `IconArgumentEditRefusal` when the declaration is no longer there as found.
    package func edit(_ bytes: [UInt8], to newName: String) throws(IconArgumentEditRefusal) -> [UInt8] {
        let source = TokenizedSource(
            bytes: language == .objectiveC ? ImageNameUses.exposingDirectives(bytes) : bytes, language: language)
        guard let index = source.tokens.firstIndex(where: { $0.position == position }) else {
            throw IconArgumentEditRefusal(
                path: path, line: position.line, reason: .noLiteral(expected: value, found: ""))
        }
        let token = source.tokens[index]
        if form == .caseName {
            let next = source.tokens.indices.contains(index + 1) ? source.tokens[index + 1] : nil
            guard token.isIdentifier(identifier), next?.isSymbol("=") != true, next?.isSymbol("(") != true else {
                throw IconArgumentEditRefusal(
                    path: path, line: position.line, reason: .noLiteral(expected: value, found: token.text))
            }
            let insertion = " = " + IconArgumentEdit.literal(newName, language: .swift)
            return Array(bytes[..<token.range.upperBound]) + Array(insertion.utf8) + bytes[token.range.upperBound...]
        }
        guard token.stringValue == value else {
            throw IconArgumentEditRefusal(
                path: path, line: position.line, reason: .noLiteral(expected: value, found: token.text))
        }
        var start = token.range.lowerBound
        if language != .swift, start > 0, bytes[start - 1] == UInt8(ascii: "@") { start -= 1 }
        return Array(bytes[..<start]) + Array(IconArgumentEdit.literal(newName, language: language).utf8)
            + bytes[token.range.upperBound...]
    }

    /// What the repair's line says was done, before where: `Icon.video's raw value set to "Video-quickaction"`.
    package func said(_ newName: String) -> String {
        switch form {
        case .rawValue: return "\(display)'s raw value set to \(DisplayText.quote(newName))"
        case .caseName: return "\(display) given the raw value \(DisplayText.quote(newName))"
        case .constant, .macro: return "\(display) set to \(DisplayText.quote(newName))"
        }
    }
}
