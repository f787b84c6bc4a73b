import Foundation
import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// A scratch app folder for one inventory test, removed when the test ends.
struct AppFolder {
    let root: URL
    var path: String { root.path }

    init(_ test: XCTestCase) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("qg-inventory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let root = self.root
        test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    }

    /// Writes `relative` (folders made as needed) and returns its full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, data: Data(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, data: Data) throws -> String {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}

/// Tokens in a form a test can spell out: `kind:text@line:column`, with a
/// string literal's decoded value in place of its text.
enum TokenSummary {
    static func of(_ tokens: [Token]) -> [String] {
        tokens.map { token in
            let kind: String
            var text = token.text
            switch token.kind {
            case .identifier: kind = "id"
            case .keyword: kind = "kw"
            case .punctuation: kind = "p"
            case .number: kind = "n"
            case .string(let value):
                kind = "s"
                text = value
            case .nonLiteralString: kind = "ns"
            case .character: kind = "c"
            }
            return "\(kind):\(text)@\(token.position.line):\(token.position.column)"
        }
    }
}

extension SourcePosition {
    /// `SourcePosition(3, 5)` reads better in a table of expectations.
    init(_ line: Int, _ column: Int) {
        self.init(line: line, column: column)
    }
}
