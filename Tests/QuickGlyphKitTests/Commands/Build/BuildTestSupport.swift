import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// A scratch glyph folder and output folder for one test.
struct Workspace {
    let root: URL
    var glyphs: URL { root.appendingPathComponent("glyphs") }
    var output: URL { root.appendingPathComponent("out") }

    init(_ test: XCTestCase) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("qg-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("glyphs"), withIntermediateDirectories: true)
        let root = self.root
        test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    }

    func add(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: glyphs.appendingPathComponent(name))
    }

    func add(_ name: String, data: Data) throws {
        try data.write(to: glyphs.appendingPathComponent(name))
    }

    func configuration(
        options: OutputOptions = OutputOptions(), items: String? = nil, jobs: Int = 2
    ) -> BuildConfiguration {
        BuildConfiguration(
            glyphsDisplayPath: glyphs.path, outputDisplayPath: output.path,
            itemsDisplayPath: items.map { glyphs.appendingPathComponent($0).path },
            options: options, jobs: jobs)
    }

    func build(options: OutputOptions = OutputOptions(), items: String? = nil, jobs: Int = 2) throws -> BuildReport {
        try BuildPipeline(configuration: configuration(options: options, items: items, jobs: jobs)).run()
    }

    func file(_ relative: String) -> URL { output.appendingPathComponent(relative) }

    func png(_ relative: String) throws -> PNGImage {
        try PNGImage(data: Data(contentsOf: file(relative)))
    }

    /// Every file below the output folder with its bytes, for byte-for-byte comparisons.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: output.path)!
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: file(relative).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[relative] = try Data(contentsOf: file(relative)) }
        }
        return files
    }
}

enum SampleSVG {
    /// A 10×10 square at (5,5) on a 35-unit artboard: pixel-exact at every scale.
    static let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="35" height="35" viewBox="0 0 35 35"><rect x="5" y="5" width="10" height="10" fill="#000"/></svg>"##
    /// A wide artboard filled edge to edge: must be fitted, not stretched.
    static let wide =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10"/></svg>"##
    static let twoColours =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#2e3436"/><rect x="4" y="10" width="16" height="4" fill="#e01b24"/></svg>"##
    static let empty = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"></svg>"##
    static let noSize =
        ##"<svg xmlns="http://www.w3.org/2000/svg"><rect x="100" y="200" width="40" height="20"/></svg>"##
}

/// PNG bytes made by the production encoder, for PNG inputs.
enum SamplePNG {
    /// A `size`-pixel RGBA image whose left `opaqueColumns` columns are opaque black.
    static func leftBlock(size: Int, opaqueColumns: Int) throws -> Data {
        var mask = AlphaMask(width: size, height: size)
        for y in 0..<size { for x in 0..<opaqueColumns { mask[x, y] = 255 } }
        return try TemplatePNGEncoder().encode(mask)
    }

    /// The chunk types of a PNG, in order.
    static func chunkTypes(_ data: Data) -> [String] {
        var types: [String] = []
        var offset = 8
        let bytes = [UInt8](data)
        while offset + 8 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}
