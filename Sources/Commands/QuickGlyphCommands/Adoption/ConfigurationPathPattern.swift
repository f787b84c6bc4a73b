import QuickGlyphModel

/// One `excluded` entry: a path relative to the configuration file's folder (or absolute), which may hold
/// `*` and `?` within a name and `**` for any number of folders, as SwiftLint's do. It names a file or a
/// folder; a folder takes everything under it, so `Pods` and `Pods/**` mean the same. Matched on the
/// paths' words alone, no link followed and nothing read: the files are read all the same, and what
/// is found in them is dropped.
package struct PathPattern: Sendable, Equatable {
    /// As written in the file, for what check says.
    package var written: String
    /// The pattern's names from the root, `.` and `..` already taken out.
    var components: [Substring]
    package var position: SourcePosition

    /// `entry` resolved against `folder`, an absolute path.
    package init(_ entry: YAMLNode, relativeTo folder: String) {
        written = entry.scalar ?? ""
        position = entry.position
        components = PathPattern.absoluteComponents(written, in: folder)
    }

    /// Whether `path` (absolute, or relative to `currentDirectory`) is the named file or folder, or under it.
    package func matches(_ path: String, currentDirectory: String) -> Bool {
        let names = PathPattern.absoluteComponents(path, in: currentDirectory)
        return PathPattern.matchesPrefix(components[...], names[...])
    }

    /// Whether the pattern matches `names` or a run of folders it starts with.
    static func matchesPrefix(_ pattern: ArraySlice<Substring>, _ names: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return true }
        if first == "**" {
            // Any number of folders, none included.
            var rest = names
            while true {
                if matchesPrefix(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = names.first, matchesName(Array(first.utf8)[...], Array(name.utf8)[...]) else {
            return false
        }
        return matchesPrefix(pattern.dropFirst(), names.dropFirst())
    }

    /// `*` (any run of characters) and `?` (one byte) within one name; every other byte as itself.
    static func matchesName(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        // The classic two-pointer match: on a mismatch, the last `*` takes one more byte.
        var p = pattern.startIndex, n = name.startIndex
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == UInt8(ascii: "?") || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") {
                star = (p, n)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }

    /// `path`'s names from the root, made absolute against `folder`, with `.`, `..` and empty names
    /// taken out by their words (no link resolved: a pattern is about the paths as check names them).
    static func absoluteComponents(_ path: String, in folder: String) -> [Substring] {
        let full = path.hasPrefix("/") ? path : folder + "/" + path
        var names: [Substring] = []
        for name in full.split(separator: "/") {
            switch name {
            case ".": continue
            case "..": _ = names.popLast()
            default: names.append(name)
            }
        }
        return names
    }
}
