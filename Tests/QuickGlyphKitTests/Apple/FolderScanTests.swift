import QuickGlyphApple
import XCTest

/// The one walk of an app's folder lists storyboards and xibs apart, where the app names images too.
final class FolderScanTests: XCTestCase {
    func testStoryboardsAndXibsAreListed() throws {
        let app = try AppFolder(self)
        try app.write("App/Base.lproj/Main.storyboard", "<document/>")
        try app.write("App/Base.lproj/LaunchScreen.storyboard", "<document/>")
        try app.write("App/Views/ProfileCell.xib", "<document/>")
        try app.write("App/Views/ProfileCell.swift", "final class ProfileCell {}\n")
        // A compiled storyboard in a built bundle repeats the source.
        try app.write("build/App.app/Main.storyboardc/Info.plist", "<plist/>")
        try app.write("Pods/Lib/Lib.xib", "<document/>")

        let scan = try FolderScan(root: app.path)
        XCTAssertEqual(
            scan.interfaceFiles,
            [
                app.path("App/Base.lproj/LaunchScreen.storyboard"), app.path("App/Base.lproj/Main.storyboard"),
                app.path("App/Views/ProfileCell.xib"),
            ])
        XCTAssertEqual(scan.sources, [app.path("App/Views/ProfileCell.swift")])
    }
}
