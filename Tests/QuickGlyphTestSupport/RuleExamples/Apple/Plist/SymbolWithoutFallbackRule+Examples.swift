import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// SymbolWithoutFallbackRule's own examples: the images or file trees it must and must not find fault with.
extension SymbolWithoutFallbackRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("symbol only, iOS 12", at: .line("App/App/Info.plist", 10, column: 4)) {
            Fixtures.projectApp(
                items: [Fixtures.plistItem("com.example.search", "Search", symbol: "magnifyingglass")],
                deploymentTarget: "12.0")
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("symbol only, iOS 13") {
            Fixtures.projectApp(
                items: [Fixtures.plistItem("com.example.search", "Search", symbol: "magnifyingglass")],
                deploymentTarget: "13.0")
        },
        TreeExample("symbol with a type as fallback, iOS 12") {
            Fixtures.projectApp(
                items: [
                    Fixtures.plistItem(
                        "com.example.search", "Search", iconType: "UIApplicationShortcutIconTypeSearch",
                        symbol: "magnifyingglass")
                ], deploymentTarget: "12.0")
        },
        TreeExample("symbol only, no project to say the deployment target") {
            Fixtures.app(items: [Fixtures.plistItem("com.example.search", "Search", symbol: "magnifyingglass")])
        },
    ]
}
