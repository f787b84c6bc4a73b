/// Tests of how `check` folds its steps' outcomes (`CheckOutcome`) and judges each glyph once (`GlyphJudge`).
import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// How `check` folds its steps' outcomes: what a later step finds comes after, and what two steps both
/// found (a glyph, a quick-action source) stays where the first found it, as when one tally was shared.
final class CheckOutcomeTests: XCTestCase {
    func testALaterStepsOutcomeComesAfterAndKeepsTheFirstOfEachGlyphAndSource() {
        var first = CheckOutcome(
            findings: [Finding(rule: .noXcodeProject, severity: .info, path: "App", message: "a")],
            files: ["App/Info.plist"])
        first.addGlyph(name: "star", path: "App/A.xcassets/star.imageset")
        first.addSource("App/Info.plist")
        first.judged = ["App/A.xcassets/star.imageset"]
        first.developmentLanguages[""] = "en"
        first.imagesetCount = 2
        var later = CheckOutcome(
            findings: [Finding(rule: .noXcodeProject, severity: .info, path: "B", message: "b")],
            files: ["App/Info.plist", "B/Info.plist"])
        later.addGlyph(name: "other name", path: "App/A.xcassets/star.imageset")
        later.addGlyph(name: "heart", path: "B/A.xcassets/heart.imageset")
        later.addSource("B/Info.plist")
        later.addSource("App/Info.plist")
        later.developmentLanguages[""] = "de"
        later.imagesetCount = 3
        later.actionCount = 4

        var outcome = CheckOutcome()
        outcome.add(first)
        outcome.add(later)
        XCTAssertEqual(outcome.findings.map(\.message), ["a", "b"])
        XCTAssertEqual(outcome.files, ["App/Info.plist", "B/Info.plist"])
        XCTAssertEqual(outcome.glyphs.map(\.name), ["star", "heart"])
        XCTAssertEqual(outcome.sources, ["App/Info.plist", "B/Info.plist"])
        XCTAssertEqual(outcome.judged, ["App/A.xcassets/star.imageset"])
        XCTAssertEqual(outcome.developmentLanguages, ["": "de"])
        XCTAssertEqual(outcome.imagesetCount, 5)
        XCTAssertEqual(outcome.actionCount, 4)
        XCTAssertNil(outcome.androidShortcuts)
    }

    /// A glyph shown twice, or judged by an earlier step, is judged once: nothing is read for it again.
    func testAGlyphJudgedBeforeOrShownTwiceIsJudgedOnce() {
        let judge = GlyphJudge(context: RuleContext())
        // Bundle icons of files that are not there: each judged one is named by its first file.
        let icon = GlyphJudge.Glyph.bundleIcon(files: ["Missing/icon@2x.png", "Missing/icon.png"], name: "icon")
        let other = GlyphJudge.Glyph.bundleIcon(files: ["Missing/other.png"], name: "other")
        let once = judge.judge([icon, icon, other], besides: [])
        XCTAssertEqual(once.judged, ["Missing/icon.png", "Missing/other.png"])
        XCTAssertEqual(once.files, ["Missing/icon.png", "Missing/icon@2x.png", "Missing/other.png"])
        let again = judge.judge([icon, other], besides: ["Missing/icon.png"])
        XCTAssertEqual(again.judged, ["Missing/other.png"])
        XCTAssertEqual(again.files, ["Missing/other.png"])
        XCTAssertTrue(judge.judge([.bundleIcon(files: [], name: "none")], besides: []).judged.isEmpty)
    }
}
