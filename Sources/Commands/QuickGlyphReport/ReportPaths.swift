import Foundation

/// Paths as SARIF and GitHub need them: relative to the repository root (the working
/// directory, or `--base DIR`), since code scanning and annotations match files by
/// their path in the repository and drop anything absolute.
package struct ReportPaths: Sendable, Equatable {
    /// Absolute and standardized, without a trailing slash.
    var base: String
    var currentDirectory: String

    /// `base` relative to `currentDirectory`, or absolute; nil means `currentDirectory`, which the
    /// caller gives (the CLI: the process's working directory), so the reporters ask nothing of the system.
    package init(base: String? = nil, currentDirectory: String) {
        self.currentDirectory = currentDirectory
        self.base = ReportPaths.absolute(base ?? ".", in: currentDirectory)
    }

    static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        return URL(fileURLWithPath: joined).standardized.path
    }

    /// `App/Info.plist`; `../other/x.png` for a file outside the base; `.` for the base itself.
    package func relative(_ path: String) -> String {
        let target = ReportPaths.absolute(path, in: currentDirectory).split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < min(target.count, from.count) && target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The relative path as a URI reference: percent-encoded, with `:` encoded too so the
    /// first segment can never read as a scheme.
    package func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return relative(path).addingPercentEncoding(withAllowedCharacters: allowed) ?? relative(path)
    }
}
