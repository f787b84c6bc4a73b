import QuickGlyphModel

/// Follows a name written where a quick action's value is expected to the
/// literal it stands for, only while every step is a declaration whose value
/// the source fixes:
///
/// - a constant (`static let`, a type's or the file's `let`; Objective-C's
///   `#define`, `NSString *const`, `static NSString *`);
/// - `Type.case.rawValue` of an enum with a written or a `String` raw value;
/// - `Type.case.property` where the property is `switch self` returning one
///   value per case (with `return` or as a switch expression); the same for a
///   helper's parameter bound to a case (`type.icon` for `type: .explore`);
/// - `String(describing: case)`: the case's name, unless the enum has associated
///   values, is `@objc`, or adopts a protocol that describes it otherwise;
/// - a generated asset accessor: SwiftGen's `Asset.….name` (`ImageAsset(name:)`)
///   and R.swift's `R.image.name.name` / `R.image.name()` / `.callAsFunction()`
///   (`ImageResource(… name:)`), read from the generated file; when no file declares
///   the accessor (R.swift 7 writes `R.generated.swift` into the build folder), an
///   R.swift image accessor is traced by R.swift's naming rule to the one image of the
///   file's targets it names (`TargetImageNames`), and recorded in `derivations`.
///
/// Two declarations that disagree, a `var`, a computed value that is not one
/// literal per case, or a name a local or parameter hides leave it unresolved.
final class NameResolver {
    let index: CorpusIndex
    /// A chain of constants longer than this is taken for a cycle.
    static let maximumDepth = 8
    private var cache: [String: [Declaration]] = [:]
    private var rswiftIndexes: [Int: RswiftImageIndex] = [:]
    /// Every accessor traced by a naming rule, in the order met (several candidates included):
    /// a reader marks its count before reading an icon and takes what was added (`derivation(since:for:)`).
    private(set) var derivations: [DerivedIconName] = []
    private static let assetTypes: Set<String> = ["ImageAsset", "ImageResource"]
    private static let assetAccessors: Set<String> = ["name", "image"]

    init(index: CorpusIndex) {
        self.index = index
    }

    /// A reader of `file` that follows names through this resolver.
    func reader(file: Int, depth: Int) -> any CodeValueReader {
        let code = index.code(file), path = index.path(file)
        let names = NameContext(resolver: self, file: file, depth: depth)
        switch index.language(file) {
        case .swift: return SwiftValueReader(code: code, path: path, names: names)
        case .objectiveC: return ObjCValueReader(code: code, path: path, names: names)
        }
    }

    func value(of range: Range<Int>, in code: CodeStructure, file: Int, depth: Int) -> SourceValue? {
        guard depth < Self.maximumDepth, !range.isEmpty else { return nil }
        switch code.source.language {
        case .swift: return swiftValue(range, in: code, file: file, depth: depth)
        case .objectiveC: return objCValue(range, in: code, file: file, depth: depth)
        }
    }

    // MARK: Swift

    private func swiftValue(_ range: Range<Int>, in code: CodeStructure, file: Int, depth: Int) -> SourceValue? {
        guard case (var names, let called)? = Self.chain(range, in: code) else { return nil }
        // `R.image.x.callAsFunction()` is `R.image.x()` spelt out.
        if called, names.count > 1, names.last == "callAsFunction" { names.removeLast() }
        guard let last = names.last else { return nil }
        if names.count == 1 {
            guard !called, !isShadowedInSwift(last, at: range.lowerBound, in: code) else { return nil }
            let around = SwiftDeclarations(code: code, file: file).enclosingTypes(of: range.lowerBound)
            let found = declarations(last, qualifier: nil, language: .swift).filter { declaration in
                if case .enumCase = declaration.value { return false }
                return declaration.path.isEmpty || around.starts(with: declaration.path)
            }
            if !found.isEmpty { return constant(found, depth: depth) }
            // Swift sees an Objective-C header's constants through the bridging header: a `#define` of a string
            // literal and an `NSString *const` are imported as constants of that name, and an `extern` one has its
            // value where a `.m` defines it. No Swift declaration of the name: the compiler found it there.
            return constant(declarations(last, qualifier: nil, language: .objectiveC), depth: depth)
        }
        if called || Self.assetAccessors.contains(last) {
            let member = called ? last : names[names.count - 2]
            let qualifier = Array(names.dropLast(called ? 1 : 2))
            if !qualifier.isEmpty, let name = assetName(member, qualifier: qualifier) { return .literal(name) }
            if let traced = rswiftImage(names, called: called, text: code.source.text(of: range), file: file) {
                return traced
            }
        }
        guard !called else { return nil }
        let qualifier = Array(names.dropLast())
        if names.count >= 3 && last == "rawValue" {
            return rawValue(names[names.count - 2], type: Array(names.dropLast(2)), depth: depth)
        }
        let constants = declarations(last, qualifier: qualifier.last, language: .swift).filter {
            Self.matches($0.path, qualifier)
        }
        if !constants.isEmpty { return constant(constants, depth: depth) }
        if names.count >= 3 {
            return perCaseValue(last, of: names[names.count - 2], type: Array(names.dropLast(2)), depth: depth)
        }
        return nil
    }

