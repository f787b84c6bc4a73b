import Foundation
import QuickGlyphTestSupport
import XCTest

/// `quickglyph check` of a music player that makes its quick actions in its own framework,
/// as real apps do (`MusicKit`, linked and embedded by the app): they are the app's, listed
/// under it and judged; the framework's own catalog is not the app's, so an icon only it
/// holds is not found, as on the device.
final class CheckLinkedCodeCommandTests: XCTestCase {
    private static let pbxproj = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {
        		A1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };
        		A2 /* MusicKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = K0 /* MusicKit.framework */; };
        		A3 /* MusicKit.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = K0 /* MusicKit.framework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
        		A6 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F4 /* Assets.xcassets */; };
        		A5 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F3 /* Assets.xcassets */; };
        		A4 /* Shortcuts.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Shortcuts.swift */; };
        		P1 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = R /* Project object */; proxyType = 1; remoteGlobalIDString = TK; remoteInfo = MusicKit; };
        		D1 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = TK /* MusicKit */; targetProxy = P1 /* PBXContainerItemProxy */; };
        		F0 /* Music.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Music.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		K0 /* MusicKit.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = MusicKit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        		F1 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		F2 /* Shortcuts.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shortcuts.swift; sourceTree = "<group>"; };
        		F4 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        		F3 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        		G0 = {isa = PBXGroup; children = (G1 /* Music */, G2 /* MusicKit */, G3 /* Products */, ); sourceTree = "<group>"; };
        		G1 /* Music */ = {isa = PBXGroup; children = (F1 /* AppDelegate.swift */, F4 /* Assets.xcassets */, ); path = Music; sourceTree = "<group>"; };
        		G2 /* MusicKit */ = {isa = PBXGroup; children = (F2 /* Shortcuts.swift */, F3 /* Assets.xcassets */, ); path = MusicKit; sourceTree = "<group>"; };
        		G3 /* Products */ = {isa = PBXGroup; children = (F0 /* Music.app */, K0 /* MusicKit.framework */, ); name = Products; sourceTree = "<group>"; };
        		SA /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (A1 /* AppDelegate.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
        		FA /* Frameworks */ = {isa = PBXFrameworksBuildPhase; buildActionMask = 2147483647; files = (A2 /* MusicKit.framework in Frameworks */, ); runOnlyForDeploymentPostprocessing = 0; };
        		EA /* Embed Frameworks */ = {isa = PBXCopyFilesBuildPhase; buildActionMask = 2147483647; dstPath = ""; dstSubfolderSpec = 10; files = (A3 /* MusicKit.framework in Embed Frameworks */, ); name = "Embed Frameworks"; runOnlyForDeploymentPostprocessing = 0; };
        		RA /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (A6 /* Assets.xcassets in Resources */, ); runOnlyForDeploymentPostprocessing = 0; };
        		RK /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (A5 /* Assets.xcassets in Resources */, ); runOnlyForDeploymentPostprocessing = 0; };
        		SK /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (A4 /* Shortcuts.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
        		TA /* Music */ = {isa = PBXNativeTarget; buildConfigurationList = LA; buildPhases = (SA /* Sources */, FA /* Frameworks */, RA /* Resources */, EA /* Embed Frameworks */, ); dependencies = (D1 /* PBXTargetDependency */, ); name = Music; productName = Music; productReference = F0 /* Music.app */; productType = "com.apple.product-type.application"; };
        		TK /* MusicKit */ = {isa = PBXNativeTarget; buildConfigurationList = LK; buildPhases = (SK /* Sources */, RK /* Resources */, ); dependencies = (); name = MusicKit; productName = MusicKit; productReference = K0 /* MusicKit.framework */; productType = "com.apple.product-type.framework"; };
        		R /* Project object */ = {isa = PBXProject; buildConfigurationList = LP; mainGroup = G0; productRefGroup = G3 /* Products */; projectDirPath = ""; projectRoot = ""; targets = (TA /* Music */, TK /* MusicKit */, ); };
        		CA = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_CFBundleDisplayName = Music; IPHONEOS_DEPLOYMENT_TARGET = 16.0; PRODUCT_BUNDLE_IDENTIFIER = com.example.music; SDKROOT = iphoneos; }; name = Release; };
        		CK = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; }; name = Release; };
        		CP = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        		LA = {isa = XCConfigurationList; buildConfigurations = (CA, ); defaultConfigurationName = Release; };
        		LK = {isa = XCConfigurationList; buildConfigurations = (CK, ); defaultConfigurationName = Release; };
        		LP = {isa = XCConfigurationList; buildConfigurations = (CP, ); defaultConfigurationName = Release; };
        	};
        	rootObject = R /* Project object */;
        }
        """#

    private static let shortcuts = """
        import UIKit

        public enum Shortcuts {
            public static func install() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "com.example.music.shuffle", localizedTitle: "Shuffle All", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(type: .shuffle), userInfo: nil),
                    UIApplicationShortcutItem(type: "com.example.music.search", localizedTitle: "Search", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(templateImageName: "search-glyph"), userInfo: nil),
                ]
            }
        }

        """

    private func app(appCatalog: Bool) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        var tree: [String: ExampleFile] = [
            "Music/Music.xcodeproj/project.pbxproj": .text(Self.pbxproj),
            "Music/Music/AppDelegate.swift": .text(
                "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
            "Music/MusicKit/Shortcuts.swift": .text(Self.shortcuts),
        ]
        tree.merge(Fixtures.imageset("search-glyph", catalog: "Music/MusicKit/Assets.xcassets")) { $1 }
        if appCatalog { tree.merge(Fixtures.imageset("search-glyph", catalog: "Music/Music/Assets.xcassets")) { $1 } }
        try FileTree.write(tree, to: root)
        return root
    }

    func testActionsMadeInTheAppsFrameworkAreListedUnderTheAppAndJudged() throws {
        let root = try app(appCatalog: false)
        let result = try CLIRunner.run(["check", "Music"], in: root)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(
            result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                "2 quick actions (0 static, 2 dynamic):",
                // Each line at most 100 columns: what does not fit goes on a line of its own under its row.
                "  Music  dynamic  \"Shuffle All\"  type shuffle                   Music/MusicKit/Shortcuts.swift:6:13",
                "      not handled",
                "  Music  dynamic  \"Search\"       file search-glyph (not found)  Music/MusicKit/Shortcuts.swift:8:13",
                "      not handled",
                "  target Music: app delegate (no UIApplicationSceneManifest in its Info.plist and no SwiftUI App);",
                "      no handler iOS calls",
                "",
                "Music/Music/AppDelegate.swift:4:13: warning: target Music has quick actions and no scene life cycle (no UIApplicationSceneManifest "
                    + "in its Info.plist and no SwiftUI App): built with Xcode 27 it will not launch; adopt scenes, and handle quick actions in the "
                    + "scene delegate's scene(_:willConnectTo:options:) (connectionOptions.shortcutItem) and "
                    + "windowScene(_:performActionFor:completionHandler:) [scene-lifecycle-required]",
                "Music/MusicKit/Shortcuts.swift:6:45: warning: no code of target Music receives quick actions, so none of its 2 types does "
                    + "anything when chosen; handle them in application(_:performActionFor:completionHandler:) in the app delegate [type-unhandled]",
                "Music/MusicKit/Shortcuts.swift:9:45: error: UIApplicationShortcutItem.templateImageName is \"search-glyph\" but no image has that "
                    + "name; no asset catalog was found. The action would show no icon: add search-glyph.imageset to a catalog or fix the name "
                    + "[icon-file-unresolved]",
                "1 error, 2 warnings, 0 notes in 1 file",
                "",
            ])
    }

    /// The same icon in the app's own catalog: found there, judged, and nothing to say of it (the app's delegate
    /// handles no action yet).
    func testTheIconResolvesInTheAppsOwnCatalog() throws {
        let root = try app(appCatalog: true)
        let result = try CLIRunner.run(["check", "Music"], in: root)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        // The imageset's path shortened from its middle, so the columns fit 100; where it is declared goes under its
        // row.
        let icon = "file search-glyph → Music/…/Assets.xcassets/search-glyph.imageset"
        XCTAssertEqual(
            result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                "2 quick actions (0 static, 2 dynamic):",
                "  Music  dynamic  \"Shuffle All\"  type shuffle",
                "      Music/MusicKit/Shortcuts.swift:6:13  not handled",
                "  Music  dynamic  \"Search\"       \(icon)",
                "      Music/MusicKit/Shortcuts.swift:8:13  not handled",
                "  target Music: app delegate (no UIApplicationSceneManifest in its Info.plist and no SwiftUI App);",
                "      no handler iOS calls",
                "",
                "Music/Music/AppDelegate.swift:4:13: warning: target Music has quick actions and no scene life cycle (no UIApplicationSceneManifest "
                    + "in its Info.plist and no SwiftUI App): built with Xcode 27 it will not launch; adopt scenes, and handle quick actions in the "
                    + "scene delegate's scene(_:willConnectTo:options:) (connectionOptions.shortcutItem) and "
                    + "windowScene(_:performActionFor:completionHandler:) [scene-lifecycle-required]",
                "Music/MusicKit/Shortcuts.swift:6:45: warning: no code of target Music receives quick actions, so none of its 2 types does "
                    + "anything when chosen; handle them in application(_:performActionFor:completionHandler:) in the app delegate [type-unhandled]",
                "0 errors, 2 warnings, 0 notes in 5 files",
                "",
            ])
    }
}
