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
        ("thirty-targets-synchronized-folders", "Harbor.xcodeproj/project.pbxproj", thirtyTargetsSynchronizedFolders),
    ]

    /// An app target building two kept catalogs and four that the fixture leaves out (no imageset of them is a
    /// quick-action icon), compiling the one source that makes the items; a today extension without catalogs.
    static let helperMadeItemsTwoCatalogs = ProjectFixture(targets: [
        .init(
            name: "Relay", infoPlist: "Relay/Info.plist",
            resources: [
                "Relay/Wallet/WalletArt.xcassets", "Relay/Wallet/Coins.xcassets", "Relay/Common.xcassets",
                "Relay/Onboarding/Welcome.xcassets", "Relay/Browser/Browser.xcassets", "Relay/AppIcons.xcassets",
            ],
            sources: ["Relay/Shortcuts.swift"], deploymentTarget: "11.0"),
        .init(
            name: "RelayWidget", productType: "com.apple.product-type.app-extension",
            infoPlist: "RelayWidget/Info.plist",
            deploymentTarget: "12.1"),
    ])

    /// A live and a staging build of one app compiling the same sources, each with a share extension; all four
    /// build the one catalog; Info.plists written from `$(PROJECT_DIR)`.
    static let subclassInitializerEnumIcons: ProjectFixture = {
        let catalog = "Sources/Shared/Assets/Assets.xcassets"
        let sources = [
            "Sources/Snap/Config/QuickAction.swift", "Sources/Shared/Localization/Strings.swift",
            "Sources/Shared/Localization/Localization.swift",
        ]
        func app(_ name: String, _ plist: String) -> ProjectFixture.Target {
            .init(
                name: name, infoPlist: plist, resources: [catalog], sources: sources, deploymentTarget: "11.0",
                infoPlistRoot: "PROJECT_DIR")
        }
        func share(_ name: String, _ plist: String) -> ProjectFixture.Target {
            .init(
                name: name, productType: "com.apple.product-type.app-extension", infoPlist: plist, resources: [catalog],
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
        func target(
            _ name: String, _ type: String, _ plist: String, resources: [String] = [], root: String? = nil,
            settings: [(key: String, value: String)] = []
        ) -> ProjectFixture.Target {
            .init(
                name: name, productType: "com.apple.product-type." + type, sdk: nil, infoPlist: plist,
                resources: resources,
                deploymentTarget: nil, infoPlistRoot: root, settings: settings)
        }
        var project = ProjectFixture(targets: [
            target(
                "Veil", "application", "Veil/Info.plist", resources: ["Veil/Assets.xcassets", "Veil/Colors.xcassets"],
                root: "SRCROOT"),
            target("VeilTests", "bundle.unit-test", "VeilTests/Info.plist"),
            target("VeilUITests", "bundle.ui-testing", "VeilUITests/Info.plist"),
            target("ikev2-provider", "app-extension", "ikev2-provider/Info.plist"),
            target("wg-provider", "app-extension", "wg-provider/Info.plist"),
            target(
                "VeilWidgetExtension", "app-extension", "VeilWidget/Info.plist",
                resources: ["Veil/Assets.xcassets", "VeilWidget/Assets.xcassets"],
                settings: [("GENERATE_INFOPLIST_FILE", "YES")]),
        ])
        project.projectSettings = [("IPHONEOS_DEPLOYMENT_TARGET", "15.0"), ("SDKROOT", "iphoneos")]
        project.legacyTargets = ["GoBridge"]
        return project
    }()

    /// The six brands of `thirty-targets-synchronized-folders`: target name, folder name, colour set.
    static let harborBrands = [
        ("Harbor", "Harbor", "Private"), ("Harbor Work", "HarborWork", "Work"),
        ("Harbor Local", "HarborLocal", "Local"), ("Custom Local", "CustomLocal", "CustomLocal"),
        ("Harbor Green", "HarborGreen", "Private"), ("Harbor Blue", "HarborBlue", "Work"),
    ]

    /// 30 targets (6 brand apps, 6 notification and 6 share extensions, a framework, 11 test bundles) whose sources
    /// and catalogs come from Xcode 16 synchronized folders: the apps list `Harbor` and `SharedResources` and take
    /// other brands' files out; extensions, the framework and screenshot bundles do not list `SharedResources` and
    /// add catalogs from it. Deployment target only in xcconfigs (the project's and each target's).
    static let thirtyTargetsSynchronizedFolders: ProjectFixture = {
        let brands = harborBrands
        let colourSets = ["Private", "Work", "Local", "CustomLocal"]
        func target(
            _ name: String, _ type: String, _ plist: String?, base: String? = nil,
            settings: [(key: String, value: String)] = []
        ) -> ProjectFixture.Target {
            .init(
                name: name, productType: "com.apple.product-type." + type, sdk: nil, infoPlist: plist,
                deploymentTarget: nil,
                packages: [], infoPlistRoot: nil, settings: settings, baseConfiguration: base)
        }
        var targets: [ProjectFixture.Target] = []
        for (name, folder, _) in brands {
            var app = target(
                name, "application", "Harbor/SupportingFiles/\(folder)/\(folder)-Info.plist",
                base: "Configurations/\(folder)/\(folder)AppConfig.xcconfig")
            app.packages = [(nil, "ChatCore"), (nil, "CallBridge")]
            targets.append(app)
        }
        for (name, folder, _) in brands {
            targets.append(
                target(
                    name + " Notifications", "app-extension",
                    "HarborNotificationExtension/SupportingFiles/\(folder)/\(folder)NotificationExtension-Info.plist",
                    base: "Configurations/\(folder)/\(folder)NotificationExtensionConfig.xcconfig"))
        }
        for (name, folder, _) in brands {
            targets.append(
                target(
                    name + " Share", "app-extension",
                    "HarborShareExtension/SupportingFiles/\(folder)/\(folder)ShareExtension-Info.plist",
                    base: "Configurations/\(folder)/\(folder)ShareExtensionConfig.xcconfig"))
        }
        var kit = target(
            "HarborKit", "framework", "HarborKit/SupportingFiles/Info.plist",
            base: "Configurations/HarborKit/HarborKit.xcconfig")
        kit.synchronized = [("HarborKit", ["SupportingFiles/Info.plist"])]
        targets.append(kit)
        for (index, brand) in brands.enumerated() {
            targets.append(
                index < 3
                    ? target(brand.0 + " Tests", "bundle.unit-test", "HarborTests/SupportingFiles/Info.plist")
                    : target(
                        brand.0 + " Tests", "bundle.unit-test", nil, settings: [("GENERATE_INFOPLIST_FILE", "YES")]))
        }
        targets.append(target("HarborKitTests", "bundle.unit-test", "HarborKitTests/SupportingFiles/Info.plist"))
        targets.append(
            target("HarborUITests", "bundle.ui-testing", nil, settings: [("GENERATE_INFOPLIST_FILE", "YES")]))
        let screenshots = [
            ("Screenshots", "Screenshots/Info.plist", 0),
            ("Screenshots Work", "Screenshots/ScreenshotsWork-Info.plist", 1),
            ("Screenshots Local", "Screenshots/ScreenshotsLocal-Info.plist", 2),
        ]
        for (name, plist, _) in screenshots { targets.append(target(name, "bundle.ui-testing", plist)) }

        let plists = brands.map { "SupportingFiles/\($0.1)/\($0.1)-Info.plist" }
        var resourceExceptions: [(target: String, paths: [String])] = []
        for (name, folder, colours) in brands {
            resourceExceptions.append(
                (
                    name,
                    brands.filter { $0.1 != folder }.map { "AppIcons/\($0.1).xcassets" }
                        + colourSets.filter { $0 != colours }.map { "Colors/BrandColors\($0).xcassets" }
                        + brands.filter { $0.1 != folder }.map { "Images/\($0.0) Symbols.xcassets" }
                ))
        }
        for (name, _, colours) in brands {
            resourceExceptions.append(
                (
                    name + " Notifications",
                    ["Colors/BrandColors\(colours).xcassets"]
                        + (colours == "CustomLocal" ? [] : ["Images/Common Symbols.xcassets"])
                ))
        }
        for (name, folder, colours) in brands {
            resourceExceptions.append(
                (
                    name + " Share",
                    [
                        "AppIcons/\(folder).xcassets", "Colors/SharedColors.xcassets",
                        "Colors/BrandColors\(colours).xcassets",
                    ]
                ))
        }
        resourceExceptions.append(
            ("HarborKit", ["Colors/SharedColors.xcassets"] + colourSets.map { "Colors/BrandColors\($0).xcassets" }))
        for (name, _, brand) in screenshots {
            resourceExceptions.append(
                (name, ["AppIcons/\(brands[brand].1).xcassets", "Colors/BrandColors\(brands[brand].2).xcassets"]))
        }
        var project = ProjectFixture(targets: targets)
        project.sharedFolders = [
            .init(folder: "Harbor", members: brands.map(\.0), exceptions: brands.map { ($0.0, plists) }),
            .init(folder: "SharedResources", members: brands.map(\.0), exceptions: resourceExceptions),
        ]
        project.projectSettings = [("SDKROOT", "iphoneos")]
        project.baseConfiguration = "Configurations/Base/BaseConfig.xcconfig"
        return project
    }()
}

final class SyntheticAppProjectTests: XCTestCase {
    func testEachCommittedProjectIsItsBuildersOutput() {
        for (app, path, project) in SyntheticAppProjects.all {
            GoldenFile(url: RealApp.appsFolder.appendingPathComponent(app).appendingPathComponent(path)).assertMatches(
                project.text)
        }
    }
}
