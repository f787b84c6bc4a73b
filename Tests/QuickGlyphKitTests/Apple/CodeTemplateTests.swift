/// The renderer of the generated code's templates: each construct, and each error in its exact words.
@testable import QuickGlyphApple
import XCTest

final class CodeTemplateTests: XCTestCase {
    private func render(_ text: String, _ values: [String: CodeTemplate.Value] = [:]) throws -> String {
        try CodeTemplate(name: "test.template", text: text).render(values)
    }

    /// The error `text` gives, read or rendered, as the generator's failure would print it.
    private func error(_ text: String, _ values: [String: CodeTemplate.Value] = [:]) -> String? {
        do {
            _ = try render(text, values)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private static let items: CodeTemplate.Value = .list([
        ["name": .text("compose"), "dynamic": .flag(false)],
        ["name": .text("scan"), "dynamic": .flag(true)],
    ])

    // MARK: Output

    func testTextWithoutTagsIsCopiedAsItIs() throws {
        let text = "enum A {\n\tcase b // { } % # \"\\\n}\n\n"
        XCTAssertEqual(try render(text), text)
        XCTAssertEqual(try render("no newline at the end"), "no newline at the end")
        XCTAssertEqual(try render(""), "")
    }

    func testValuesAreSubstitutedWithOrWithoutSpaces() throws {
        let values: [String: CodeTemplate.Value] = ["name": .text("QuickAction"), "base": .text("Hashable")]
        XCTAssertEqual(try render("enum {{name}}: {{ base }} {}\n", values), "enum QuickAction: Hashable {}\n")
        // A value's own braces and tags are text, not read again.
        XCTAssertEqual(try render("{{a}}", ["a": .text("{{b}} {% end %}")]), "{{b}} {% end %}")
    }

    func testIfElse() throws {
        let text = "a\n{% if on %}\nyes\n{% else %}\nno\n{% end %}\nb\n"
        XCTAssertEqual(try render(text, ["on": .flag(true)]), "a\nyes\nb\n")
        XCTAssertEqual(try render(text, ["on": .flag(false)]), "a\nno\nb\n")
        XCTAssertEqual(try render("{% if not on %}off{% end %}.", ["on": .flag(false)]), "off.")
        XCTAssertEqual(try render("{% if not on %}off{% end %}.", ["on": .flag(true)]), ".")
        // A list holds when it is not empty.
        XCTAssertEqual(try render("{% if items %}some{% else %}none{% end %}", ["items": Self.items]), "some")
        XCTAssertEqual(try render("{% if items %}some{% else %}none{% end %}", ["items": .list([])]), "none")
    }

    func testLoopRepeatsOverTheRecordsInOrder() throws {
        let text = "[\n{% for item in items %}\n    case {{item.name}} // {{kind}}\n{% end %}\n]\n"
        XCTAssertEqual(
            try render(text, ["items": Self.items, "kind": .text("x")]),
            "[\n    case compose // x\n    case scan // x\n]\n")
        XCTAssertEqual(try render(text, ["items": .list([]), "kind": .text("x")]), "[\n]\n")
    }

    func testNestedBlocks() throws {
        let text = """
            {% for item in items %}
            {% if item.dynamic %}
            {{item.name}}: dynamic{% if others %} (of {% for other in others %}{{other.name}};{% end %}){% end %}
            {% else %}
            {{item.name}}: static
            {% end %}
            {% end %}

            """
        XCTAssertEqual(
            try render(text, ["items": Self.items, "others": Self.items]),
            "compose: static\nscan: dynamic (of compose;scan;)\n")
        // A loop's variable hides an outer value of its name, within the loop only.
        let shadowed = "{% for name in items %}{{name.name}} {% end %}{{name}}"
        XCTAssertEqual(try render(shadowed, ["items": Self.items, "name": .text("n")]), "compose scan n")
    }

    /// A tag or comment alone on its line, indented or not, takes the line with it; elsewhere, only itself.
    func testTagLinesLeaveNoBlankLines() throws {
        let text = "a\n  {% if on %}  \n\t{# why #}\nb\n    {% end %}\nc {% if on %}d{% end %} e\n{# the end #}"
        XCTAssertEqual(try render(text, ["on": .flag(true)]), "a\nb\nc d e\n")
        XCTAssertEqual(try render("x {# note #}\n"), "x \n")
        XCTAssertEqual(
            try render("{% if on %}{% end %}\n", ["on": .flag(true)]), "\n",
            "two tags: not a line of its own")
        // Windows line ends (a checkout that converts them) are lines too, and kept.
        XCTAssertEqual(try render("a\r\n{% if on %}\r\nb\r\n{% end %}\r\nc", ["on": .flag(true)]), "a\r\nb\r\nc")
    }

    // MARK: Errors

    func testAMissingValueIsNamedWithItsLine() {
        XCTAssertEqual(error("a\nenum {{name}} {}\n"), "test.template:2: no value named 'name'")
        XCTAssertEqual(
            error("{% for item in items %}\n{{item.title}}\n{% end %}", ["items": Self.items]),
            "test.template:2: no value named 'item.title'")
        XCTAssertEqual(error("\n{% if dynamic %}x{% end %}"), "test.template:2: no value named 'dynamic'")
        XCTAssertEqual(error("{% for item in items %}{% end %}"), "test.template:1: no value named 'items'")
    }

    func testAValueOfTheWrongKind() {
        XCTAssertEqual(
            error("{{items}}", ["items": Self.items]),
            "test.template:1: 'items' is a list, where text is needed")
        XCTAssertEqual(
            error("{% if name %}{% end %}", ["name": .text("x")]),
            "test.template:1: 'name' is text, where a flag or a list is needed")
        XCTAssertEqual(
            error("{% for item in on %}{% end %}", ["on": .flag(true)]),
            "test.template:1: 'on' is a flag, where a list is needed")
        XCTAssertEqual(
            error("{{name.first}}", ["name": .text("x")]),
            "test.template:1: 'name' is text, which has no field 'first'")
        XCTAssertEqual(
            error("{% for item in items %}{{item}}{% end %}", ["items": Self.items]),
            "test.template:1: 'item' is a record, where text is needed")
    }

    func testAnUnclosedBlockIsNamedWhereItOpens() {
        XCTAssertEqual(
            error("a\n{% if on %}\n{% for item in items %}\n{% end %}\n"),
            "test.template:2: {% if on %} is not closed by {% end %}")
        XCTAssertEqual(
            error("{%   for item   in items %}"),
            "test.template:1: {% for item in items %} is not closed by {% end %}")
    }

    func testABlockClosedOrElsedOutOfPlace() {
        XCTAssertEqual(error("a\n{% end %}\n"), "test.template:2: {% end %} closes no block")
        XCTAssertEqual(error("{% else %}"), "test.template:1: {% else %} is not inside an {% if %}, or is its second")
        XCTAssertEqual(
            error("{% for a in b %}{% else %}{% end %}"),
            "test.template:1: {% else %} is not inside an {% if %}, or is its second")
        XCTAssertEqual(
            error("{% if a %}{% else %}{% else %}{% end %}"),
            "test.template:1: {% else %} is not inside an {% if %}, or is its second")
    }

    func testAnUnknownTagOrAnUnclosedBraceOrABadName() {
        XCTAssertEqual(
            error("{% while on %}"),
            "test.template:1: {% while on %} is not a tag: {% if NAME %}, {% if not NAME %}, {% else %}, "
                + "{% for NAME in NAME %} or {% end %}")
        XCTAssertEqual(
            error("{% for item.name in items %}{% end %}"),
            "test.template:1: {% for item.name in items %} is not a tag: {% if NAME %}, {% if not NAME %}, "
                + "{% else %}, {% for NAME in NAME %} or {% end %}")
        XCTAssertEqual(error("ok\nenum {{name\n}}"), "test.template:2: {{ is not closed by }} on its line")
        XCTAssertEqual(error("x {# note"), "test.template:1: {# is not closed by #} on its line")
        XCTAssertEqual(
            error("{{ my name }}"),
            "test.template:1: 'my name' is not a name (letters, digits and underscores; "
                + "a field after a dot)")
        XCTAssertEqual(
            error("{{item.}}"),
            "test.template:1: 'item.' is not a name (letters, digits and underscores; a field after a dot)")
    }
}
