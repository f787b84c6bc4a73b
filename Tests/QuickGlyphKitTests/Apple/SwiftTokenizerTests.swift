import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// Swift source into tokens: what a comment or a string hides stays hidden.
final class SwiftTokenizerTests: XCTestCase {
    private func summary(_ text: String) -> [String] {
        TokenSummary.of(SwiftTokenizer.tokens(in: text))
    }

    func testACallWithPositions() {
        XCTAssertEqual(
            summary("let icon = UIApplicationShortcutIcon(templateImageName: \"qr\")\n  .init"),
            [
                "kw:let@1:1", "id:icon@1:5", "p:=@1:10", "id:UIApplicationShortcutIcon@1:12", "p:(@1:37",
                "id:templateImageName@1:38", "p::@1:55", "s:qr@1:57", "p:)@1:61", "p:.@2:3", "kw:init@2:4",
            ])
    }

    func testCommentsHideACallAndNest() {
        let text = """
            // UIApplicationShortcutItem(type: "a", localizedTitle: "b")
            /* outer /* nested UIApplicationShortcutItem( */ still "comment */ x
            y /**/ z
            """
        XCTAssertEqual(summary(text), ["id:x@2:68", "id:y@3:1", "id:z@3:8"])
    }

    func testAStringHoldingACallIsOneToken() {
        XCTAssertEqual(
            summary(#"f("UIApplicationShortcutItem(type: \"x\") // not a comment")"#),
            [
                "id:f@1:1", "p:(@1:2", #"s:UIApplicationShortcutItem(type: "x") // not a comment@1:3"#, "p:)@1:60",
            ])
    }

    func testEscapes() {
        let tokens = SwiftTokenizer.tokens(in: #""a\nb\t\"q\"\\ \u{1F600}\u{e9}\0\'""#)
        XCTAssertEqual(tokens.count, 1)
        XCTAssertEqual(tokens[0].stringValue, "a\nb\t\"q\"\\ \u{1F600}\u{e9}\0'")
    }

    func testInterpolationIsNotALiteral() {
        XCTAssertEqual(
            summary(#"t("New \(count) items", "\(names.joined(separator: ", ")) done") + x"#),
            [
                "id:t@1:1", "p:(@1:2", #"ns:"New \(count) items"@1:3"#, "p:,@1:23",
                #"ns:"\(names.joined(separator: ", ")) done"@1:25"#, "p:)@1:64", "p:+@1:66", "id:x@1:68",
            ])
    }

    func testRawStrings() {
        XCTAssertEqual(summary(##"#"C:\path\n "quoted""# x"##), [#"s:C:\path\n "quoted"@1:1"#, "id:x@1:24"])
        XCTAssertEqual(summary(###"##"a "# b"## y"###), [##"s:a "# b@1:1"##, "id:y@1:14"])
        // In a raw string an escape needs the string's own `#`s.
        XCTAssertEqual(SwiftTokenizer.tokens(in: ##"#"tab\#tX \t"#"##).first?.stringValue, "tab\tX \\t")
        XCTAssertEqual(SwiftTokenizer.tokens(in: ##"#"a \#(b) c"#"##).first?.kind, .nonLiteralString)
    }

    func testMultilineStringsLoseTheirIndentation() {
        let text = """
            let s = \"\"\"
                Hello
                  World \\
                joined "quoted" ""

                \"\"\"
            next
            """
        let tokens = SwiftTokenizer.tokens(in: text)
        XCTAssertEqual(tokens.map(\.text).first, "let")
        XCTAssertEqual(tokens[3].stringValue, "Hello\n  World joined \"quoted\" \"\"\n")
        XCTAssertEqual(tokens[3].position, SourcePosition(1, 9))
        XCTAssertEqual(TokenSummary.of([tokens[4]]), ["id:next@7:1"])
        // Raw and multi-line at once: the backslash is text.
        let raw = "#\"\"\"\n  a\\n \"\"\" b\n  \"\"\"#"
        XCTAssertEqual(SwiftTokenizer.tokens(in: raw).map(\.kind), [.string("a\\n \"\"\" b")])
    }

    func testDirectivesAttributesAndBackticks() {
        XCTAssertEqual(
            summary("#if DEBUG\n@MainActor let `default` = 1\n#else\n#endif\nif #available(iOS 13, *) {}"),
            [
                "kw:#if@1:1", "id:DEBUG@1:5", "kw:@MainActor@2:1", "kw:let@2:12", "id:default@2:16", "p:=@2:26",
                "n:1@2:28",
                "kw:#else@3:1", "kw:#endif@4:1", "kw:if@5:1", "kw:#available@5:4", "p:(@5:14", "id:iOS@5:15",
                "n:13@5:19",
                "p:,@5:21", "p:*@5:23", "p:)@5:24", "p:{@5:26", "p:}@5:27",
            ])
    }

    func testOperatorsStopAtADot() {
        XCTAssertEqual(
            summary("a ?? .init(x)\nb?.c = d..<e -> f"),
            [
                "id:a@1:1", "p:??@1:3", "p:.@1:6", "kw:init@1:7", "p:(@1:11", "id:x@1:12", "p:)@1:13",
                "id:b@2:1", "p:?@2:2", "p:.@2:3", "id:c@2:4", "p:=@2:6", "id:d@2:8", "p:..<@2:9", "id:e@2:12",
                "p:->@2:14", "id:f@2:17",
            ])
    }

    func testNumbers() {
        XCTAssertEqual(
            summary("1_000 0x1F 1.5e-3 1...5 0x1p-2"),
            [
                "n:1_000@1:1", "n:0x1F@1:7", "n:1.5e-3@1:12", "n:1@1:19", "p:...@1:20", "n:5@1:23", "n:0x1p-2@1:25",
            ])
    }

    func testAnUnclosedStringEndsAtTheLine() {
        XCTAssertEqual(summary("f(\"abc\nnext"), ["id:f@1:1", "p:(@1:2", "ns:\"abc@1:3", "id:next@2:1"])
    }

    func testColumnsCountBytes() {
        // "é" is two bytes in UTF-8, as compilers count columns.
        XCTAssertEqual(summary("\"é\" x"), ["s:é@1:1", "id:x@1:6"])
    }
}
