import Foundation
import QuickGlyphApple
import XCTest

/// The project.pbxproj files of Fixtures/xcodeproj (see each folder's README.md), read as
/// the app index reads them, and the rules of settings and paths on small inline projects.
final class XcodeProjectTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/xcodeproj").path

    private func project(_ folder: String, _ name: String) throws -> (XcodeProject, String) {
        let root = Self.fixtures + "/" + folder
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(root)/\(name)/project.pbxproj"))
        let project = try XcodeProject(pbxproj: data, projectPath: "\(root)/\(name)") {
            try? Data(contentsOf: URL(fileURLWithPath: $0))
        }
        return (project, root)
    }

    // MARK: Cove (synchronized-folders-generated-plists): Xcode 16 synchronized folders, generated Info.plists, an
    // xcconfig

    func testSynchronizedFoldersProjectTargetsAndGeneratedInfoPlists() throws {
        let (project, root) = try project("synchronized-folders-generated-plists", "Cove.xcodeproj")
        XCTAssertEqual(project.path, root + "/Cove.xcodeproj")
        XCTAssertEqual(project.projectFolder, root)
        XCTAssertEqual(
            project.targets.map(\.name),
            [
                "Cove", "CoveActionExtension", "CoveNotifications",
                "CoveShareExtension", "CoveWidgetsExtension",
            ])
        XCTAssertEqual(
            project.targets.map(\.productType),
            [.application, .appExtension, .appExtension, .appExtension, .appExtension])
        XCTAssertEqual(project.targets.map(\.platform), [.iOS, .iOS, .iOS, .iOS, .iOS])
        XCTAssertEqual(project.targets.filter(\.isIOSApplication).map(\.name), ["Cove"])

        let app = try XCTUnwrap(project.target(named: "Cove"))
        XCTAssertEqual(
            app.supportedPlatforms, ["iphoneos", "iphonesimulator", "xros", "xrsimulator"],
            "SDKROOT is auto; these name the platforms")
        XCTAssertEqual(
            app.dependencies,
            ["CoveNotifications", "CoveShareExtension", "CoveActionExtension", "CoveWidgetsExtension"])
        XCTAssertEqual(app.configurations.map(\.name), ["Debug", "Release"])
        XCTAssertEqual(app.defaultConfigurationName, "Release")
        let release = try XCTUnwrap(app.configuration(named: "Release"))
        XCTAssertEqual(release.infoPlistFile, root + "/Cove/Info.plist")
        XCTAssertTrue(release.generatesInfoPlist)
        XCTAssertEqual(release.infoPlistKeys["CFBundleDisplayName"], "Cove")
        XCTAssertEqual(release.deploymentTarget, "18.5")
        XCTAssertEqual(release.configurationFiles, [root + "/Cove-release.xcconfig"])
        XCTAssertEqual(
            release.expanded(release.settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? ""), "com.example.cove.Cove",
            "BUNDLE_ID_PREFIX comes from the release xcconfig")
        // The Debug xcconfig is not in the folder (each developer writes their own).
        let debug = try XCTUnwrap(app.configuration(named: "Debug"))
        XCTAssertEqual(debug.configurationFiles, [])
        XCTAssertEqual(debug.unreadConfigurationFiles, [root + "/Cove.xcconfig"])
        XCTAssertEqual(
            debug.expanded(debug.settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? ""), "$(BUNDLE_ID_PREFIX).Cove",
            "an unknown variable stays as written")
        let action = try XCTUnwrap(project.target(named: "CoveActionExtension"))
        XCTAssertEqual(action.defaultConfiguration?.infoPlistKeys["CFBundleDisplayName"], "Open in Cove")
    }

    func testSynchronizedFoldersAndTheirExceptions() throws {
        let (project, root) = try project("synchronized-folders-generated-plists", "Cove.xcodeproj")
        let app = try XCTUnwrap(project.target(named: "Cove"))
        XCTAssertEqual(app.sourceFiles, [], "every source is in a synchronized folder")
        XCTAssertEqual(app.resourceFiles, [root + "/AppIcon.icon"])
        XCTAssertEqual(
            app.synchronizedFolders,
            [
                XcodeSynchronizedFolder(path: root + "/CoveIntents", exceptions: ["ListChoice.swift"]),
                XcodeSynchronizedFolder(path: root + "/Cove", exceptions: ["Info.plist"]),
                XcodeSynchronizedFolder(path: root + "/AlternateIcons", exceptions: []),
            ])
        XCTAssertTrue(app.contains(root + "/Cove/Resources/Localization/Localizable.xcstrings"))
        XCTAssertTrue(app.contains(root + "/Cove/./App/Main/CoveApp.swift"), "paths are normalized")
        XCTAssertFalse(app.contains(root + "/Cove/Info.plist"), "excepted for the app")
        XCTAssertFalse(app.contains(root + "/CoveIntents/ListChoice.swift"))
        XCTAssertTrue(app.contains(root + "/CoveIntents/AccountChoice.swift"))
        XCTAssertFalse(app.contains(root + "/CoveShareExtension/ShareViewController.swift"))
        XCTAssertFalse(app.contains(root + "/CoveX/file.swift"), "a common prefix is not a common folder")

        // The notification extension lists no folder: its exception sets add files of folders it does not list.
        let notifications = try XCTUnwrap(project.target(named: "CoveNotifications"))
        XCTAssertEqual(notifications.synchronizedFolders, [])
        XCTAssertEqual(
            notifications.synchronizedMemberFiles,
            [
                root + "/Cove/Embeds/chime.caf", root + "/Cove/Embeds/chime.wav",
                root + "/Cove/Resources/Localization/Localizable.xcstrings",
                root + "/CoveNotifications/NotificationService.swift",
                root + "/CoveNotifications/NotificationServiceSupport.swift",
            ])
        XCTAssertTrue(notifications.contains(root + "/Cove/Embeds/chime.caf"))
        XCTAssertFalse(notifications.contains(root + "/Cove/Embeds/other.caf"))
        XCTAssertFalse(notifications.contains(root + "/CoveNotifications/Info.plist"))

        let widgets = try XCTUnwrap(project.target(named: "CoveWidgetsExtension"))
        XCTAssertEqual(
            widgets.synchronizedFolders,
            [XcodeSynchronizedFolder(path: root + "/CoveWidgets", exceptions: ["Info.plist"])])
        XCTAssertTrue(
            widgets.contains(root + "/CoveIntents/ListChoice.swift"), "excepted for the app, shared with the widgets")
        XCTAssertFalse(widgets.contains(root + "/CoveIntents/AppIntents.swift"))
        XCTAssertTrue(widgets.contains(root + "/CoveWidgets/Widgets.swift"))
    }

    // MARK: Lumen (watch-app-variant-groups): a watch app that is an `application`, variant groups, SOURCE_ROOT and
    // `..` paths

    func testWatchAppIsAnApplicationForWatchOS() throws {
        let (project, root) = try project("watch-app-variant-groups", "Lumen.xcodeproj")
        XCTAssertEqual(
            project.targets.map(\.name),
            [
                "Lumen", "LumenTests", "LumenUITests", "LumenWatch", "LumenIntents",
                "NotificationService",
            ])
        XCTAssertEqual(
            project.targets.map(\.productType),
            [.application, .unitTests, .uiTests, .application, .appExtension, .appExtension])
        XCTAssertEqual(project.targets.map(\.platform), [.iOS, .iOS, .iOS, .watchOS, .iOS, .iOS])
        XCTAssertEqual(project.targets.filter(\.isIOSApplication).map(\.name), ["Lumen"])
        let watch = try XCTUnwrap(project.target(named: "LumenWatch"))
        XCTAssertEqual(watch.productTypeIdentifier, "com.apple.product-type.application")
        XCTAssertEqual(watch.defaultConfiguration?.infoPlistFile, root + "/LumenWatch/Info.plist")

        let app = try XCTUnwrap(project.target(named: "Lumen"))
        XCTAssertEqual(app.dependencies, ["LumenWatch", "LumenIntents", "NotificationService"])
        let release = try XCTUnwrap(app.configuration(named: "Release"))
        XCTAssertEqual(release.infoPlistFile, root + "/Lumen/Lumen-Info.plist")
        XCTAssertFalse(release.generatesInfoPlist)
        XCTAssertEqual(release.infoPlistKeys, ["CFBundleDisplayName": "Lumen"])
        XCTAssertEqual(release.deploymentTarget, "16.0")
        XCTAssertEqual(release.expanded(release.settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? ""), "org.example.lumen")
        let service = try XCTUnwrap(project.target(named: "NotificationService"))
        XCTAssertTrue(service.defaultConfiguration?.generatesInfoPlist ?? false)
        XCTAssertEqual(service.defaultConfiguration?.infoPlistFile, root + "/NotificationService/Info.plist")
    }

    func testResourcesExpandVariantGroupsAndResolveGroupPaths() throws {
        let (project, root) = try project("watch-app-variant-groups", "Lumen.xcodeproj")
        let app = try XCTUnwrap(project.target(named: "Lumen"))
        let languages = ["de", "en", "es", "fi", "fr", "it", "nb", "nl", "ru"]
        XCTAssertEqual(
            app.resourceFiles.filter { $0.hasSuffix("/Localizable.strings") },
            languages.map { "\(root)/Lumen/Resources/\($0).lproj/Localizable.strings" })
        XCTAssertEqual(
            app.resourceFiles.filter { $0.hasSuffix("/InfoPlist.strings") },
            languages.map { "\(root)/Lumen/Resources/\($0).lproj/InfoPlist.strings" })
        XCTAssertTrue(app.resourceFiles.contains(root + "/Lumen/Images.xcassets"), "an asset catalog is one path")
        XCTAssertTrue(
            app.resourceFiles.contains(root + "/MainLaunchScreen.xib"), "`../MainLaunchScreen.xib` of the Lumen group")
        XCTAssertTrue(app.resourceFiles.contains(root + "/Lumen/Analytics-Info.plist"), "SOURCE_ROOT-relative")
        XCTAssertEqual(app.sourceFiles.count, 52)
        XCTAssertTrue(app.sourceFiles.contains(root + "/Lumen/AppDelegate.swift"))
        XCTAssertFalse(
            (app.sourceFiles + app.resourceFiles).contains {
                $0.contains("..") || $0.contains("//") || $0.hasSuffix(".framework")
            })
        XCTAssertTrue(
            app.contains(root + "/Lumen/Images.xcassets/AppIcon.appiconset/Contents.json"), "inside a listed catalog")
        XCTAssertFalse(app.contains(root + "/LumenWatch/Assets.xcassets"))

        let watch = try XCTUnwrap(project.target(named: "LumenWatch"))
        XCTAssertTrue(watch.resourceFiles.contains(root + "/LumenWatch/nb.lproj/Interface.strings"))
        XCTAssertTrue(watch.resourceFiles.contains(root + "/LumenWatch/Base.lproj/Interface.storyboard"))
        let uiTests = try XCTUnwrap(project.target(named: "LumenUITests"))
        XCTAssertEqual(
            uiTests.sourceFiles, [root + "/LumenUITests/LumenUITests.swift", root + "/fastlane/SnapshotHelper.swift"])
        XCTAssertEqual(uiTests.dependencies, ["Lumen"])
    }

    func testWorkspaceNamesItsProjectNotThePackage() throws {
        let workspace = Self.fixtures + "/watch-app-variant-groups/Lumen.xcworkspace"
        let data = try Data(contentsOf: URL(fileURLWithPath: workspace + "/contents.xcworkspacedata"))
        let read = try XcodeWorkspace(contents: data, workspacePath: workspace)
        XCTAssertEqual(
            read.projectPaths, [Self.fixtures + "/watch-app-variant-groups/Lumen.xcodeproj"],
            "LumenCore is a Swift package")
    }

    // MARK: Airwave (xcconfig-includes-and-pods): xcconfig files with #include, `$VAR`, CocoaPods' missing xcconfig, a
    // watch app

    func testSettingsComeThroughIncludedXcconfigs() throws {
        let (project, root) = try project("xcconfig-includes-and-pods", "Airwave.xcodeproj")
        XCTAssertEqual(
            project.targets.map(\.name),
            [
                "Airwave", "NotificationExtension", "NotificationContent", "Airwave Watch App", "AirwaveIntents",
                "AirwaveIntentsUI",
                "WidgetExtension", "Screenshot Automation", "Screenshot Automation Watch", "AirwaveTests",
                "Share Extension",
            ])
        XCTAssertEqual(project.targets.filter(\.isIOSApplication).map(\.name), ["Airwave"])
        let watch = try XCTUnwrap(project.target(named: "Airwave Watch App"))
        XCTAssertEqual(watch.productType, .application)
        XCTAssertEqual(watch.platform, .watchOS)
        XCTAssertEqual(
            watch.defaultConfiguration?.infoPlistFile, root + "/Airwave Watch App/Info.plist", "a path with spaces")
        XCTAssertNil(watch.defaultConfiguration?.deploymentTarget, "a watch app has no iOS deployment target")

        let app = try XCTUnwrap(project.target(named: "Airwave"))
        XCTAssertEqual(app.configurations.map(\.name), ["Debug", "Staging", "Prototype", "Release"])
        XCTAssertEqual(
            app.dependencies,
            [
                "PreBuildActions", "NotificationExtension", "NotificationContent", "Airwave Watch App",
                "AirwaveIntentsUI", "AirwaveIntents", "WidgetExtension", "Share Extension",
            ],
            "NotificationExtension is listed twice in the project, named once here")
        let prototype = try XCTUnwrap(app.configuration(named: "Prototype"))
        XCTAssertEqual(
            prototype.configurationFiles,
            [
                root + "/config/Airwave.prototype.xcconfig", root + "/config/Airwave.base.xcconfig",
                root + "/config/Version.xcconfig",
            ])
        XCTAssertEqual(
            prototype.unreadConfigurationFiles,
            [root + "/Pods/Target Support Files/Pods-Airwave/Pods-Airwave.prototype.xcconfig"])
        XCTAssertEqual(
            prototype.expanded(prototype.settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? ""), "com.example.airwave.prototype")
        XCTAssertEqual(prototype.expanded("$(MARKETING_VERSION) ($(CURRENT_PROJECT_VERSION))"), "3.2 (3.2.0.1)")
        XCTAssertEqual(prototype.infoPlistFile, root + "/airwave/airwave-Info.plist")
        XCTAssertEqual(prototype.deploymentTarget, "15.0")
        let release = try XCTUnwrap(app.configuration(named: "Release"))
        XCTAssertEqual(
            release.expanded(release.settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? ""), "com.example.airwave",
            "`$PRODUCT_BUNDLE_IDENTIFIER_ROOT`, without brackets")
        let widgets = try XCTUnwrap(project.target(named: "WidgetExtension"))
        let widgetRelease = try XCTUnwrap(widgets.configuration(named: "Release"))
        XCTAssertEqual(
            widgetRelease.expanded(widgetRelease.settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? ""),
            "com.example.airwave.WidgetExtension")
    }

    func testWorkspaceListsBothProjects() throws {
        let folder = Self.fixtures + "/xcconfig-includes-and-pods"
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/Airwave.xcworkspace/contents.xcworkspacedata"))
        let workspace = try XcodeWorkspace(contents: data, workspacePath: folder + "/Airwave.xcworkspace/")
        XCTAssertEqual(workspace.path, folder + "/Airwave.xcworkspace")
        XCTAssertEqual(workspace.projectPaths, [folder + "/Airwave.xcodeproj", folder + "/Pods/Pods.xcodeproj"])
    }
}
