import Foundation
import XCTest

/// A committed file holding the exact output a test expects. It is compared byte
/// for byte; when its update variable is set the test writes it instead, so an
/// intended change of output is one rerun and a diff to review before committing.
package struct GoldenFile {
    /// The variable that rewrites the golden files of both test targets.
    static let updateVariable = "QUICKGLYPH_UPDATE_GOLDEN"

    let url: URL
    let updateVariable: String

    package init(url: URL, updateVariable: String = GoldenFile.updateVariable) {
        self.url = url
        self.updateVariable = updateVariable
    }

    /// `Golden/NAME` in the nearest folder at or above the test file's that has a `Golden`
    /// folder: the test target's own, whichever wing's subfolder the test sits in. Goldens are
    /// read from the source tree, not bundled (Package.swift excludes the folder).
    package init(_ name: String, besideTestFile testFile: StaticString = #filePath) {
        var folder = URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Golden").path),
            folder.pathComponents.count > 1
        {
            folder = folder.deletingLastPathComponent()
        }
        self.init(url: folder.appendingPathComponent("Golden").appendingPathComponent(name))
    }

    /// Set to anything but "" or "0", the variable asks for the files to be written.
    var isUpdating: Bool {
        let value = ProcessInfo.processInfo.environment[updateVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Fails, naming the first differing line, unless `actual` is the file's bytes;
    /// when updating, writes `actual` (only if it differs, so unchanged files keep their time).
    package func assertMatches(_ actual: String, file: StaticString = #filePath, line: UInt = #line) {
        let actualData = Data(actual.utf8)
        let stored = FileManager.default.contents(atPath: url.path)
        if stored == actualData { return }
        if isUpdating {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actualData.write(to: url, options: .atomic)
            } catch {
                XCTFail("\(url.path) could not be written: \(error)", file: file, line: line)
            }
            return
        }
        let rerun = "rerun with \(updateVariable)=1 to write it, then review the diff"
        guard let stored else {
            XCTFail("\(url.path) is missing; \(rerun)", file: file, line: line)
            return
        }
        // Equal lines but unequal bytes can only be bytes that are not UTF-8.
        let difference =
            LineDifference(expected: String(decoding: stored, as: UTF8.self), actual: actual)
            .map(\.description) ?? "bytes that are not UTF-8"
        XCTFail("output differs from \(url.path) at \(difference); \(rerun)", file: file, line: line)
    }
}
