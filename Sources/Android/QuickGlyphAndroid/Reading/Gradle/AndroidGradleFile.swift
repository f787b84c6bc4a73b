import Foundation
import QuickGlyphSystem

/// What a module's `build.gradle` or `build.gradle.kts` says about application ids. Gradle files are
/// programs (Groovy or Kotlin) and no library parses them outside Gradle, so this is a line scan of
/// the common forms: `applicationId "x"`, `applicationId = "x"`, `applicationIdSuffix ".debug"`
/// inside a named block (`debug {`, `create("staging") {`, `getByName("debug") {`), and `namespace "x"` or
/// `namespace = "x"` in the `android` block, the package the app's classes are named in (AGP 7.3 and later,
/// where the manifest has no `package` attribute).
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
        for (number, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
            if let value = AndroidGradleFile.value(of: "applicationIdSuffix", in: line) {
                suffixes.append(Suffix(variant: blocks.last ?? "defaultConfig", suffix: value, line: number + 1))
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
            for character in line {
                if character == "{" {
                    blocks.append(AndroidGradleFile.blockName(line))
                } else if character == "}", !blocks.isEmpty {
                    blocks.removeLast()
                }
            }
        }
        self.init(
            path: path, applicationID: applicationID, namespace: namespace, suffixes: suffixes,
            dependsOnModules: dependsOnModules)
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
