import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// TypeUnhandledRule's own examples: types the handlers compare, one they do not, and a handler for any type.
extension TypeUnhandledRule: TreeRuleExamples {
    static let anyType = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let item = connectionOptions.shortcutItem { open(item) }
            }

            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                open(shortcutItem)
                completionHandler(true)
            }

            private func open(_ item: UIApplicationShortcutItem) {
                switch item.type {
                case "com.example.compose": showComposer()
                default: showScreen(named: item.type)
                }
            }
        }

        """

    static let noQuickActions = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }

        """

    static let items = HandlerSources.compose + [Fixtures.plistItem("com.example.search", "Search")]

    /// A dynamic item whose type a ternary chooses: each branch is a type the handlers must recognise.
    static func chosenType(_ other: String) -> String {
        """
        import UIKit

        func install(pro: Bool) {
            UIApplication.shared.shortcutItems = [
                UIApplicationShortcutItem(type: pro ? "com.example.compose" : "\(other)", localizedTitle: "Go")
            ]
        }

        """
    }

    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a type no handler compares", at: .line("App/Info.plist", 35, column: 4)) {
            Fixtures.codeApp(
                items: items, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": HandlerSources.sceneDelegate])
        },
        TreeExample(
            "a type chosen by a ternary, one branch no handler compares",
            at: .line("App/Shortcuts.swift", 5, column: 71)
        ) {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: [
                    "SceneDelegate.swift": HandlerSources.sceneDelegate,
                    "Shortcuts.swift": chosenType("com.example.search"),
                ])
        },
        TreeExample("no code receives quick actions at all", at: .line("App/Info.plist", 29, column: 4)) {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": noQuickActions])
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("every type compared") {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": HandlerSources.sceneDelegate])
        },
        TreeExample("a type chosen by a ternary, each branch compared") {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: [
                    "SceneDelegate.swift": HandlerSources.sceneDelegate,
                    "Shortcuts.swift": chosenType("com.example.compose"),
                ])
        },
        TreeExample("a default that acts on any type") {
            Fixtures.codeApp(items: items, sceneDelegate: "SceneDelegate", sources: ["SceneDelegate.swift": anyType])
        },
        TreeExample("handled only where iOS never calls: said once, by handler-unreachable") {
            Fixtures.codeApp(
                items: items, sceneDelegate: "SceneDelegate", sources: ["AppDelegate.swift": HandlerSources.appDelegate]
            )
        },
    ]
}
