import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster
import QuickGlyphRules

/// IconUnresolvedRule's own examples: the images or file trees it must and must not find fault with.
extension IconUnresolvedRule: TreeRuleExamples {
    public static let triggeringExamples: [TreeExample] = [
        TreeExample("an icon from an enum", at: .line("App/Shortcuts.swift", 3, column: 35)) {
            ["App/Shortcuts.swift": .text("import UIKit\nlet item = UIApplicationShortcutItem(type: \"search\", localizedTitle: \"Search\",\n"
                                          + "    localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: Asset.search.name))\n")]
        },
    ]
    public static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a literal name") {
            ["App/Shortcuts.swift": .text("import UIKit\nlet item = UIApplicationShortcutItem(type: \"search\", localizedTitle: \"Search\",\n"
                                          + "    localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: \"search\"))\n")]
        },
    ]
}
