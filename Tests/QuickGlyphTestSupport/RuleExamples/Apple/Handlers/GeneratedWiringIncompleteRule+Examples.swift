import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// GeneratedWiringIncompleteRule's own examples: SwiftUI apps holding the file build --swift writes, with and
/// without the lines docs/swiftui.md has them add.
extension GeneratedWiringIncompleteRule: TreeRuleExamples {
    /// The file `build --swift` writes for a static "New Message" and, with `dynamic`, a dynamic "Recent".
    static func generatedFile(dynamic: Bool) -> String {
        let items =
            #"{ "items": [ { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New Message", "#
            + #""systemIcon": "compose" }"#
            + (dynamic
                ? #", { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).recent", "title": "Recent", "systemIcon": "time", "#
                    + #""dynamic": true }"# : "")
            + " ] }"
        return SwiftSourceGenerator(items: ItemsFile.parse(Data(items.utf8)).items, itemsPath: "shortcuts.json")
            .source()
    }

    /// A SwiftUI app adopting the file's app delegate, with `lines` on the view its WindowGroup shows.
    static func app(_ lines: String = "", adaptor: String = "QuickActionAppDelegate") -> String {
        """
        import SwiftUI

        @main
        struct PostboxApp: App {
            @UIApplicationDelegateAdaptor(\(adaptor).self) private var appDelegate

            var body: some Scene {
                WindowGroup {
                    ContentView()\(lines)
                }
            }
        }

        """
    }

    static let installs = "\n                .onAppear { QuickAction.installDynamicItems(in: UIApplication.shared) }"
    static let observes = """

                        .onReceive(QuickActionCenter.shared.$chosen) { action in
                            guard let action, QuickActionCenter.shared.markHandled() else { return }
                            print(action)
                        }
        """

    static func tree(dynamic: Bool, app: String, extra: [String: String] = [:]) -> [String: ExampleFile] {
        Fixtures.codeApp(
            items: [Fixtures.plistItem("$(PRODUCT_BUNDLE_IDENTIFIER).compose", "New Message")],
            sources: ["QuickAction.swift": generatedFile(dynamic: dynamic), "PostboxApp.swift": app].merging(extra) {
                $1
            })
    }

    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "an app that adopts the delegate and adds no other line",
            at: .line("App/PostboxApp.swift", 4, column: 8), .line("App/PostboxApp.swift", 4, column: 8)
        ) { tree(dynamic: true, app: app()) },
        TreeExample(
            "an app that installs the dynamic actions but never observes the chosen one, through a subclass",
            at: .line("App/PostboxApp.swift", 4, column: 8)
        ) {
            tree(
                dynamic: true, app: app(installs, adaptor: "AppDelegate"),
                extra: ["AppDelegate.swift": "import UIKit\n\nclass AppDelegate: QuickActionAppDelegate {}\n"])
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("an app with every line") { tree(dynamic: true, app: app(installs + observes)) },
        TreeExample("no dynamic action, and the chosen one read as a stream") {
            tree(
                dynamic: false,
                app: app(
                    "\n                .task { for await action in QuickActionCenter.shared.actions() { print(action) } }"
                ))
        },
        TreeExample("a SwiftUI app that does not adopt the file's delegate (handler-unreachable's to judge)") {
            tree(dynamic: true, app: app(adaptor: "OwnDelegate"))
        },
    ]
}
