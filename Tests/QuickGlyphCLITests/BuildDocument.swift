import Foundation

/// The parts of `build --format json`'s version-1 document a test reads back: what
/// was said about which file, and which glyphs were built.
struct BuildDocument: Decodable {
    struct Finding: Decodable, Equatable {
        var severity: String
        var rule: String
        var path: String
        var message: String
    }

    struct Glyphs: Decodable {
        var rendered: [String]
        var unchanged: [String]
        var failed: [String]
    }

    var version: Int
    var findings: [Finding]
    var glyphs: Glyphs

    init(json: String) throws {
        self = try JSONDecoder().decode(BuildDocument.self, from: Data(json.utf8))
    }

    /// Each finding as `severity rule path`, in the document's order.
    var summary: [String] {
        findings.map { "\($0.severity) \($0.rule) \($0.path)" }
    }
}