    /// `A.b.c` or `R.image.name()`: the names, and whether an empty call ends it.
    static func chain(_ range: Range<Int>, in code: CodeStructure) -> (names: [String], called: Bool)? {
        var end = range.upperBound
        var called = false
        if end - range.lowerBound >= 3, code.isSymbol(end - 1, ")"), code.partner[end - 1] == end - 2 {
            called = true
            end -= 2
        }
        var names: [String] = []
        var index = range.lowerBound
        while index < end {
            guard code.isIdentifier(index) else { return nil }
            names.append(code.tokens[index].text)
            index += 1
            if index < end {
                guard code.isSymbol(index, "."), index + 1 < end else { return nil }
                index += 1
            }
        }
        return names.isEmpty ? nil : (names, called)
    }

    /// Whether the declared types `path` are the ones `qualifier` names: the same
    /// innermost names, as far as both go (a module prefix or an outer type may be left out).
    /// R.swift 7 declares in `_R` what code reaches as `R`.
    static func matches(_ path: [String], _ qualifier: [String]) -> Bool {
        let path = path.map { $0 == "_R" ? "R" : $0 }
        guard !path.isEmpty, !qualifier.isEmpty else { return false }
        let count = min(path.count, qualifier.count)
        return path.suffix(count).elementsEqual(qualifier.suffix(count))
    }

    /// A name a parameter, a local, a closure's or a loop's variable declares in
    /// the function around `use` hides any constant of that name.
    func isShadowedInSwift(_ name: String, at use: Int, in code: CodeStructure) -> Bool {
        let declarations = SwiftDeclarations(code: code, file: 0)
        var brace = code.enclosingBrace(of: use)
        var outer = -1
        while brace >= 0 {
            if declarations.typeHeader(ofBrace: brace) == nil { outer = brace }
            brace = code.enclosingBrace(of: brace)
        }
        guard outer >= 0 else { return false }
        var start = outer - 1
        while start > 0, outer - start < 256, !code.isSymbol(start, "func"), !code.isSymbol(start, "init"),
            !code.isSymbol(start, "{"), !code.isSymbol(start, "}")
        {
            start = code.partner[start] >= 0 && code.partner[start] < start ? code.partner[start] - 1 : start - 1
        }
        for index in max(start, 0)..<use where code.isIdentifier(index, name) && !code.isSymbol(index - 1, ".") {
            if code.isSymbol(index - 1, "let") || code.isSymbol(index - 1, "var") { return true }
            if code.isSymbol(index + 1, "in")
                || (code.isSymbol(index + 1, "=") && code.tokens[index + 1].kind == .punctuation)
            {
                return true
            }
            if code.isSymbol(index + 1, ":") {
                let open = code.enclosing[index]
                if code.isSymbol(open, "("), code.isSymbol(open - 1, "init") || code.isSymbol(open - 2, "func") {
                    return true
                }
            }
        }
        return false
    }

    /// The one value every declaration gives; nil when one is not a literal declaration or two differ.
    private func constant(_ declarations: [Declaration], depth: Int) -> SourceValue? {
        var result: SourceValue?
        for declaration in declarations {
            guard let value = evaluate(declaration, depth: depth), result == nil || result == value else { return nil }
            result = value
        }
        return result
    }

