import Foundation
import QuickGlyphKit
import XCTest

/// Writes file trees to a fresh temporary folder per test, so tests can run in parallel.
enum CheckTestSupport {
    static func temporaryFolder(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quickglyph-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    static func write(_ tree: [String: Data], to folder: URL) throws {
        for (relative, data) in tree {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Writes `tree` into its own folder and checks that folder.
    static func check(_ tree: [String: Data], test: XCTestCase, context: RuleContext = RuleContext()) throws -> CheckReport {
        let folder = try temporaryFolder(test)
        try write(tree, to: folder)
        return try Auditor(context: context).check(paths: [folder.path])
    }
}
