import Foundation
import QuickGlyphApple
import XCTest

/// The code a target links, read from a small project written here: frameworks and
/// libraries (by dependency, Frameworks phase or Embed Frameworks), local Swift
/// packages (by `XCLocalSwiftPackageReference`, or by folder), followed through linked
/// targets; an app extension, a watch app, a test bundle and a remote package are not
/// the app's code, and a cycle ends.
final class XcodeProjectLinkTests: XCTestCase {
    /// App links Kit (Frameworks phase and Embed Frameworks), depends on Share (an
    /// extension, embedded too) and on Watch; Kit links Core, a static library that
    /// depends back on Kit (a cycle); Share depends on Kit through a proxy alone; the test
    /// bundle depends on App. App uses three local products and a remote one.
    private static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1; classes = {}; objectVersion = 77;
            objects = {
                P = {isa = PBXProject; buildConfigurationList = CL; mainGroup = G; targets = (APP, KIT, CORE, SHARE, WATCH, TESTS);
                     packageReferences = (LOCAL, REMOTE, NET);};
                G = {isa = PBXGroup; children = (SRC, FOLDERPKG, WRAPPED, BLUE, TEXT); sourceTree = "<group>";};
                SRC = {isa = PBXFileReference; path = App/AppDelegate.swift; sourceTree = "<group>";};
                FOLDERPKG = {isa = PBXFileReference; lastKnownFileType = folder; name = Legacy; path = Packages/Legacy; sourceTree = "<group>";};
                WRAPPED = {isa = PBXFileReference; lastKnownFileType = wrapper; path = ../Shared; sourceTree = "<group>";};
                BLUE = {isa = PBXFileReference; lastKnownFileType = folder; path = Sounds; sourceTree = SOURCE_ROOT;};
                TEXT = {isa = PBXFileReference; lastKnownFileType = text; path = README.md; sourceTree = "<group>";};
                CL = {isa = XCConfigurationList; buildConfigurations = (C); defaultConfigurationName = Release;};
                C = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release;};

