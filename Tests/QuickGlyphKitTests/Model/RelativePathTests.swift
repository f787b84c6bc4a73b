import QuickGlyphModel
import XCTest

/// `RelativePath`: a path related to a folder and read back from it, as the manifest stores the app's
/// files and Xcode's file lists name every file from `$(SRCROOT)`.
final class RelativePathTests: XCTestCase {
    func testBelowBesideAndAboveTheFolder() {
        XCTAssertEqual(RelativePath.of("/p/glyphs/compose.svg", from: "/p"), "glyphs/compose.svg")
        XCTAssertEqual(RelativePath.of("/p/App/Info.plist", from: "/p/App/QuickActions"), "../Info.plist")
        XCTAssertEqual(RelativePath.of("/p/App.xcodeproj", from: "/p/App/QuickActions"), "../../App.xcodeproj")
        XCTAssertEqual(RelativePath.of("/p/App", from: "/p/App"), ".")
        XCTAssertEqual(RelativePath.of("/shared/glyphs/a.svg", from: "/p/App"), "../../shared/glyphs/a.svg")
        // A folder whose name starts like another's is not above it.
        XCTAssertEqual(RelativePath.of("/p/AppKit/x", from: "/p/App"), "../AppKit/x")
    }

    func testResolvingGivesThePathBackAndKeepsAnOlderAbsolutePath() {
        for (path, folder) in [
            ("/p/App/Info.plist", "/p/App/QuickActions"), ("/p/App.xcodeproj", "/p/App/QuickActions"),
            ("/p/App", "/p/App"), ("/q/res", "/p/App"),
        ] {
            XCTAssertEqual(RelativePath.resolve(RelativePath.of(path, from: folder), from: folder), path)
        }
        XCTAssertEqual(RelativePath.resolve("/old/clone/App/Info.plist", from: "/p/App"), "/old/clone/App/Info.plist")
    }
}
