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
        ("subclass-initializer-enum-icons", "Snap.xcodeproj/project.pbxproj", subclassInitializerEnumIcons),
        ("seven-targets-shared-catalog", "Veil.xcodeproj/project.pbxproj", sevenTargetsSharedCatalog),
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

    /// A live and a staging build of one app compiling the same sources, each with a share extension; all four
    /// build the one catalog; Info.plists written from `$(PROJECT_DIR)`.
    static let subclassInitializerEnumIcons: ProjectFixture = {
        let catalog = "Sources/Shared/Assets/Assets.xcassets"
        let sources = ["Sources/Snap/Config/QuickAction.swift", "Sources/Shared/Localization/Strings.swift",
                       "Sources/Shared/Localization/Localization.swift"]
        func app(_ name: String, _ plist: String) -> ProjectFixture.Target {
            .init(name: name, infoPlist: plist, resources: [catalog], sources: sources, deploymentTarget: "11.0", infoPlistRoot: "PROJECT_DIR")
        }
        func share(_ name: String, _ plist: String) -> ProjectFixture.Target {
            .init(name: name, productType: "com.apple.product-type.app-extension", infoPlist: plist, resources: [catalog],
                  deploymentTarget: "11.0", infoPlistRoot: "PROJECT_DIR")
        }
        return ProjectFixture(targets: [
            app("Snap", "Sources/Snap/SupportingFiles/Live/Snap_Info.plist"),
            app("SnapStaging", "Sources/Snap/SupportingFiles/Staging/SnapStaging_Info.plist"),
            share("SnapShare", "Sources/SnapShare/SupportingFiles/Live/SnapShare_Info.plist"),
            share("SnapStagingShare", "Sources/SnapShare/SupportingFiles/Staging/SnapStagingShare_Info.plist"),
        ])
    }()

    /// Seven targets: the app, two test bundles, two tunnel extensions, a widget extension that also builds the
    /// app's catalog, and a legacy make target; platform and deployment target only at the project level.
    static let sevenTargetsSharedCatalog: ProjectFixture = {
        func target(_ name: String, _ type: String, _ plist: String, resources: [String] = [], root: String? = nil,
                    settings: [(key: String, value: String)] = []) -> ProjectFixture.Target {
            .init(name: name, productType: "com.apple.product-type." + type, sdk: nil, infoPlist: plist, resources: resources,
                  deploymentTarget: nil, infoPlistRoot: root, settings: settings)
        }
        var project = ProjectFixture(targets: [
            target("Veil", "application", "Veil/Info.plist", resources: ["Veil/Assets.xcassets", "Veil/Colors.xcassets"], root: "SRCROOT"),
            target("VeilTests", "bundle.unit-test", "VeilTests/Info.plist"),
            target("VeilUITests", "bundle.ui-testing", "VeilUITests/Info.plist"),
            target("ikev2-provider", "app-extension", "ikev2-provider/Info.plist"),
            target("wg-provider", "app-extension", "wg-provider/Info.plist"),
            target("VeilWidgetExtension", "app-extension", "VeilWidget/Info.plist",
                   resources: ["Veil/Assets.xcassets", "VeilWidget/Assets.xcassets"], settings: [("GENERATE_INFOPLIST_FILE", "YES")]),
        ])
        project.projectSettings = [("IPHONEOS_DEPLOYMENT_TARGET", "15.0"), ("SDKROOT", "iphoneos")]
        project.legacyTargets = ["GoBridge"]
        return project
    }()
}

final class SyntheticAppProjectTests: XCTestCase {
    func testEachCommittedProjectIsItsBuildersOutput() {
        for (app, path, project) in SyntheticAppProjects.all {
            GoldenFile(url: RealApp.appsFolder.appendingPathComponent(app).appendingPathComponent(path)).assertMatches(project.text)
        }
    }
}
