import QuickGlyphCore
import QuickGlyphInventory
import QuickGlyphItems
import XCTest

/// The quick actions two real apps make only through their own code, read by
/// the app model as a check reads them: piction-ios's subclass of the item
/// class called with enum cases, and threema-ios's enum whose property makes
/// the item, its cases collected and mapped through it. Each value is the one
/// the app's ground truth gives (`GROUND_TRUTH.md` beside its sources).
final class RealAppCodeTests: XCTestCase {
    /// One action of the ground truth, as the inventory must list it for every target in `targets`.
    private struct Expected {
        var at: String
        var type: SourceValue
        var title: SourceValue
        var icon: QuickActionIcon
        var iconAt: String
    }

    private func assert(_ app: RealApp, _ expected: [Expected], targets: Set<String>,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let actions = try app.inventory().actions.filter { $0.kind == .dynamic }
        XCTAssertEqual(actions.count, expected.count * targets.count, actions.map { app.relativeLocation($0.declaredAt) }.description,
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
                XCTAssertEqual(action.iconDeclaredAt.map(app.relativeLocation), item.iconAt, item.at, file: file, line: line)
            }
        }
    }

    /// `AppShortcut(type: .explore, segue: …)`: the subclass's `super.init` makes the item; each call is an
    /// action at its `A`; the type is the case's name, the icon the case's `icon` literal (made at 54:25); the
    /// title goes through `String(format:)` in `localized(with:)`, so it stays as written.
    func testPictionSubclassCalledWithEnumCases() throws {
        let source = "piction-ios/Sources/piction-ios/Config/AppShortcut.swift"
        let cases = [("explore", 65, "icTab2Unselected"), ("subscription", 66, "icTab3Unselected"),
                     ("sponsorship", 67, "icTab4Unselected"), ("mypage", 68, "icTab5Unselected")]
        try assert(RealApp("piction-ios"), cases.map { name, line, icon in
            Expected(at: "\(source):\(line):29", type: .literal(name), title: .unresolved("type.title"), icon: .file(icon),
                     iconAt: "\(source):54:25")
        }, targets: ["piction-ios", "piction-ios-test"])
    }

    /// `[.newMessage, .myID]` and `items.append(.scanQrCode)`, mapped with `\.item`: one action per case at its
    /// `.`, for each of the six brands; type and icon from the enum's `switch self` expressions, the title
    /// (the app's `#localize` macro) as written.
    func testThreemaEnumCasesMappedThroughTheirItem() throws {
        let source = "threema-ios/Threema/Core/ShortcutItemProvider.swift"
        try assert(RealApp("threema-ios"), [
            Expected(at: "\(source):64:36", type: .literal("ch.threema.newmessage"), title: .unresolved("localizedTitle"),
                     icon: .symbol("square.and.pencil"), iconAt: "\(source):54:23"),
            Expected(at: "\(source):64:49", type: .literal("ch.threema.myid"), title: .unresolved("localizedTitle"),
                     icon: .symbol("person.crop.rectangle.fill"), iconAt: "\(source):54:23"),
            Expected(at: "\(source):67:26", type: .literal("ch.threema.scanid"), title: .unresolved("localizedTitle"),
                     icon: .symbol("qrcode.viewfinder"), iconAt: "\(source):54:23"),
        ], targets: ["Threema", "Threema Work", "Threema OnPrem", "Custom OnPrem", "Threema Green", "Threema Blue"])
    }
}