                APP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; productReference = APPPRODUCT;
                       buildPhases = (APPFW, APPEMBED); dependencies = (D1, D2, D3);
                       packageProductDependencies = (UIKITPLUS, LEGACY, REMOTELIB, LINT);};
                APPPRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR;};
                APPFW = {isa = PBXFrameworksBuildPhase; files = (B1, B2);};
                B1 = {isa = PBXBuildFile; fileRef = KITPRODUCT;};
                B2 = {isa = PBXBuildFile; productRef = UIKITPLUS;};
                APPEMBED = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 10; name = "Embed Frameworks"; files = (B3, B4);};
                B3 = {isa = PBXBuildFile; fileRef = KITPRODUCT;};
                B4 = {isa = PBXBuildFile; fileRef = SHAREPRODUCT;};
                D1 = {isa = PBXTargetDependency; target = SHARE; targetProxy = X1;};
                D2 = {isa = PBXTargetDependency; target = KIT;};
                D3 = {isa = PBXTargetDependency; target = WATCH;};
                X1 = {isa = PBXContainerItemProxy; containerPortal = P; proxyType = 1; remoteGlobalIDString = SHARE; remoteInfo = Share;};

                KIT = {isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; productReference = KITPRODUCT;
                       buildPhases = (KITFW); dependencies = (); packageProductDependencies = (NETWORKING);};
                KITPRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR;};
                KITFW = {isa = PBXFrameworksBuildPhase; files = (B5);};
                B5 = {isa = PBXBuildFile; fileRef = COREPRODUCT;};

                CORE = {isa = PBXNativeTarget; name = Core; productType = "com.apple.product-type.library.static"; productReference = COREPRODUCT;
                        buildPhases = (); dependencies = (D4);};
                COREPRODUCT = {isa = PBXFileReference; explicitFileType = archive.ar; path = libCore.a; sourceTree = BUILT_PRODUCTS_DIR;};
                D4 = {isa = PBXTargetDependency; target = KIT;};

                SHARE = {isa = PBXNativeTarget; name = Share; productType = "com.apple.product-type.app-extension"; productReference = SHAREPRODUCT;
                         buildPhases = (); dependencies = (D5);};
                SHAREPRODUCT = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Share.appex; sourceTree = BUILT_PRODUCTS_DIR;};
                D5 = {isa = PBXTargetDependency; targetProxy = X2;};
                X2 = {isa = PBXContainerItemProxy; containerPortal = P; proxyType = 1; remoteGlobalIDString = KIT; remoteInfo = Kit;};

                WATCH = {isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application.watchapp2"; buildPhases = ();};
                TESTS = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = ();
                         dependencies = (D6);};
                D6 = {isa = PBXTargetDependency; target = APP;};

                UIKITPLUS = {isa = XCSwiftPackageProductDependency; package = LOCAL; productName = UIKitPlus;};
                LEGACY = {isa = XCSwiftPackageProductDependency; productName = Legacy;};
                REMOTELIB = {isa = XCSwiftPackageProductDependency; package = REMOTE; productName = Alamofire;};
                LINT = {isa = XCSwiftPackageProductDependency; package = LOCAL; productName = "plugin:Lint";};
                NETWORKING = {isa = XCSwiftPackageProductDependency; package = NET; productName = Networking;};
                LOCAL = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/UIKitPlus;};
                NET = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Networking;};
                REMOTE = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/Alamofire/Alamofire";
                          requirement = {kind = upToNextMajorVersion; minimumVersion = 5.0.0;};};
            };
            rootObject = P;
        }
        """

    private func project() throws -> XcodeProject {
        try XcodeProject(pbxproj: Data(Self.pbxproj.utf8), projectPath: "/w/App/App.xcodeproj") { _ in nil }
    }

    func testAnAppLinksItsFrameworkAndWhatTheFrameworkLinksButNotItsExtensionOrWatchApp() throws {
        let project = try project()
        let app = try XCTUnwrap(project.target(named: "App"))
        XCTAssertEqual(app.dependencies, ["Share", "Kit", "Watch"], "what it depends on or embeds is unchanged")
        XCTAssertEqual(
            app.linkedTargets, ["Kit", "Core"], "Kit directly (dependency, Frameworks, Embed), Core through Kit")
        XCTAssertEqual(
            try XCTUnwrap(project.target(named: "AppTests")).linkedTargets, [], "an app is no linked code of its tests")
        XCTAssertEqual(try XCTUnwrap(project.target(named: "Watch")).linkedTargets, [])
    }

    func testAnExtensionLinksTheFrameworkItDependsOnThroughAProxy() throws {
        let share = try XCTUnwrap(try project().target(named: "Share"))
        XCTAssertEqual(share.linkedTargets, ["Kit", "Core"])
        XCTAssertEqual(
            share.linkedPackageProducts,
            [XcodePackageProduct(name: "Networking", packagePath: "/w/App/Packages/Networking")])
    }

    func testACycleBetweenTwoLibrariesEndsAndNeverListsTheTargetItself() throws {
        let project = try project()
        XCTAssertEqual(try XCTUnwrap(project.target(named: "Kit")).linkedTargets, ["Core"])
        XCTAssertEqual(try XCTUnwrap(project.target(named: "Core")).linkedTargets, ["Kit"])
        XCTAssertEqual(
            try XCTUnwrap(project.target(named: "Core")).linkedPackageProducts,
            [XcodePackageProduct(name: "Networking", packagePath: "/w/App/Packages/Networking")],
            "Kit's package, through the cycle")
    }

    /// A local package's product carries its folder (`relativePath` against the project's
    /// folder); one added as a folder names none; remote packages and build plugins are not app code.
    func testLocalPackageProductsOfTheAppAndOfItsFrameworks() throws {
        let app = try XCTUnwrap(try project().target(named: "App"))
        XCTAssertEqual(
            app.linkedPackageProducts,
            [
                XcodePackageProduct(name: "UIKitPlus", packagePath: "/w/Packages/UIKitPlus"),
                XcodePackageProduct(name: "Legacy", packagePath: nil),
                XcodePackageProduct(name: "Networking", packagePath: "/w/App/Packages/Networking"),
            ])
    }

    func testFolderReferencesAreTheCandidatesForAPackageAddedAsAFolder() throws {
        XCTAssertEqual(try project().folderReferences, ["/w/App/Packages/Legacy", "/w/App/Sounds", "/w/Shared"])
    }

    /// Cove (Fixtures/xcodeproj/synchronized-folders-generated-plists): thirteen local packages added as folders
    /// (`wrapper`, Xcode before 15), whose products name no package, beside four remote ones.
    func testLocalPackagesAddedAsFolders() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/xcodeproj/synchronized-folders-generated-plists").path
        let data = try Data(contentsOf: URL(fileURLWithPath: root + "/Cove.xcodeproj/project.pbxproj"))
        let project = try XcodeProject(pbxproj: data, projectPath: root + "/Cove.xcodeproj") { _ in nil }
        let app = try XCTUnwrap(project.target(named: "Cove"))
        XCTAssertEqual(app.linkedTargets, [], "its four dependencies are extensions")
        XCTAssertEqual(
            app.linkedPackageProducts.map(\.name),
            [
                "Network", "Feed", "Accounts", "Models", "Inbox", "Settings", "Discover",
                "Lists", "Compose", "Profiles", "Search",
            ],
            "SecureStore, SymbolCatalog, FeedbackBoard and PaywallKit are remote")
        XCTAssertEqual(app.linkedPackageProducts.compactMap(\.packagePath), [])
        XCTAssertEqual(
            project.folderReferences,
            [
                "Accounts", "Compose", "Discover", "Feed", "Inbox", "Lists", "Media", "Models",
                "Network", "Profiles", "Search", "Settings", "Theme",
            ].map { root + "/Packages/" + $0 })
    }
}
