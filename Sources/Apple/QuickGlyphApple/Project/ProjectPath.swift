/// Paths as Xcode writes them, joined and normalized in their text: the project
/// is read from bytes, so nothing here asks the file system.
package enum ProjectPath {
    /// Without `.`, `..` (above the root stays at the root), repeated or trailing slashes.
    package static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` against `base`, unless it is absolute already.
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        if path.isEmpty { return normalized(base) }
        return normalized(base + "/" + path)
    }

    static func parent(_ path: String) -> String {
        join(path, "..")
    }

    static func lastComponent(_ path: String) -> String {
        normalized(path).split(separator: "/").last.map(String.init) ?? ""
    }

    /// `path` relative to `folder` when it is the folder or below it (both normalized), else nil.
    package static func relative(_ path: String, below folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
