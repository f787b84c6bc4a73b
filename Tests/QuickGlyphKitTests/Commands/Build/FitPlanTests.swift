@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import XCTest

/// `--fit auto`'s set factor, from measures alone.
final class FitPlanTests: XCTestCase {
    private func measure(_ side: Double, ink: Double, pixels: Bool = false) -> InkMeasure {
        InkMeasure(
            artboard: VectorSize(width: side, height: side), pixels: pixels,
            ink: Rect(x: (side - ink) / 2, y: (side - ink) / 2, width: ink, height: ink))
    }

    func testArtInsideTheGlyphBoxIsKeptAsDrawn() {
        let plan = FitPlan(names: ["a", "b"], measures: ["a": measure(35, ink: 27), "b": measure(35, ink: 30)])
        XCTAssertEqual(plan.fits["a"], GlyphFit(mode: .viewbox, factor: 1))
        XCTAssertEqual(plan.fits["b"], GlyphFit(mode: .viewbox, factor: 1), "30 pt is the HIG maximum: kept")
        XCTAssertEqual(plan.notes, [])
    }

    func testASetIsScaledByOneFactorThatFitsItsLargestGlyph() {
        // 22 of 24 units: 32.08 pt on the canvas; a square ink's box is 27 pt.
        let plan = FitPlan(
            names: ["big", "small", "odd"],
            measures: ["big": measure(24, ink: 22), "small": measure(24, ink: 12), "odd": measure(48, ink: 47)])
        let factor = (27.0 / (22.0 / 24 * 35) * 1000).rounded(.down) / 1000
        XCTAssertEqual(plan.fits["big"], GlyphFit(mode: .set, factor: factor))
        XCTAssertEqual(plan.fits["small"], GlyphFit(mode: .set, factor: factor), "one factor: relative sizes kept")
        XCTAssertEqual(plan.fits["odd"]?.mode, .alone, "an artboard no other glyph has is fitted on its own")
        XCTAssertEqual(plan.notes.map(\.glyphs), [["big", "small"], ["odd"]])
    }

    func testPNGPixelsAreNotASetWithVectorUnitsAndNoArtboardIsFittedByInk() {
        let plan = FitPlan(
            names: ["svg", "png", "free", "broken"],
            measures: [
                "svg": measure(24, ink: 24), "png": measure(24, ink: 24, pixels: true), "free": InkMeasure?.none,
            ])
        XCTAssertEqual(plan.fits["svg"]?.mode, .alone)
        XCTAssertEqual(plan.fits["png"]?.mode, .alone)
        XCTAssertEqual(plan.fits["free"], GlyphFit(mode: .glyph, factor: 1))
        XCTAssertEqual(plan.fits["broken"], GlyphFit(mode: .viewbox, factor: 1), "unmeasured: its conversion says why")
    }

    func testInkOffCentreOrPastTheArtboardStaysInsideTheCentredMaximum() {
        let off = InkMeasure(
            artboard: VectorSize(width: 24, height: 24), pixels: false, ink: Rect(x: 14, y: 14, width: 14, height: 14))
        let factor = FitPlan.factor([off.inkOnCanvas])
        XCTAssertLessThanOrEqual(FitPlan.reach(off.inkOnCanvas) * factor, FitPlan.maximumReach + 1e-9)
    }
}
