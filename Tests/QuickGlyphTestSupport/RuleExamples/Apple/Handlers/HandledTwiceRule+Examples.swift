import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// HandledTwiceRule's own examples: a launch that returns false after handling its action, and one that returns true.
extension HandledTwiceRule: TreeRuleExamples {
    static let returnsTrue = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                    _ = handle(item)
                }
                return true
            }

            func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                completionHandler(handle(shortcutItem))
            }

            private func handle(_ item: UIApplicationShortcutItem) -> Bool {
                item.type == "com.example.compose"
            }
        }

        """

    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "true returned after the launch option was handled", at: .line("App/AppDelegate.swift", 9, column: 9)
        ) {
            Fixtures.codeApp(items: HandlerSources.compose, sources: ["AppDelegate.swift": returnsTrue])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("false returned when the launch option held an item") {
            Fixtures.codeApp(items: HandlerSources.compose, sources: ["AppDelegate.swift": HandlerSources.appDelegate])
        }
    ]
}
