import Foundation
import QuickGlyphTestSupport
import XCTest

/// The Xcode projects of the synthetic apps in `Fixtures/apps`, written by
/// `ProjectFixture` rather than kept as frozen copies: each app's committed
/// `project.pbxproj` is this builder's output, byte for byte (rerun with
/// `QUICKGLYPH_UPDATE_GOLDEN=1` to write it after changing a builder).
enum SyntheticAppProjects {
    /// App folder and project path inside it, with the project it holds.
    static let all: [(app: String, path: String, project: ProjectFixture)] = [
        ("helper-made-items-two-catalogs", "Relay.xcodeproj/project.pbxproj", helperMadeItemsTwoCatalogs),
    ]

    /// An app target building two kept catalogs and four that the fixture leaves out (no imageset of them is a
    /// quick-action icon), compiling the one source that makes the items; a today extension without catalogs.
    static let helperMadeItemsTwoCatalogs = ProjectFixture(targets: [
        .init(name: "Relay", infoPlist: "Relay/Info.plist",
              resources: ["Relay/Wallet/WalletArt.xcassets", "Relay/Wallet/Coins.xcassets", "Relay/Common.xcassets",
                          "Relay/Onboarding/Welcome.xcassets", "Relay/Browser/Browser.xcassets", "Relay/AppIcons.xcassets"],
              sources: ["Relay/Shortcuts.swift"], deploymentTarget: "11.0"),
        .init(name: "RelayWidget", productType: "com.apple.product-type.app-extension", infoPlist: "RelayWidget/Info.plist",
              deploymentTarget: "12.1"),
    ])
}

final class SyntheticAppProjectTests: XCTestCase {
    func testEachCommittedProjectIsItsBuildersOutput() {
        for (app, path, project) in SyntheticAppProjects.all {
            GoldenFile(url: RealApp.appsFolder.appendingPathComponent(app).appendingPathComponent(path)).assertMatches(project.text)
        }
    }
}
