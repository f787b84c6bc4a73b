import QuickGlyphModel
import XCTest

/// The one "did you mean": a near spelling first, else a name that holds the one typed, else nothing.
final class NameSuggestionTests: XCTestCase {
    func testANearSpellingComesFirst() {
        XCTAssertEqual(NameSuggestion.nearest(to: "--outt", among: ["--recursive", "--out", "--items"]), "--out")
        XCTAssertEqual(NameSuggestion.nearest(to: "chek", among: ["build", "check"]), "check")
        XCTAssertEqual(NameSuggestion.nearest(to: "bulid", among: ["build", "check"]), "build")
        XCTAssertEqual(NameSuggestion.nearest(to: "htm", among: ["xcode", "json", "html"]), "html")
        XCTAssertEqual(NameSuggestion.nearest(to: "Compose", among: ["compose", "composer"]), "compose")
    }

    func testElseANameThatHoldsIt() {
        XCTAssertEqual(
            NameSuggestion.nearest(to: "camera", among: ["bookmark", "camera-photo-symbolic"]), "camera-photo-symbolic")
        XCTAssertEqual(NameSuggestion.nearest(to: "--output", among: ["--out", "--items"]), "--out")
        // Of several that hold it, the nearest.
        XCTAssertEqual(NameSuggestion.nearest(to: "star", among: ["star-outline-symbolic", "star-new"]), "star-new")
    }

    func testNothingWhenNothingIsNear() {
        XCTAssertNil(NameSuggestion.nearest(to: "--zzzzzzzzzz", among: ["--out", "--items"]))
        XCTAssertNil(NameSuggestion.nearest(to: "pdf", among: ["xcode", "json", "html"]))
        // A part of two letters is in too many names to point at one.
        XCTAssertNil(NameSuggestion.nearest(to: "ab", among: ["about-symbolic"]))
        XCTAssertNil(NameSuggestion.nearest(to: "x", among: []))
    }
}
