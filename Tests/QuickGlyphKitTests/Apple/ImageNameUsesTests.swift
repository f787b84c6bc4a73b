import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// Where else an app uses an image a quick action shows: literals, generated accessors, storyboards
/// and xibs, each at its line and column; the quick action's own icon left out by its position.
final class ImageNameUsesTests: XCTestCase {
    private func uses(of name: String, _ path: String, _ text: String, icons: [SourcePosition] = []) -> [String] {
        ImageNameUses(name: name).locations(inFile: path, bytes: Array(text.utf8), excludingIconsAt: icons).map(
            \.description)
    }

    func testSwiftLiteralsAndTheQuickActionsOwnIcon() {
        let text = #"""
            import UIKit

            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    // The "compose" tab reuses the quick action's glyph: UIImage(named: "compose")
                    compose.tabBarItem = UITabBarItem(title: "Compose", image: UIImage(named: "compose"), tag: 1)
                    large.tabBarItem.image = UIImage(named: "compose-large")
                    /* UIImage(named: "compose") */
                    let raw = UIImage(named: #"compose"#)
                    let built = UIImage(named: "compose\(suffix)")
                    let banner = """
                    compose
                    """
                }
            }

            extension AppDelegate {
                func installShortcuts() {
                    let icon = UIApplicationShortcutIcon(templateImageName: "compose")
                    UIApplication.shared.shortcutItems = [
                        UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose", localizedSubtitle: nil, icon: icon, userInfo: nil),
                    ]
                }
            }
            """#
        // The icon's position as the finder reports it.
        let action = SwiftQuickActionFinder.quickActions(
            in: TokenizedSource(text, language: .swift), path: "App/MainTabBarController.swift")
        XCTAssertEqual(
            action.first?.iconDeclaredAt, SourceLocation(path: "App/MainTabBarController.swift", line: 20, column: 20))
        XCTAssertEqual(
            uses(of: "compose", "App/MainTabBarController.swift", text),
            [
                "App/MainTabBarController.swift:7:83", "App/MainTabBarController.swift:10:34",
                "App/MainTabBarController.swift:12:22",
                "App/MainTabBarController.swift:20:65", "App/MainTabBarController.swift:22:45",
            ],
            "the tab's image, the raw and multi-line literals, the icon's name, and the action's type (a literal too)")
        XCTAssertEqual(
            uses(of: "compose", "App/MainTabBarController.swift", text, icons: [SourcePosition(line: 20, column: 20)]),
            [
                "App/MainTabBarController.swift:7:83", "App/MainTabBarController.swift:10:34",
                "App/MainTabBarController.swift:12:22",
                "App/MainTabBarController.swift:22:45",
            ], "the literal inside the icon made at the action's position is the action's own")
        XCTAssertEqual(
            uses(of: "compose-large", "App/MainTabBarController.swift", text), ["App/MainTabBarController.swift:8:49"])
    }

    func testAHelpersLiteralArgumentIsExcludedAtItsPosition() {
        let text = """
            func shortcut(_ type: String, _ title: String, icon: String) -> UIApplicationShortcutItem {
                UIApplicationShortcutItem(type: type, localizedTitle: title, localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: icon), userInfo: nil)
            }
            let items = [shortcut("scan", "Scan", icon: "scan"), shortcut("search", "Search", icon: "search")]
            let tab = UIImage(named: "scan")
            """
        let actions = SwiftQuickActionFinder.quickActions(
            in: TokenizedSource(text, language: .swift), path: "Shortcuts.swift")
        XCTAssertEqual(
            actions.map(\.iconDeclaredAt),
            [
                SourceLocation(path: "Shortcuts.swift", line: 5, column: 45),
                SourceLocation(path: "Shortcuts.swift", line: 5, column: 89),
            ])
        // Left: the action's type (a literal equal to the name counts, whatever it is for) and the tab's image.
        XCTAssertEqual(
            uses(of: "scan", "Shortcuts.swift", text, icons: actions.compactMap(\.iconDeclaredAt?.position)),
            ["Shortcuts.swift:5:23", "Shortcuts.swift:6:26"])
    }

    func testXcodeAssetSymbolsAndR_swift() {
        let text = """
            import SwiftUI

            struct SettingsTab: View {
                var body: some View {
                    Label { Text("Settings") } icon: { Image(.settingsIcon) }
                        .tabItem { Image(.settingsIcon.withTint) }
                }
            }

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    tabBarItem = UITabBarItem(title: "Settings", image: UIImage(resource: .settingsIcon), selectedImage: .settingsIcon)
                    let resource = DeveloperToolsSupport.ImageResource.settingsIcon
                    let legacy = R.image.settingsIcon()
                    let named = R.image.settingsIcon.name
                    switch section {
                    case .settingsIcon: break
                    default: if section == .settingsIcon { break }
                    }
                    let other = item.settingsIcon
                    let call = .settingsIcon(size: 2)
                    let notThis = R.image.settingsIconLarge()
                }
            }
            """
        XCTAssertEqual(
            uses(of: "settings-icon", "App/Settings.swift", text),
            [
                "App/Settings.swift:5:50", "App/Settings.swift:6:30", "App/Settings.swift:12:79",
                "App/Settings.swift:12:110",
                "App/Settings.swift:13:46", "App/Settings.swift:14:22", "App/Settings.swift:15:21",
            ])
        // R.swift in a namespace folder (R.swift names `QR` `qR`); the same name outside it is another image.
        XCTAssertEqual(
            uses(of: "General/QR", "Scan.swift", "let qr = R.image.general.qR()\nlet code = R.image.qR()\n"),
            ["Scan.swift:1:10"])
    }

    func testObjectiveC() {
        let text = """
            #import "TabBarController.h"
            #define kScanTabIcon @"scan"

            @implementation TabBarController

            - (void)viewDidLoad {
                [super viewDidLoad];
                // [UIImage imageNamed:@"scan"] once lived here.
                self.scan.tabBarItem.image = [UIImage imageNamed:kScanTabIcon];
                self.scan.tabBarItem.selectedImage = [UIImage imageNamed:@"scan"];
                self.search.tabBarItem.image = [UIImage imageNamed:@"scan-large"];
                UIImage *generated = [UIImage imageNamed:ACImageNameScan];
                UIApplicationShortcutIcon *icon = [UIApplicationShortcutIcon iconWithTemplateImageName:@"scan"];
            }

            @end
            """
        XCTAssertEqual(
            uses(of: "scan", "App/TabBarController.m", text, icons: [SourcePosition(line: 13, column: 39)]),
            [
                "App/TabBarController.m:2:22", "App/TabBarController.m:10:62", "App/TabBarController.m:12:46",
            ])
        XCTAssertEqual(
            uses(of: "scan", "App/TabBarController.h", text).count, 4,
            "a header is Objective-C too; the icon is not excluded")
    }

    func testAStoryboard() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tab-Bar">
                <scenes>
                    <scene sceneID="scan-scene">
                        <objects>
                            <navigationController id="Scan-Nav" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Scan" image="scan" selectedImage="scan-filled" id="Scan-Item"/>
                            </navigationController>
                            <viewController id="Scan-VC" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Scan-View">
                                    <subviews>
                                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit"
                                                   highlightedImage="scan" id="Hint"/>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Torch">
                                            <state key="normal" image="scan" catalog="system"/>
                                            <state key="highlighted" backgroundImage="scan"/>
                                        </button>
                                        <textField borderStyle="none" background="scan" id="Code"/>
                                        <view contentMode="scaleToFill" id="Badge">
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="image" keyPath="placeholder" value="scan"/>
                                                <userDefinedRuntimeAttribute type="string" keyPath="title" value="scan"/>
                                            </userDefinedRuntimeAttributes>
                                        </view>
                                        <label text="scan" id="Caption"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="scan" width="25" height="25"/>
                    <image name="scan-filled" width="25" height="25"/>
                </resources>
            </document>
            """
        XCTAssertEqual(
            uses(of: "scan", "App/Base.lproj/Main.storyboard", storyboard),
            [
                "App/Base.lproj/Main.storyboard:7:63", "App/Base.lproj/Main.storyboard:13:40",
                "App/Base.lproj/Main.storyboard:16:58",
                "App/Base.lproj/Main.storyboard:18:59", "App/Base.lproj/Main.storyboard:21:101",
                "App/Base.lproj/Main.storyboard:33:16",
            ],
            "the tab bar item, the image view, a button's state (not the SF Symbol), a text field, a runtime attribute, the resource"
        )
        XCTAssertEqual(
            uses(of: "scan-filled", "App/Base.lproj/Main.storyboard", storyboard),
            ["App/Base.lproj/Main.storyboard:7:76", "App/Base.lproj/Main.storyboard:34:16"])
    }

    func testAXibAndAnEscapedName() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="Profile-Cell" customClass="ProfileCell">
                        <imageView contentMode="scaleAspectFit" image="Q&amp;A" id="Icon"/>
                    </tableViewCell>
                </objects>
                <resources>
                    <image name="Q&amp;A" width="24" height="24"/>
                </resources>
            </document>
            """
        XCTAssertEqual(
            uses(of: "Q&A", "App/Views/ProfileCell.xib", xib),
            ["App/Views/ProfileCell.xib:5:53", "App/Views/ProfileCell.xib:9:16"])
        // XML the parser will not read is searched byte by byte, never taken as unused.
        let broken = xib.replacingOccurrences(of: "</objects>", with: "</object>")
        XCTAssertEqual(
            uses(of: "Q&A", "App/Views/ProfileCell.xib", broken),
            ["App/Views/ProfileCell.xib:5:53", "App/Views/ProfileCell.xib:9:16"])
    }

    func testFilesInOrderAndTheGeneratedDeclarationsPassedOver() {
        let files: [(path: String, bytes: [UInt8])] = [
            ("App/Home.swift", Array(#"let home = UIImage(named: "home")"#.utf8)),
            ("App/Shortcuts.swift", Array(#"let icon = UIApplicationShortcutIcon(templateImageName: "home")"#.utf8)),
            (
                "DerivedSources/GeneratedAssetSymbols.swift",
                Array(#"static let home = ImageResource(name: "home", bundle: resourceBundle)"#.utf8)
            ),
            ("App/R.generated.swift", Array(#"static let home = ImageResource(bundle: bundle, name: "home")"#.utf8)),
            ("App/Info.plist", Array("<string>home</string>".utf8)),
            ("App/Main.storyboard", Array(#"<document><resources><image name="home"/></resources></document>"#.utf8)),
        ]
        let found = ImageNameUses(name: "home").locations(
            in: files, excludingIconsAt: [SourceLocation(path: "App/Shortcuts.swift", line: 1, column: 12)])
        XCTAssertEqual(found.map(\.description), ["App/Home.swift:1:27", "App/Main.storyboard:1:29"])
    }
}
