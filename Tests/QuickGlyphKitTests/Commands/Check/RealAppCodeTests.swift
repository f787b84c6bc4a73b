import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// The quick actions two synthetic apps of the corpus make only through their own code, read by
/// the app model as a check reads them: subclass-initializer-enum-icons's subclass of the item
/// class called with enum cases, and thirty-targets-synchronized-folders's enum whose property makes
/// the item, its cases collected and mapped through it. Each value is the one
/// the app's ground truth gives (`README.md` and `ground-truth.json` beside its sources).
final class RealAppCodeTests: XCTestCase {
    /// One action of the ground truth, as the inventory must list it for every target in `targets`.
    private struct Expected {
        var at: String
        var type: SourceValue
        var title: SourceValue
        var icon: QuickActionIcon
        var iconAt: String
    }

    private func assert(
        _ app: RealApp, _ expected: [Expected], targets: Set<String>,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let actions = try app.inventory().actions.filter { $0.kind == .dynamic }
        XCTAssertEqual(
            actions.count, expected.count * targets.count,
            actions.map { app.relativeLocation($0.declaredAt) }.description,
            file: file, line: line)
        for item in expected {
            let here = actions.filter { app.relativeLocation($0.declaredAt) == item.at }
            XCTAssertEqual(Set(here.compactMap(\.target)), targets, item.at, file: file, line: line)
            XCTAssertEqual(here.count, targets.count, item.at, file: file, line: line)
            for action in here {
                XCTAssertEqual(action.type, item.type, item.at, file: file, line: line)
                XCTAssertEqual(action.title, item.title, item.at, file: file, line: line)
                XCTAssertNil(action.subtitle, item.at, file: file, line: line)
                XCTAssertEqual(action.icon, item.icon, item.at, file: file, line: line)
                XCTAssertEqual(
                    action.iconDeclaredAt.map(app.relativeLocation), item.iconAt, item.at, file: file, line: line)
            }
        }
    }

    /// `QuickAction(kind: .discover, destination: …)`: the subclass's `super.init` makes the item; each call is an
    /// action at its `Q`; the type is the case's name, the icon the case's `icon` literal (made at 50:21); the
    /// title goes through `String(format:)` in `localized(with:)`, so it stays as written.
    func testSubclassInitializerCalledWithEnumCases() throws {
        let source = "subclass-initializer-enum-icons/Sources/Snap/Config/QuickAction.swift"
        let cases = [
            ("discover", 61, "tab2Inactive"), ("following", 62, "tab3Inactive"),
            ("support", 63, "tab4Inactive"), ("profile", 64, "tab5Inactive"),
        ]
        try assert(
            RealApp("subclass-initializer-enum-icons"),
            cases.map { name, line, icon in
                Expected(
                    at: "\(source):\(line):21", type: .literal(name), title: .unresolved("kind.title"),
                    icon: .file(icon),
                    iconAt: "\(source):50:21")
            }, targets: ["Snap", "SnapStaging"])
    }

    /// `[.compose, .profileCode]` and `actions.append(.scanCode)`, mapped with `\.item`: one action per case at its
    /// `.`, for each of the six brands; type and icon from the enum's `switch self` expressions, the title
    /// (the app's `#translated` macro) as written.
    func testSynchronizedFoldersEnumCasesMappedThroughTheirItem() throws {
        let source = "thirty-targets-synchronized-folders/Harbor/Core/QuickActionProvider.swift"
        try assert(
            RealApp("thirty-targets-synchronized-folders"),
            [
                Expected(
                    at: "\(source):60:34", type: .literal("com.example.harbor.compose"), title: .unresolved("title"),
                    icon: .symbol("plus.bubble"), iconAt: "\(source):53:23"),
                Expected(
                    at: "\(source):60:44", type: .literal("com.example.harbor.profile-code"),
                    title: .unresolved("title"),
                    icon: .symbol("person.text.rectangle"), iconAt: "\(source):53:23"),
                Expected(
                    at: "\(source):63:28", type: .literal("com.example.harbor.scan-code"), title: .unresolved("title"),
                    icon: .symbol("qrcode.viewfinder"), iconAt: "\(source):53:23"),
            ], targets: ["Harbor", "Harbor Work", "Harbor Local", "Custom Local", "Harbor Green", "Harbor Blue"])
    }
}
