import QuickGlyphModel
import XCTest

/// libyaml's events read into nodes: what a configuration file holds, where each value starts, and
/// what is refused (aliases, deep nesting, a second document) with its line and column.
final class YAMLReaderTests: XCTestCase {
    private func read(_ text: String) throws -> YAMLNode? {
        try YAMLReader.read(Array(text.utf8))
    }

    private func failure(_ text: String) -> YAMLReader.Failure? {
        do {
            _ = try read(text)
            return nil
        } catch let failure as YAMLReader.Failure {
            return failure
        } catch {
            XCTFail("\(error)")
            return nil
        }
    }

    private func at(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

    func testScalarsAreTextWithTheirPositions() throws {
        XCTAssertEqual(try read("faint"), YAMLNode(.scalar("faint"), at: at(1, 1)))
        // Quoted or not, no type is guessed: `yes`, `1` and `~` stay as written.
        let root = try XCTUnwrap(try read("a: yes\nb: '1'\nc: ~\n"))
        guard case .mapping(let pairs) = root.kind else { return XCTFail("\(root)") }
        XCTAssertEqual(pairs.map(\.key.scalar), ["a", "b", "c"])
        XCTAssertEqual(pairs.map(\.value.scalar), ["yes", "1", "~"])
        XCTAssertEqual(pairs.map(\.value.position), [at(1, 4), at(2, 4), at(3, 4)])
    }

    func testSequencesBlockAndFlow() throws {
        let block = try XCTUnwrap(try read("- faint\n- not-square\n"))
        XCTAssertEqual(
            block,
            YAMLNode(
                .sequence([YAMLNode(.scalar("faint"), at: at(1, 3)), YAMLNode(.scalar("not-square"), at: at(2, 3))]),
                at: at(1, 1)))
        let flow = try XCTUnwrap(try read("[faint, blurry]"))
        guard case .sequence(let items) = flow.kind else { return XCTFail("\(flow)") }
        XCTAssertEqual(items.map(\.scalar), ["faint", "blurry"])
        XCTAssertEqual(items.map(\.position), [at(1, 2), at(1, 9)])
    }

    func testNestedMappingsKeepTheFilesOrder() throws {
        let root = try XCTUnwrap(try read("# settings\nzeta:\n  severity: error\nalpha: [x]\n"))
        guard case .mapping(let pairs) = root.kind else { return XCTFail("\(root)") }
        XCTAssertEqual(pairs.map(\.key.scalar), ["zeta", "alpha"])
        XCTAssertEqual(
            pairs[0].value,
            YAMLNode(
                .mapping([
                    YAMLPair(
                        key: YAMLNode(.scalar("severity"), at: at(3, 3)),
                        value: YAMLNode(.scalar("error"), at: at(3, 13)))
                ]), at: at(3, 3)))
        XCTAssertEqual(pairs[1].value.kindPhrase, "a list")
    }

    func testAnEmptyStreamIsNoDocument() throws {
        XCTAssertNil(try read(""))
        XCTAssertNil(try read("# only a comment\n"))
    }

    func testSyntaxErrorsSayWhereLibyamlStopped() {
        XCTAssertEqual(
            failure("disabled_rules: [faint\n")?.description,
            "2:1: it is not valid YAML: did not find expected ',' or ']' while parsing a flow sequence")
        XCTAssertEqual(
            failure("a: b\n c: d\n")?.description,
            "2:3: it is not valid YAML: mapping values are not allowed in this context")
        XCTAssertEqual(failure("a:\n\t- b\n")?.position?.line, 2)
    }

    /// libyaml's document API expands aliases: nine lines of `*a` nine times each are a billion nodes.
    func testAliasesAreRefusedWhereTheyStand() {
        XCTAssertEqual(
            failure("a: &a [x, x]\nb: [*a, *a]\n")?.description,
            "2:5: it uses an alias (*name); aliases are not read: write the value out")
        // An anchor alone is only a name.
        XCTAssertNotNil(try? read("a: &a [x]\n"))
    }

    func testNestingDeeperThanTheLimitIsRefused() throws {
        let limit = YAMLReader.depthLimit
        XCTAssertNotNil(try read(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)))
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertEqual(
            failure(deep)?.description, "1:\(limit + 1): it nests lists and mappings more than \(limit) deep")
    }

    func testMoreNodesThanTheLimitAreRefused() {
        let text = "[" + Array(repeating: "x", count: YAMLReader.nodeLimit + 1).joined(separator: ",") + "]"
        XCTAssertEqual(
            failure(text)?.description, "1:200000: it holds more than \(YAMLReader.nodeLimit) values")
    }

    func testASecondDocumentIsRefused() {
        XCTAssertEqual(
            failure("a: b\n---\nc: d\n")?.description, "2:1: it holds more than one YAML document (a second ---)")
    }
}
