import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// What `check --fix` decides for one imageset from its findings' rules alone, branch by branch.
final class ImagesetRepairDecisionTests: XCTestCase {
    func testNothingToRepair() {
        XCTAssertEqual(ImagesetRepairDecision.decide([]), .none)
        XCTAssertEqual(
            ImagesetRepairDecision.decide([.faint, .blurry, .unassignedFile]), .none,
            "warnings a redraw does not answer")
    }

    func testWhereAndHowLargeTheArtSitsIsARedraw() {
        for rule in FixableDiagnostics.redrawn {
            XCTAssertEqual(ImagesetRepairDecision.decide([rule]), .redraw(.alpha), rule.rawValue)
        }
        XCTAssertEqual(
            ImagesetRepairDecision.decide([.wrongSize, .templateIntentMissing]), .redraw(.alpha),
            "the redraw sets the intent too")
    }

    func testTheIntentAloneIsNotARedraw() {
        XCTAssertEqual(ImagesetRepairDecision.decide([.templateIntentMissing]), .templateIntent)
        XCTAssertEqual(ImagesetRepairDecision.decide([.templateIntentOriginal]), .templateIntent)
    }

    /// Opaque art is two colours by nature: not-monochrome and knockout-detail do not stop it; its pixels decide.
    func testOpaqueArtIsDrawnFromItsDarkness() {
        XCTAssertEqual(ImagesetRepairDecision.decide([.alphaOpaque]), .redraw(.luminance))
        XCTAssertEqual(ImagesetRepairDecision.decide([.noAlpha, .notMonochrome, .wrongSize]), .redraw(.luminance))
        XCTAssertEqual(ImagesetRepairDecision.decide([.alphaOpaque, .knockoutDetail]), .redraw(.luminance))
    }

    func testWhatTheArtHoldsIsAPersons() {
        XCTAssertEqual(ImagesetRepairDecision.decide([.wrongSize, .notMonochrome]), .needsPerson([.notMonochrome]))
        XCTAssertEqual(
            ImagesetRepairDecision.decide([.scaleMissing, .knockoutDetail, .pngInvalid]),
            .needsPerson([.knockoutDetail, .pngInvalid]))
        XCTAssertEqual(
            ImagesetRepairDecision.decide([.alphaOpaque, .alphaTransparent]), .needsPerson([.alphaTransparent]))
        XCTAssertEqual(
            ImagesetRepairDecision.decide([.templateIntentMissing, .fileOutsideImageset]),
            .needsPerson([.fileOutsideImageset]))
    }

    /// Every rule the fixer answers says so in docs/rules.md, and none it leaves does.
    func testEveryRepairedRuleHasItsSentenceAndNoOtherDoes() {
        for id in DiagnosticID.allCases {
            let repaired = FixableDiagnostics.imageset.contains(id) || FixableDiagnostics.edited.contains(id)
            XCTAssertEqual(FixableDiagnostics.repair(of: id) != nil, repaired, id.rawValue)
        }
        XCTAssertTrue(FixableDiagnostics.blocking.isDisjoint(with: FixableDiagnostics.imageset))
    }
}
