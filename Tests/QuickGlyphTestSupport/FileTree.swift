import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// Small file trees written to fresh temporary folders, one a test, so tests can run in parallel.
package enum FileTree {
    package static func temporaryFolder(_ test: XCTestCase, prefix: String = "quickglyph-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Every regular file below `folder` (hidden ones too) with its bytes, by relative path.
    package static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let relative = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[relative] = try Data(contentsOf: url)
        }
        return files
    }

    package static func write(_ tree: [String: ExampleFile], to folder: URL) throws {
        for (relative, file) in tree {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url)
        }
    }
}

extension Fixtures {
    /// The subject's alpha as a template PNG, as `build` writes it.
    package static func pngData(_ subject: ImageSubject) -> Data {
        ExampleFile.templatePNG(subject.raster)
    }
}