    private func evaluate(_ declaration: Declaration, depth: Int) -> SourceValue? {
        let value: SourceValue?
        switch declaration.value {
        case .expression(let range):
            value = reader(file: declaration.file, depth: depth + 1).value(range)
        case .macro(let body):
            let code = CodeStructure(TokenizedSource(body, language: .objectiveC))
            guard !code.tokens.isEmpty else { return nil }
            let names = NameContext(resolver: self, file: declaration.file, depth: depth + 1)
            value = ObjCValueReader(code: code, path: index.path(declaration.file), names: names).value(
                0..<code.tokens.count)
        case .uncertain, .getter, .enumCase:
            return nil
        }
        switch value {
        case .literal?, .localizationKey?: return value
        case .unresolved?, .wrongType?, nil: return nil
        }
    }

    private func rawValue(_ name: String, type: [String], depth: Int) -> SourceValue? {
        let cases = declarations(name, qualifier: type.last, language: .swift).filter { Self.matches($0.path, type) }
        var result: SourceValue?
        for declaration in cases {
            guard case .enumCase(let raw, let stringRaw) = declaration.value else { return nil }
            let value: SourceValue
            if let raw {
                guard let text = index.code(declaration.file).tokens[raw.lowerBound].stringValue else { return nil }
                value = .literal(text)
            } else {
                guard stringRaw else { return nil }
                value = .literal(name)
            }
            guard result == nil || result == value else { return nil }
            result = value
        }
        return result
    }

    /// `Type.name.property`, where `name` is a case of `Type` and `property` a `switch self` over its cases.
    private func perCaseValue(_ property: String, of name: String, type: [String], depth: Int) -> SourceValue? {
        let isCase = declarations(name, qualifier: type.last, language: .swift).contains { declaration in
            if case .enumCase = declaration.value { return Self.matches(declaration.path, type) }
            return false
        }
        guard isCase else { return nil }
        var result: SourceValue?
        for declaration in declarations(property, qualifier: type.last, language: .swift)
        where Self.matches(declaration.path, type) {
            guard case .getter(let brace) = declaration.value else { return nil }
            let code = index.code(declaration.file)
            guard let cases = SwiftDeclarations(code: code, file: declaration.file).switchOverSelf(body: brace),
                let returned = cases[name] ?? cases["default"]
            else { return nil }
            let value = reader(file: declaration.file, depth: depth + 1).value(returned)
            switch value {
            case .literal?, .localizationKey?:
                guard result == nil || result == value else { return nil }
                result = value
            case .unresolved?, .wrongType?, nil:
                return nil
            }
        }
        return result
    }

    /// `member` of one case of an enum: `rawValue`, or a computed property that
    /// `switch`es over `self` with one literal per case.
    func caseMember(_ member: String, of enumCase: EnumCase, depth: Int) -> SourceValue? {
        guard depth < Self.maximumDepth else { return nil }
        if member == "rawValue" { return rawValue(enumCase.name, type: enumCase.type, depth: depth) }
        return perCaseValue(member, of: enumCase.name, type: enumCase.type, depth: depth)
    }

    /// The protocols through which `String(describing:)` prints something other than the case name.
    private static let describingProtocols: Set<String> = [
        "CustomStringConvertible", "CustomDebugStringConvertible", "TextOutputStreamable", "LosslessStringConvertible",
        "CustomReflectable", "Error", "NSObject",
    ]

    /// `String(describing: value)` of an enum case: the case's name, which the
    /// declaration fixes, as long as the case has no associated values and
    /// neither the enum nor an extension of it (anywhere in the corpus) adopts a
    /// protocol that describes it otherwise, declares a `description`, or makes it `@objc`.
    func caseDescription(_ enumCase: EnumCase) -> SourceValue? {
        guard let typeName = enumCase.type.last else { return nil }
        let cases = declarations(enumCase.name, qualifier: typeName, language: .swift).filter { declaration in
            if case .enumCase = declaration.value { return Self.matches(declaration.path, enumCase.type) }
            return false
        }
        guard !cases.isEmpty else { return nil }
        for declaration in cases {
            let code = index.code(declaration.file)
            if code.isSymbol(declaration.token + 1, "(") { return nil }
            let brace = code.enclosingBrace(of: declaration.token)
            guard brace >= 0,
                let header = SwiftDeclarations(code: code, file: declaration.file).typeHeader(ofBrace: brace),
                header.inherits.isDisjoint(with: Self.describingProtocols), !Self.isObjC(enumBrace: brace, in: code)
            else { return nil }
        }
        for name in ["description", "debugDescription"] {
            if declarations(name, qualifier: typeName, language: .swift).contains(where: {
                Self.matches($0.path, enumCase.type)
            }) {
                return nil
            }
        }
        for needle in ["Convertible", "TextOutputStreamable", "CustomReflectable", "@objc"] {
            for file in index.files(containing: [typeName, needle]) where index.language(file) == .swift {
                if Self.extends(typeName, adopting: Self.describingProtocols, in: index.code(file)) { return nil }
            }
        }
        return .literal(enumCase.name)
    }

