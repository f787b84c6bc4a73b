import Foundation
import QuickGlyphRaster
import QuickGlyphRules
import XCTest

/// Small file trees written to fresh temporary folders, one a test, so tests can run in parallel.
public enum FileTree {
    public static func temporaryFolder(_ test: XCTestCase, prefix: String = "quickglyph-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    public static func write(_ tree: [String: ExampleFile], to folder: URL) throws {
        for (relative, file) in tree {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url)
        }
    }
}

extension Fixtures {
    /// The subject's alpha as a template PNG, as `build` writes it.
    public static func pngData(_ subject: ImageSubject) -> Data {
        ExampleFile.templatePNG(subject.raster)
    }
}
