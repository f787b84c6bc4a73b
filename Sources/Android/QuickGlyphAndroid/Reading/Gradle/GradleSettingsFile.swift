import Foundation

/// The projects a `settings.gradle` or `settings.gradle.kts` includes and the folders they live in. The file is a
/// program, so this reads the forms builds write (`include ':a', ':b'`, `include(":a")` over one line or several,
/// `project(':a').projectDir = file('../a')` and its `new File(rootDir, 'x')`, `"$rootDir/x"` spellings) and names
/// the lines that include or relocate projects in a form it does not read, where projects may be missing or
/// elsewhere. `includeBuild` is another build (a composite), not a project of this one. An include under an `if` is
/// read as though it ran: a project the build may leave out is still one of its projects.
package struct GradleSettingsFile: Sendable, Equatable {
    package struct Project: Sendable, Equatable {
        /// `:ui:i18n`, always with the leading colon (Gradle reads `include 'app'` as `:app`).
        package var path: String
        /// Relative to the settings file's folder and normalized (`ui/i18n`, `../shared/lib`), or absolute when
        /// written absolute.
        package var folder: String
        /// The 1-based line its path is written on (in an include spread over lines, its own line).
        package var line: Int

        package init(path: String, folder: String, line: Int) {
            self.path = path
            self.folder = folder
            self.line = line
        }
    }

    package var path: String
    /// In include order, each project once.
    package var projects: [Project]
    /// Lines that include or relocate projects in a form the scan does not read (a loop, a variable, a function
    /// call such as `includeProject(...)`, `File(rootDir, someVar)`): projects may be missing or elsewhere.
    package var unreadLines: [Int]

    package init(path: String, text: String) {
        var included: [(path: String, line: Int)] = []
        var relocations: [String: String] = [:]
        var unread = Set<Int>()
        var heads: [String] = []
        for piece in GradleText.pieces(GradleText.withoutComments(text)) {
            if !piece.text.isEmpty {
                switch Self.statement(piece, in: heads.last) {
                case .include(let items, let flat):
                    for item in items {
                        if let path = item.path {
                            if !included.contains(where: { $0.path == path }) { included.append((path, item.line)) }
                            if flat { relocations[path] = Self.normalized("../" + path.dropFirst()) }
                        } else {
                            unread.insert(item.line)
                        }
                    }
                case .relocation(let project, let folder?):
                    relocations[project] = folder
                case .relocation(_, nil), .unread:
                    unread.insert(piece.line)
                case .other:
                    break
                }
            }
            if piece.brace == "{" { heads.append(piece.text) }
            if piece.brace == "}", !heads.isEmpty { heads.removeLast() }
        }
        // Gradle's rule: a project's folder is its parent's plus its name, so a relocated parent carries its children.
        func folder(of project: String) -> String {
            if let relocated = relocations[project] { return relocated }
            let names = project.split(separator: ":").map(String.init)
            guard let name = names.last else { return "." }
            guard names.count > 1 else { return name }
            let parent = folder(of: ":" + names.dropLast().joined(separator: ":"))
            if parent == "." { return name }
            return parent.hasSuffix("/") ? parent + name : parent + "/" + name
        }
        self.path = path
        self.projects = included.map { Project(path: $0.path, folder: folder(of: $0.path), line: $0.line) }
        self.unreadLines = unread.sorted()
    }

    package func project(path: String) -> Project? {
        guard let wanted = Self.projectPath(path) else { return nil }
        return projects.first { $0.path == wanted }
    }

    /// Gradle's type-safe accessor (`projects.ui.i18n`, `projects.uiI18n`): each path segment's accessor is the name
    /// with `-`/`_` separated words camel-cased (":core-ui" → `coreUi`, ":feature_home" → `featureHome`); the accessor
    /// may or may not start with `projects.`; nil when no included project matches.
    package func project(accessor: String) -> Project? {
        var accessor = accessor.trimmingCharacters(in: .whitespaces)
        if accessor.hasPrefix("projects.") { accessor.removeFirst("projects.".count) }
        let wanted = accessor.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !wanted.contains(where: \.isEmpty) else { return nil }
        return projects.first { project in
            project.path.split(separator: ":").map { Self.accessorName(String($0)) } == wanted
        }
    }

    /// One project name's accessor: `core-ui` → `coreUi`, `feature_home` → `featureHome`.
    static func accessorName(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        return words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    /// `app` → `:app`, `:a:b` → `:a:b`; nil for an empty path or the root.
    static func projectPath(_ written: String) -> String? {
        let names = written.split(separator: ":")
        guard !names.isEmpty, !names.contains(where: { $0.contains(" ") || $0.contains("/") }) else { return nil }
        return ":" + names.joined(separator: ":")
    }

    enum Statement: Equatable {
        /// `flat`: Groovy's deprecated `includeFlat`, which puts each project beside the root's folder.
        case include([IncludeItem], flat: Bool)
        /// A project's new folder, nil when written in a form not read.
        case relocation(String, String?)
        case unread
        case other
    }

    struct IncludeItem: Equatable {
        /// nil when not a string literal (a variable, a template).
        var path: String?
        var line: Int
    }

    /// What one statement does to the projects; `enclosing` is the head of the block it is in.
    static func statement(_ piece: GradleText.Piece, in enclosing: String?) -> Statement {
        let characters = Array(piece.text)
        var start = 0
        if piece.text.hasPrefix("settings.") { start = "settings.".count }
        let name = GradleText.identifier(characters, from: start)
        var after = start + name.count
        while after < characters.count, characters[after] == " " || characters[after] == "\t" { after += 1 }
        if name == "include" || name == "includeFlat" {
            let arguments: Range<Int>
            if after < characters.count, characters[after] == "(" {
                guard let bracket = GradleText.bracketed(characters, open: after) else { return .unread }
                arguments = bracket.inside
            } else if after > start + name.count, after < characters.count {
                arguments = after..<characters.count
            } else {
                return .unread
            }
            let items = GradleText.arguments(characters, in: arguments).map { item in
                IncludeItem(
                    path: GradleText.literal(item.text).flatMap(projectPath), line: piece.line(at: item.offset))
            }
            return items.isEmpty ? .unread : .include(items, flat: name == "includeFlat")
        }
        if name == "includeBuild" { return .other }
        if let relocation = relocation(piece.text, in: enclosing) { return relocation }
        if mentionsProjects(characters) { return .unread }
        return .other
    }

    /// `project(':a').projectDir = EXPRESSION`, or `projectDir = EXPRESSION` in `project(':a').apply { }`.
    static func relocation(_ text: String, in enclosing: String?) -> Statement? {
        var statement = GradleText.compact(text)
        if statement.hasPrefix("settings.") { statement.removeFirst("settings.".count) }
        if statement.hasPrefix("projectDir=") {
            guard let enclosing, let (project, rest) = projectCall(GradleText.compact(enclosing)),
                ["", ".apply", ".with", ".run", ".also"].contains(rest)
            else { return nil }
            return .relocation(project, folder(String(statement.dropFirst("projectDir=".count))))
        }
        guard let (project, rest) = projectCall(statement), rest.hasPrefix(".projectDir=") else { return nil }
        return .relocation(project, folder(String(rest.dropFirst(".projectDir=".count))))
    }

    /// `project(':a')` or `findProject(":a")?` at the start of compacted text: the project and the rest.
    static func projectCall(_ text: String) -> (String, Substring)? {
        let characters = Array(text)
        let name = GradleText.identifier(characters, from: 0)
        guard name == "project" || name == "findProject", characters.count > name.count,
            characters[name.count] == "(", let bracket = GradleText.bracketed(characters, open: name.count),
            let written = GradleText.literal(String(characters[bracket.inside])), let project = projectPath(written)
        else { return nil }
        var rest = Substring(String(characters[bracket.end...]))
        if rest.hasPrefix("!!") { rest = rest.dropFirst(2) } else if rest.hasPrefix("?") { rest = rest.dropFirst() }
        return (project, rest)
    }

    /// The folder a compacted `file('x')`, `new File('x')`, `File(rootDir, "x")`, `file("$rootDir/x")` names,
    /// relative to the settings file's folder (where `file()` in a settings file starts, and `rootDir` is);
    /// nil for any other form.
    static func folder(_ expression: String) -> String? {
        var expression = Substring(expression)
        for tail in [".canonicalFile", ".absoluteFile"] where expression.hasSuffix(tail) {
            expression = expression.dropLast(tail.count)
        }
        guard
            let call = ["newjava.io.File(", "java.io.File(", "newFile(", "File(", "file("].first(where: {
                expression.hasPrefix($0)
            })
        else { return nil }
        let characters = Array(expression)
        guard let bracket = GradleText.bracketed(characters, open: call.count - 1), bracket.end == characters.count
        else { return nil }
        let arguments = GradleText.arguments(characters, in: bracket.inside).map(\.text)
        let roots = [
            "rootDir", "settingsDir", "rootProject.projectDir", "settings.rootDir", "settings.settingsDir",
            "settingsDir.absolutePath", "rootDir.absolutePath",
        ]
        var written: String
        if arguments.count == 2, roots.contains(arguments[0]), let relative = GradleText.literal(arguments[1]) {
            written = relative
        } else if arguments.count == 1, arguments[0].first == "\"" || arguments[0].first == "'" {
            // A template is read only when it starts at the root: "$rootDir/x", "${rootDir}/x".
            let body = String(arguments[0].dropFirst().dropLast())
            written = body
            for root in roots.map({ "${\($0)}/" }) + ["$rootDir/", "$settingsDir/"] where body.hasPrefix(root) {
                written = String(body.dropFirst(root.count))
            }
            guard GradleText.literal("\"\(written)\"") != nil else { return nil }
        } else {
            return nil
        }
        return normalized(written)
    }

    /// `a/./b/../c/` → `a/c`, `../x` stays, `/opt/x` stays absolute.
    static func normalized(_ written: String) -> String {
        let absolute = written.hasPrefix("/")
        var names: [Substring] = []
        for name in written.split(separator: "/") where name != "." {
            if name == "..", let last = names.last, last != ".." {
                names.removeLast()
            } else if name == "..", absolute {
                continue
            } else {
                names.append(name)
            }
        }
        let joined = names.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether a statement not read still includes or relocates projects: `include(`/`include `, a call of a
    /// function named include… (`includeProject(':a')`, not a repository's `includeGroup(…)`), or `projectDir`.
    static func mentionsProjects(_ characters: [Character]) -> Bool {
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" || character == "'" {
                index = GradleText.literalEnd(characters, from: index)
                continue
            }
            if character.isLetter,
                index == 0
                    || !(characters[index - 1].isLetter || characters[index - 1].isNumber
                        || characters[index - 1] == "_")
            {
                let word = GradleText.identifier(characters, from: index)
                let next = index + word.count < characters.count ? characters[index + word.count] : "\n"
                if word == "projectDir" { return true }
                if word == "include", next == "(" || next == " " || next == "\t" { return true }
                // A repository's content filter (`includeGroup("androidx")`, `includeModuleByRegex(…)`) names
                // libraries, not projects.
                let filters = ["includeBuild", "includeGroup", "includeModule", "includeVersion"]
                if word.hasPrefix("include"), !filters.contains(where: { word.hasPrefix($0) }), next == "(" {
                    return true
                }
                index += word.count
                continue
            }
            index += 1
        }
        return false
    }
}
