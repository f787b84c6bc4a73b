import Foundation
import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// Quick-action types built from a custom build setting (issue 41, item 5): `$(MY_ACTIONS).play`, defined in the
/// target's settings, is read in each configuration; one the configurations disagree on, or that no setting
/// defines, makes the type unknown, and no rule calls it unhandled nor a handled type undeclared.
final class CustomSettingTypeTests: XCTestCase {
    private static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/xcode16-app")

    /// Xcode 16's App template with an Info.plist of three items and a scene delegate handling
    /// `com.example.Demo.actions.play`; the Debug configuration sets `CHANNEL = debug`, Release `release`.
    private func app() throws -> URL {
        let folder = try CheckTestSupport.temporaryFolder(self).appendingPathComponent("Demo")
        try FileManager.default.copyItem(at: Self.template, to: folder)
        let pbxproj = folder.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        let setting = "PRODUCT_BUNDLE_IDENTIFIER = com.example.Demo;"
        for channel in ["debug", "release"] {
            let range = try XCTUnwrap(text.range(of: setting + "\n"))
            text.replaceSubrange(
                range,
                with: setting + " INFOPLIST_FILE = Demo/Info.plist; "
                    + "MY_ACTIONS = \"$(PRODUCT_BUNDLE_IDENTIFIER).actions\"; CHANNEL = \(channel);\n")
        }
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let sources = [
            "Info.plist": Self.infoPlist, "DemoApp.swift": Self.demoApp, "AppDelegate.swift": Self.appDelegate,
            "SceneDelegate.swift": Self.sceneDelegate,
        ]
        for (name, source) in sources {
            try source.write(to: folder.appendingPathComponent("Demo/" + name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    func testATypeFromACustomSettingIsReadAndOneNotReadableIsUnknown() throws {
        let report = try Auditor().check(paths: [try app().path])
        XCTAssertEqual(
            report.actions.map(\.type),
            [
                .literal("$(PRODUCT_BUNDLE_IDENTIFIER).actions.play"), .unresolved("$(CHANNEL).open"),
                .unresolved("$(UNDEFINED_SETTING).stop"),
            ])
        // Before: type-unhandled on all three and handled-type-undeclared on the handled one.
        XCTAssertEqual(report.findings.map(\.rule), [.noCustomIcon], report.findings.map(\.diagnosticLine).joined())
    }

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>UIApplicationShortcutItems</key>
        	<array>
        		<dict>
        			<key>UIApplicationShortcutItemType</key>
        			<string>$(MY_ACTIONS).play</string>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Play</string>
        			<key>UIApplicationShortcutItemIconType</key>
        			<string>UIApplicationShortcutIconTypePlay</string>
        		</dict>
        		<dict>
        			<key>UIApplicationShortcutItemType</key>
        			<string>$(CHANNEL).open</string>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Open</string>
        			<key>UIApplicationShortcutItemIconType</key>
        			<string>UIApplicationShortcutIconTypeHome</string>
        		</dict>
        		<dict>
        			<key>UIApplicationShortcutItemType</key>
        			<string>$(UNDEFINED_SETTING).stop</string>
        			<key>UIApplicationShortcutItemTitle</key>
        			<string>Stop</string>
        			<key>UIApplicationShortcutItemIconType</key>
        			<string>UIApplicationShortcutIconTypePause</string>
        		</dict>
        	</array>
        </dict>
        </plist>

        """

    static let demoApp = """
        import SwiftUI

        @main
        struct DemoApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

            var body: some Scene {
                WindowGroup {
                    ContentView()
                }
            }
        }

        """

    static let appDelegate = """
        import UIKit

        final class AppDelegate: NSObject, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = SceneDelegate.self
                return configuration
            }
        }

        """

    static let sceneDelegate = """
        import UIKit

        final class SceneDelegate: NSObject, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let item = connectionOptions.shortcutItem { _ = handle(item) }
            }

            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                completionHandler(handle(shortcutItem))
            }

            private func handle(_ item: UIApplicationShortcutItem) -> Bool {
                switch item.type {
                case "com.example.Demo.actions.play": return true
                default: return false
                }
            }
        }

        """
}
