import Foundation
import QuickGlyphSystem

/// What a module's `build.gradle` or `build.gradle.kts` says about application ids. Gradle files are
/// programs (Groovy or Kotlin) and no library parses them outside Gradle, so this is a statement scan of
/// the common forms: `applicationId "x"`, `applicationId = "x"`, `applicationIdSuffix ".debug"`
/// inside a named block (`debug {`, `create("staging") {`, `getByName("debug") {`), and `namespace "x"` or
/// `namespace = "x"` in the `android` block, the package the app's classes are named in (AGP 7.3 and later,
/// where the manifest has no `package` attribute). For the module graph it reads the dependencies that reach the
/// packaged app (`GradleDependency`), the build types and flavors declared, whether the module is a library and
/// where its resource folders are set. Comments are left out first (`GradleText`), string literals kept whole.
package struct AndroidGradleFile: Sendable, Equatable {
    /// One build type or flavor with a suffix.
    struct Suffix: Sendable, Equatable {
        var variant: String
        var suffix: String
        var line: Int

        init(variant: String, suffix: String, line: Int) {
            self.variant = variant
            self.suffix = suffix
            self.line = line
        }
    }

    /// What quickglyph reads of a Gradle file: a real one is a few kilobytes.
    package static let sizeLimit = FileSizeLimit(bytes: 1_000_000, what: "quickglyph reads of a Gradle file")

    package var path: String
    /// `defaultConfig`'s `applicationId`, when written as a literal.
    package var applicationID: String?
    /// The `android` block's `namespace`, when written as a literal.
    package var namespace: String?
    var suffixes: [Suffix]
    /// Whether the file depends on another module of the build (`project(":ui")`, `projects.ui`): its manifest
    /// merges into this one's, so an activity this module's manifest lacks may still be the app's.
    var dependsOnModules: Bool
    /// The top-level `dependencies { }` block's dependencies that reach the packaged app, in file order.
    package var dependencies: [GradleDependency] = []
    /// The build types `buildTypes { }` declares, in order, each once.
    package var buildTypes: [String] = []
    /// The flavors `productFlavors { }` declares, in order, each once.
    package var productFlavors: [String] = []
    /// Whether the module applies the Android library plugin.
    package var isLibrary = false
    /// The lines that set a source set's resource folders: the module's resources are not only `src/<set>/res`.
    package var customResourceFolders: [Int] = []

    init(
        path: String, applicationID: String?, namespace: String? = nil, suffixes: [Suffix],
        dependsOnModules: Bool = false
    ) {
        self.path = path
        self.applicationID = applicationID
        self.namespace = namespace
        self.suffixes = suffixes
        self.dependsOnModules = dependsOnModules
    }

    package init(path: String, text: String) {
        var blocks: [String] = []
        var applicationID: String?
        var namespace: String?
        var suffixes: [Suffix] = []
        var dependsOnModules = false
        var dependencies: [GradleDependency] = []
        var buildTypes: [String] = []
        var productFlavors: [String] = []
        var isLibrary = false
        var customResourceFolders: [Int] = []
        var heads: [String] = []
        // A build type made `initWith` another (`screenshots { initWith debug }`) starts as a copy of it, suffix included.
        var copies: [(variant: String, of: String, line: Int)] = []
        for piece in GradleText.pieces(GradleText.withoutComments(text)) {
            let line = piece.text
            if blocks.count >= 2, blocks[blocks.count - 2] == "buildTypes",
                let source = AndroidGradleFile.initWith(line)
            {
                copies.append((blocks[blocks.count - 1], source, piece.line))
            }
            if let value = AndroidGradleFile.value(of: "applicationIdSuffix", in: line) {
                suffixes.append(Suffix(variant: blocks.last ?? "defaultConfig", suffix: value, line: piece.line))
            } else if applicationID == nil, let value = AndroidGradleFile.value(of: "applicationId", in: line),
                blocks.last == "defaultConfig"
            {
                applicationID = value
            } else if namespace == nil, let value = AndroidGradleFile.value(of: "namespace", in: line),
                blocks.last == "android"
            {
                namespace = value
            }
            if line.contains("project(") || line.contains("projects.") { dependsOnModules = true }
            if AndroidGradleFile.declaresDependencies(heads) { dependencies += GradleDependency.declared(by: piece) }
            if piece.brace == "{",
                let name = AndroidGradleFile.declaredVariant(line, in: blocks.last, of: "buildTypes"),
                !buildTypes.contains(name)
            {
                buildTypes.append(name)
            }
            if piece.brace == "{",
                let name = AndroidGradleFile.declaredVariant(line, in: blocks.last, of: "productFlavors"),
                !productFlavors.contains(name)
            {
                productFlavors.append(name)
            }
            if AndroidGradleFile.appliesLibraryPlugin(line) { isLibrary = true }
            for number in AndroidGradleFile.resourceFolderLines(piece, in: blocks.last)
            where !customResourceFolders.contains(number) {
                customResourceFolders.append(number)
            }
            if piece.brace == "{" {
                blocks.append(AndroidGradleFile.blockName(line))
                heads.append(GradleText.compact(line))
            } else if piece.brace == "}", !blocks.isEmpty {
                blocks.removeLast()
                heads.removeLast()
            }
        }
        for copy in copies where !suffixes.contains(where: { $0.variant == copy.variant }) {
            if let inherited = suffixes.first(where: { $0.variant == copy.of }) {
                suffixes.append(Suffix(variant: copy.variant, suffix: inherited.suffix, line: copy.line))
            }
        }
        self.init(
            path: path, applicationID: applicationID, namespace: namespace, suffixes: suffixes,
            dependsOnModules: dependsOnModules || dependencies.contains { $0.target.isModule })
        self.dependencies = dependencies
        self.buildTypes = buildTypes
        self.productFlavors = productFlavors
        self.isLibrary = isLibrary
        self.customResourceFolders = customResourceFolders
    }

    /// The build type `initWith debug`, `initWith(buildTypes.debug)`, `initWith(getByName("debug"))` copies.
    static func initWith(_ line: String) -> String? {
        guard line.hasPrefix("initWith") else { return nil }
        let rest = line.dropFirst("initWith".count)
        guard let first = rest.first, first == " " || first == "(" || first == "\t" else { return nil }
        if let name = quoted(in: String(rest)) { return name }
        let name = rest.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last.map(String.init)
        return name.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether statements inside the blocks `heads` opens (compacted) declare the module's dependencies: its
    /// top-level `dependencies { }` (not buildscript's, which holds the build's plugins, not the app's code), also
    /// under an `if`/`else` in it, and a Kotlin Multiplatform module's `commonMain` and `androidMain` source sets
    /// (`kotlin { sourceSets { androidMain.dependencies { } } }`, `commonMain { dependencies { } }`,
    /// `val androidMain by getting { dependencies { } }`), which its Android build packages too.
    static func declaresDependencies(_ heads: [String]) -> Bool {
        var heads = heads[...]
        while let last = heads.last, last.hasPrefix("if(") || last.hasPrefix("elseif(") || last == "else" {
            heads = heads.dropLast()
        }
        if heads == ["dependencies"] { return true }
        guard heads.count >= 3, heads.first == "kotlin", heads.dropFirst().first == "sourceSets" else { return false }
        let sourceSet = heads.dropFirst(2)
        let kept = ["commonMain", "androidMain"]
        if sourceSet.count == 1, let head = sourceSet.first, head.hasSuffix(".dependencies") {
            return kept.contains(sourceSetName(String(head.dropLast(".dependencies".count))))
        }
        if sourceSet.count == 2, sourceSet.last == "dependencies", let head = sourceSet.first {
            return kept.contains(sourceSetName(head))
        }
        return false
    }

    /// A source set's name from a compacted block head: `androidMain`, `valandroidMainbygetting`,
    /// `getByName("androidMain")`, `named("androidMain")`.
    static func sourceSetName(_ head: String) -> String {
        if head.hasPrefix("val"), head.hasSuffix("bygetting") {
            return String(head.dropFirst(3).dropLast("bygetting".count))
        }
        for call in ["getByName(", "named("] where head.hasPrefix(call) && head.hasSuffix(")") {
            return GradleText.literal(String(head.dropFirst(call.count).dropLast())) ?? ""
        }
        return head
    }

    /// The build type or flavor a block's head declares inside `buildTypes { }` or `productFlavors { }`: `debug`,
    /// `create("x")`, `getByName("x")`, `named("x")`, `register("x")`, `maybeCreate("x")`; also written through the
    /// container, `buildTypes.getByName("x")`. Not `all`, `configureEach` and the like, which visit every one.
    static func declaredVariant(_ head: String, in block: String?, of container: String) -> String? {
        var head = GradleText.compact(head)
        if let block, block == container || block.hasSuffix("." + container) {
            // inside the container's block
        } else if let range = head.range(of: container + ".") {
            head = String(head[range.upperBound...])
        } else {
            return nil
        }
        let characters = Array(head)
        let name = GradleText.identifier(characters, from: 0)
        guard let first = name.first, first.isLetter else { return nil }
        if name.count == characters.count {
            let visitors = ["all", "configureEach", "each", "forEach", "whenObjectAdded", "matching", "withType"]
            return visitors.contains(name) ? nil : name
        }
        guard ["create", "getByName", "named", "register", "maybeCreate"].contains(name),
            characters[name.count] == "(", let bracket = GradleText.bracketed(characters, open: name.count),
            bracket.end == characters.count
        else { return nil }
        return GradleText.arguments(characters, in: bracket.inside).first.flatMap { GradleText.literal($0.text) }
    }

    /// `id 'com.android.library'`, `id("com.android.library")`, `apply plugin: 'com.android.library'`,
    /// `alias(libs.plugins.android.library)` (a catalog name holding `android.library` or `androidLibrary`); not
    /// when declared `apply false`, as a root build file declares the plugins its modules apply.
    static func appliesLibraryPlugin(_ statement: String) -> Bool {
        let compact = GradleText.compact(statement)
        guard !compact.hasSuffix("applyfalse") else { return false }
        if compact.hasPrefix("alias") {
            return compact.contains("android.library") || compact.contains("androidLibrary")
        }
        guard compact.contains("'com.android.library'") || compact.contains("\"com.android.library\"") else {
            return false
        }
        return compact.hasPrefix("id") || compact.contains("plugin")
    }

    /// The lines of a source set's resource folders set in the statement: `res.srcDirs = […]`, `res.srcDir(…)`,
    /// `res.setSrcDirs(…)`, or `srcDirs(…)` in a `res { }` block.
    static func resourceFolderLines(_ piece: GradleText.Piece, in block: String?) -> [Int] {
        let characters = Array(piece.text)
        var lines: [Int] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "\"" || characters[index] == "'" {
                index = GradleText.literalEnd(characters, from: index)
                continue
            }
            let startsWord =
                index == 0
                || !(characters[index - 1].isLetter || characters[index - 1].isNumber
                    || characters[index - 1] == "_")
            if startsWord, characters[index].isLetter {
                let word = GradleText.identifier(characters, from: index)
                var next = index + word.count
                let setters = ["srcDirs", "srcDir", "setSrcDirs"]
                if word == "res", next < characters.count, characters[next] == "." {
                    next += 1
                    if setters.contains(GradleText.identifier(characters, from: next)) {
                        lines.append(piece.line(at: index))
                    }
                } else if index == 0, block == "res", setters.contains(word) {
                    lines.append(piece.line(at: index))
                }
                index += word.count
                continue
            }
            index += 1
        }
        return lines
    }

    /// The quoted value of `key value`, `key = value` or `key(value)` at the start of a line.
    static func value(of key: String, in line: String) -> String? {
        guard line.hasPrefix(key) else { return nil }
        let rest = line.dropFirst(key.count)
        guard let first = rest.first, first == " " || first == "=" || first == "(" || first == "\t" else { return nil }
        return quoted(in: String(rest))
    }

    /// The text of the first quoted string.
    static func quoted(in text: String) -> String? {
        guard let open = text.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
        let quote = text[open]
        let body = text[text.index(after: open)...]
        guard let close = body.firstIndex(of: quote) else { return nil }
        return String(body[..<close])
    }

    /// A block's name from the line that opens it: `debug {` → debug, `create("staging") {` → staging.
    static func blockName(_ line: String) -> String {
        let head = line.components(separatedBy: "{")[0]
        if let name = quoted(in: head) { return name }
        return head.trimmingCharacters(in: .whitespaces).split(separator: " ").last.map(String.init) ?? ""
    }
}

extension GradleDependency.Target {
    /// Whether it is another module of the build.
    var isModule: Bool {
        switch self {
        case .project, .accessor: return true
        case .published, .files: return false
        }
    }
}
