import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// The input and output file lists of an Xcode Run Script phase that runs
/// `quickglyph build`: every file the build reads and every file it keeps up
/// to date, `$(SRCROOT)`-relative, one a line. Xcode reruns the phase exactly
/// when an input is newer than an output or an output is missing, and with
/// `ENABLE_USER_SCRIPT_SANDBOXING = YES` the script may touch only what they list.
package struct XcodeFileLists: Sendable, Equatable {
    package static let inputsFilename = "quickglyph-inputs.xcfilelist"
    package static let outputsFilename = "quickglyph-outputs.xcfilelist"
    /// How Xcode names the project folder in a list; it expands it before use.
    static let sourceRootSetting = "$(SRCROOT)"

    /// Absolute, standardized paths.
    var inputs: [String]
    var outputs: [String]

    /// `inputs` and `outputs` as paths, absolute or relative to the working folder.
    package init(inputs: [String], outputs: [String]) {
        let workingFolder = FileManager.default.currentDirectoryPath
        func normalized(_ paths: [String]) -> [String] {
            // Byte order, compared on arrays: a String's UTF-8 view compares a byte at a time through its indices.
            Set(paths.map { Self.standardized($0, in: workingFolder) }).map { (bytes: Array($0.utf8), path: $0) }
                .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.path)
        }
        self.inputs = normalized(inputs)
        self.outputs = normalized(outputs)
    }

    /// `/p/glyphs/a.svg` for `glyphs/./a.svg` in `/p`: `.`, `..` and doubled slashes resolved in the text.
    /// Not Foundation's `standardizedFileURL`, which asks the file system about every path: a
    /// no-op build lists thousands, and the lists name paths, not what links resolve to.
    static func standardized(_ path: String, in workingFolder: String) -> String {
        let absolute = path.hasPrefix("/") ? path : workingFolder + "/" + path
        // Most paths have nothing to resolve: no `//`, no component that starts with a dot, no final `/`.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var previous: UInt8 = 0, clean = true
        for byte in absolute.utf8 {
            if previous == slash, byte == slash || byte == dot {
                clean = false
                break
            }
            previous = byte
        }
        if clean, previous != slash || absolute.utf8.count == 1 { return absolute }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The two files' bytes, paths relative to `sourceRoot`.
    func inputsData(sourceRoot: URL) -> Data { Self.list(inputs, sourceRoot: sourceRoot) }
    func outputsData(sourceRoot: URL) -> Data { Self.list(outputs, sourceRoot: sourceRoot) }

    private static func list(_ paths: [String], sourceRoot: URL) -> Data {
        let root = standardized(sourceRoot.path, in: FileManager.default.currentDirectoryPath)
        let rootParts = root.split(separator: "/", omittingEmptySubsequences: true)
        // "/p/" for /p, "/" for the root itself: a listed path that starts with it is below the root.
        let below = root == "/" ? root : root + "/"
        let lines = paths.map { path in
            sourceRootSetting + "/"
                + (path.hasPrefix(below) && path.utf8.count > below.utf8.count
                    ? String(decoding: path.utf8.dropFirst(below.utf8.count), as: UTF8.self)
                    : RelativePath.of(path, fromParts: rootParts))
        }
        return Data(lines.map { $0 + "\n" }.joined().utf8)
    }

    /// Writes both lists into `folder` where their bytes changed; returns the
    /// paths written.
    package func write(to folder: URL, sourceRoot: URL, files: AppFileGuard) throws(AppFileError) -> [URL] {
        var written: [URL] = []
        for (name, data) in [
            (Self.inputsFilename, inputsData(sourceRoot: sourceRoot)),
            (Self.outputsFilename, outputsData(sourceRoot: sourceRoot)),
        ] {
            let url = folder.appendingPathComponent(name)
            if try files.replace(files.open(url), with: data, claim: Self.claim) == .written { written.append(url) }
        }
        return written
    }

    /// A list quickglyph wrote has nothing but `$(SRCROOT)` paths: a list of the user's by the same name is left alone.
    static var claim: AppFileGuard.Claim {
        .generated(what: "an Xcode file list quickglyph wrote (only $(SRCROOT)/… lines)") { data in
            String(decoding: data, as: UTF8.self).split(separator: "\n").allSatisfy {
                $0.hasPrefix(sourceRootSetting + "/")
            }
        }
    }
}
