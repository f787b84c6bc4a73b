import Foundation

/// A build configuration file (`.xcconfig`): `KEY = VALUE` lines, `//` comments
/// and `#include "…"` of further files. No library reads this line format.
/// A conditional setting (`KEY[sdk=iphoneos*] = …`) is skipped, as conditional
/// settings of the project are: the plain value is the one every build sees.
struct XcconfigFile {
    /// The files read, in the order read (includes first), absolute.
    private(set) var filesRead: [String] = []
    /// Files named (as a base configuration or by a plain `#include`) that could not be read.
    private(set) var filesUnread: [String] = []
    /// How many files one configuration may read: a real one reads a handful, and two
    /// includes a file, sixteen deep, would otherwise read tens of thousands.
    static let maximumFiles = 64

    /// Applies the file's settings on top of `settings`, `$(inherited)` standing for the value before.
    mutating func apply(
        _ path: String, to settings: inout [String: String], readFile: (String) -> Data?,
        optional: Bool = false, depth: Int = 0, including: Set<String> = []
    ) {
        // An include cycle (a file that includes itself, at any depth), runaway nesting or more
        // files than any real configuration stops here; Xcode rejects the first two.
        guard depth < 16, !including.contains(path), filesRead.count < Self.maximumFiles else { return }
        guard let data = readFile(path) else {
            if !optional { filesUnread.append(path) }
            return
        }
        filesRead.append(path)
        let folder = ProjectPath.parent(path)
        for rawLine in String(decoding: data, as: UTF8.self).split(
            omittingEmptySubsequences: true, whereSeparator: \.isNewline)
        {
            var line = Substring(rawLine)
            // `//` starts a comment anywhere on the line (so a URL is written with `/$()/`).
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("#include") {
                if let include = Self.include(text) {
                    // `<DEVELOPER_DIR>/…` names a file inside Xcode, not the project.
                    guard !include.path.hasPrefix("<") else { continue }
                    apply(
                        ProjectPath.join(folder, include.path), to: &settings, readFile: readFile,
                        optional: include.optional,
                        depth: depth + 1, including: including.union([path]))
                }
                continue
            }
            guard let equals = text.firstIndex(of: "=") else { continue }
            let key = text[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            settings[key] = BuildSettingValue.inheriting(value, from: settings[key])
        }
    }

    private static func include(_ line: String) -> (path: String, optional: Bool)? {
        var rest = line.dropFirst("#include".count)
        let optional = rest.hasPrefix("?")
        if optional { rest = rest.dropFirst() }
        let quoted = rest.trimmingCharacters(in: .whitespaces)
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return nil }
        return (String(quoted.dropFirst().dropLast()), optional)
    }
}