    /// Whether an `@objc` attribute stands before the `enum` whose body opens at `brace`.
    private static func isObjC(enumBrace brace: Int, in code: CodeStructure) -> Bool {
        var index = brace - 1
        while index >= 0, brace - index < 64, !code.isSymbol(index, "enum") {
            index = code.partner[index] >= 0 && code.partner[index] < index ? code.partner[index] - 1 : index - 1
        }
        var before = index - 1
        while before >= 0, index - before <= 6, !code.isSymbol(before, "}"), !code.isSymbol(before, "{"),
            !code.isSymbol(before, ";")
        {
            if code.tokens[before].text.hasSuffix("objc") { return true }
            before -= 1
        }
        return false
    }

    /// `extension Name: CustomStringConvertible {` (or `@objc extension Name`) in `code`.
    private static func extends(_ typeName: String, adopting protocols: Set<String>, in code: CodeStructure) -> Bool {
        for start in code.tokens.indices where code.isSymbol(start, "extension") && code.tokens[start].kind == .keyword
        {
            var index = start + 1
            var last: String?
            while code.isIdentifier(index) {
                last = code.tokens[index].text
                guard code.isSymbol(index + 1, ".") else { break }
                index += 2
            }
            guard last == typeName else { continue }
            if code.tokens[max(start - 1, 0)].text.hasSuffix("objc") { return true }
            while index < code.tokens.count, !code.isSymbol(index, "{") {
                if code.isIdentifier(index), protocols.contains(code.tokens[index].text) { return true }
                index += 1
            }
        }
        return false
    }

    /// The imageset a generated accessor names: the `name:` literal of the
    /// `ImageAsset(…)` / `ImageResource(…)` its declaration makes.
    private func assetName(_ member: String, qualifier: [String]) -> String? {
        var result: String?
        for declaration in declarations(member, qualifier: qualifier.last, language: .swift)
        where Self.matches(declaration.path, qualifier) {
            let code = index.code(declaration.file)
            let range: Range<Int>
            switch declaration.value {
            case .expression(let expression): range = expression
            case .getter(let brace): range = code.inside(brace)
            default: return nil
            }
            guard let name = Self.assetConstructorName(range, in: code, typeText: declaration.typeText),
                result == nil || result == name
            else { return nil }
            result = name
        }
        return result
    }

    /// `ImageAsset(name: "qr")`, `Rswift.ImageResource(bundle: …, name: "search")`, or
    /// `.init(name: "search", …)` where the declared type is one of them.
    private static func assetConstructorName(_ range: Range<Int>, in code: CodeStructure, typeText: String?) -> String?
    {
        guard range.count >= 3, code.isSymbol(range.upperBound - 1, ")") else { return nil }
        let open = code.partner[range.upperBound - 1]
        guard open > range.lowerBound else { return nil }
        let callee = code.source.text(of: range.lowerBound..<open)
        let typeName = callee.split(separator: ".").last.map(String.init) ?? ""
        if callee == ".init" {
            guard let typeText, assetTypes.contains(where: { typeText.hasSuffix($0) }) else { return nil }
        } else {
            guard assetTypes.contains(typeName),
                (range.lowerBound..<open).allSatisfy({ code.isIdentifier($0) || code.isSymbol($0, ".") })
            else { return nil }
        }
        guard let argument = code.arguments(open: open).first(where: { $0.label == "name" }), argument.value.count == 1
        else { return nil }
        return code.tokens[argument.value.lowerBound].stringValue
    }

