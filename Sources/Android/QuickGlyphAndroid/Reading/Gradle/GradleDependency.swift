import Foundation

/// One dependency of a module's top-level `dependencies { }` block whose classes and resources reach the packaged
/// app: `implementation`, `api` or `runtimeOnly`, for every variant or with a variant's prefix (`debugImplementation`,
/// `freeReleaseApi`). Test, annotation-processor, lint and build-script configurations are not read.
package struct GradleDependency: Sendable, Equatable {
    package enum Target: Sendable, Equatable {
        /// `:ui:i18n` as written, from `project(':x')`, `project(path: ':x', configuration: '…')`,
        /// `project(":x", "default")`.
        case project(String)
        /// `ui.i18n` from `projects.ui.i18n` (without the `projects.` prefix).
        case accessor(String)
        /// As written: `androidx.core:core-ktx:1.9.0` (a literal's text), `libs.androidx.core.ktx` (a catalog's
        /// entry), `group: 'g', name: 'a', version: 'v'` (a map, as written).
        case published(String)
        /// `fileTree(...)` or `files(...)` as written: the files may hold AARs.
        case files(String)
    }

    /// As written: `implementation`, `debugImplementation`, `freeApi`.
    package var configuration: String
    /// "" for every variant, else the prefix before Implementation/Api/RuntimeOnly with its first letter lower-cased:
    /// `debug`, `free`, `freeDebug`.
    package var variant: String
    package var target: Target
    package var line: Int

    package init(configuration: String, variant: String, target: Target, line: Int) {
        self.configuration = configuration
        self.variant = variant
        self.target = target
        self.line = line
    }

    /// The dependencies one statement of a `dependencies { }` block declares: `implementation project(':x')`,
    /// `implementation("g:a:v")`, `"freeImplementation"(project(":x"))`, `add("freeImplementation", libs.x)`,
    /// `implementation 'a:b:1', 'c:d:2'`. `platform(...)` is a BOM, not a dependency.
    static func declared(by piece: GradleText.Piece) -> [GradleDependency] {
        let characters = Array(piece.text)
        guard let (configuration, arguments) = call(characters), let variant = variant(of: configuration) else {
            return []
        }
        let items = GradleText.arguments(characters, in: arguments)
        guard let first = items.first else { return [] }
        if isMapEntry(first.text) {
            let text = String(characters[arguments]).trimmingCharacters(in: .whitespacesAndNewlines)
            return [
                GradleDependency(
                    configuration: configuration, variant: variant, target: .published(collapsed(text)),
                    line: piece.line(at: first.offset))
            ]
        }
        return items.compactMap { item in
            target(item.text).map {
                GradleDependency(
                    configuration: configuration, variant: variant, target: $0, line: piece.line(at: item.offset))
            }
        }
    }

    /// The configuration a statement adds to and the range of its arguments.
    static func call(_ characters: [Character]) -> (String, Range<Int>)? {
        guard let first = characters.first else { return nil }
        if first == "\"" || first == "'" {
            // "freeImplementation"(project(":x")): Kotlin's call of a configuration it has no accessor for.
            let end = GradleText.literalEnd(characters, from: 0)
            guard let name = GradleText.literal(String(characters[..<end])), end < characters.count,
                characters[end] == "(", let bracket = GradleText.bracketed(characters, open: end)
            else { return nil }
            return (name, bracket.inside)
        }
        let name = GradleText.identifier(characters, from: 0)
        guard !name.isEmpty else { return nil }
        var after = name.count
        while after < characters.count, characters[after] == " " || characters[after] == "\t" { after += 1 }
        guard after < characters.count else { return nil }
        if characters[after] == "(" {
            guard let bracket = GradleText.bracketed(characters, open: after) else { return nil }
            if name == "add" {
                // add("freeImplementation", project(":x"))
                let items = GradleText.arguments(characters, in: bracket.inside)
                guard items.count >= 2, let configuration = GradleText.literal(items[0].text) else { return nil }
                return (configuration, items[1].offset..<bracket.inside.upperBound)
            }
            return (name, bracket.inside)
        }
        // Groovy's call without parentheses: `implementation project(':x')`.
        guard after > name.count, !"=.:+-*/<>!?".contains(characters[after]) else { return nil }
        return (name, after..<characters.count)
    }

    /// "" for `implementation`, `api`, `runtimeOnly`; the variant of `debugImplementation` (`debug`); nil for a
    /// configuration that does not reach the packaged app (`testImplementation`, `compileOnly`, `kapt`,
    /// `compileOnlyApi`, `androidTestDebugImplementation`, `testFixturesApi`).
    static func variant(of configuration: String) -> String? {
        if ["implementation", "api", "runtimeOnly"].contains(configuration) { return "" }
        for suffix in ["Implementation", "Api", "RuntimeOnly"] where configuration.hasSuffix(suffix) {
            let prefix = String(configuration.dropLast(suffix.count))
            guard let head = prefix.first, head.isLetter, prefix.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                return nil
            }
            let words = camelWords(prefix).map { $0.lowercased() }
            if words.contains(where: { ["test", "fixtures", "only", "kapt", "ksp", "lint"].contains($0) }) {
                return nil
            }
            return head.lowercased() + prefix.dropFirst()
        }
        return nil
    }

    /// `androidTestDebug` → android, Test, Debug.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words
    }

    /// `group: 'g'` (Groovy's map) or `group = "g"` (Kotlin's named argument).
    static func isMapEntry(_ text: String) -> Bool {
        let characters = Array(text)
        let name = GradleText.identifier(characters, from: 0)
        guard ["group", "name", "version", "module", "classifier", "ext"].contains(name) else { return false }
        let rest = String(characters[name.count...]).trimmingCharacters(in: .whitespaces)
        return rest.hasPrefix(":") || (rest.hasPrefix("=") && !rest.hasPrefix("=="))
    }

    /// What one argument depends on; nil for a BOM (`platform(...)`, `enforcedPlatform(...)`) or a project call
    /// whose path is not a literal.
    static func target(_ text: String) -> Target? {
        let characters = Array(text)
        let name = GradleText.identifier(characters, from: 0)
        let called = name.count < characters.count && characters[name.count] == "("
        if called, name == "platform" || name == "enforcedPlatform" { return nil }
        if called, name == "project" {
            guard let bracket = GradleText.bracketed(characters, open: name.count) else { return nil }
            let arguments = GradleText.arguments(characters, in: bracket.inside).map(\.text)
            // project(path: ':x', configuration: 'default'), project(path = ":x"), or the path first.
            let path =
                arguments.first { isNamed("path", $0) }.flatMap { argument in
                    argument.firstIndex(where: { $0 == "\"" || $0 == "'" }).flatMap {
                        GradleText.literal(String(argument[$0...]))
                    }
                } ?? arguments.first.flatMap(GradleText.literal)
            return path.map { .project($0) }
        }
        if called, name == "fileTree" || name == "files" { return .files(collapsed(text)) }
        if name == "projects", text.hasPrefix("projects.") {
            let accessor = String(
                text.dropFirst("projects.".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            return accessor.isEmpty ? nil : .accessor(accessor.hasSuffix(".") ? String(accessor.dropLast()) : accessor)
        }
        if let literal = GradleText.literal(text) { return .published(literal) }
        if let first = characters.first, first == "\"" || first == "'" {
            // A template ("g:a:$version"): its text as written.
            return .published(String(text.dropFirst().dropLast()))
        }
        return .published(collapsed(text))
    }

    /// `path: ':x'` or `path = ":x"`.
    static func isNamed(_ name: String, _ argument: String) -> Bool {
        guard argument.hasPrefix(name) else { return false }
        let rest = argument.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        return rest.hasPrefix(":") || rest.hasPrefix("=")
    }

    /// The text with each run of blanks and line ends made one space.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }
}
