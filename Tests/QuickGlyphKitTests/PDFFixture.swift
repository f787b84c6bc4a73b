import Foundation

/// The PDF fixtures and the SVGs they were made from, in Fixtures/pdf (see the
/// README.md there for where each comes from).
enum PDFFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("pdf")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }
}