    /// `R.image.x.name`, `R.image.x()` (`R.image.folder.x.name` in a namespace) that no file
    /// of the corpus declares: the one image of `file`'s targets R.swift's naming rule declares
    /// at that path. Several are recorded in `derivations` and left unresolved; so is none,
    /// unrecorded. An accessor some file declares is the generated file's alone to resolve.
    private func rswiftImage(_ names: [String], called: Bool, text: String, file: Int) -> SourceValue? {
        let path = called ? names : Array(names.dropLast())
        guard called || names.last == "name", path.count >= 3, path[0] == "R", path[1] == "image",
            let set = index.imageNames(of: file), let member = path.last
        else { return nil }
        let qualifier = Array(path.dropLast())
        guard
            !declarations(member, qualifier: qualifier.last, language: .swift).contains(where: {
                Self.matches($0.path, qualifier)
            })
        else { return nil }
        if rswiftIndexes[set] == nil { rswiftIndexes[set] = RswiftImageIndex(index.corpus.imageNames[set]) }
        let candidates = rswiftIndexes[set]?.candidates(at: Array(path.dropFirst(2))) ?? []
        guard !candidates.isEmpty else { return nil }
        derivations.append(DerivedIconName(accessor: text, generator: "R.swift", candidates: candidates))
        return candidates.count == 1 ? .literal(candidates[0]) : nil
    }

    /// What was traced by a naming rule while an icon was read (since `mark`), as it explains
    /// `icon`: the name a file icon was traced to, or the candidates of a template image left unresolved.
    func derivation(since mark: Int, for icon: QuickActionIcon) -> DerivedIconName? {
        let traced = derivations[min(mark, derivations.count)...]
        switch icon {
        case .file(let name): return traced.last { $0.candidates == [name] }
        case .unresolved(_, let form) where form == .file || form == nil: return traced.last { $0.candidates.count > 1 }
        default: return nil
        }
    }

    // MARK: Objective-C

    private func objCValue(_ range: Range<Int>, in code: CodeStructure, file: Int, depth: Int) -> SourceValue? {
        guard range.count == 1, code.isIdentifier(range.lowerBound) else { return nil }
        let name = code.tokens[range.lowerBound].text
        guard !isShadowedInObjC(name, at: range.lowerBound, in: code) else { return nil }
        return constant(declarations(name, qualifier: nil, language: .objectiveC), depth: depth)
    }

    /// A local (`NSString *name`) or a parameter (`(NSString *)name`) before `use`
    /// in the function or method around it.
    func isShadowedInObjC(_ name: String, at use: Int, in code: CodeStructure) -> Bool {
        var index = use - 1
        while index >= 0 {
            if code.enclosing[index] == -1, code.isSymbol(index, ";") || code.isSymbol(index, "}") { break }
            if code.isIdentifier(index, name), code.isSymbol(index - 1, "*") || code.isSymbol(index - 1, ")") {
                return true
            }
            index -= 1
        }
        return false
    }

    // MARK: Declarations

    /// Every declaration of `name` in the corpus's files of `language` that also
    /// contain `qualifier` (the type it is reached through), found by a byte search first.
    func declarations(_ name: String, qualifier: String?, language: SourceLanguage) -> [Declaration] {
        let key = "\(language.rawValue) \(qualifier ?? "") \(name)"
        if let known = cache[key] { return known }
        var needles = [name]
        if let qualifier { needles.append(qualifier == "R" ? "image" : qualifier) }
        var candidates = index.files(containing: needles)
        if qualifier == nil, language == .swift {
            // A bare name (`title`, `iconName`) is in most files of an app, but only a `let` or a
            // `var` declares it where a bare use can see it: only the files that spell one are tokenized.
            let declaring = Set(index.files(containing: ["let \(name)"]) + index.files(containing: ["var \(name)"]))
            candidates = candidates.filter(declaring.contains)
        }
        var found: [Declaration] = []
        for file in candidates where index.language(file) == language {
            let code = index.code(file)
            switch language {
            case .swift: found += SwiftDeclarations(code: code, file: file).declarations(named: name)
            case .objectiveC: found += ObjCDeclarations(code: code, file: file).declarations(named: name)
            }
        }
        cache[key] = found
        return found
    }
}
