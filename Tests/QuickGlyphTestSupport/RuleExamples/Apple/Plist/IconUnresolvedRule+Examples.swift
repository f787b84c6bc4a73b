import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// IconUnresolvedRule's own examples: the images or file trees it must and must not find fault with.
extension IconUnresolvedRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("an icon from an enum", at: .line("App/Shortcuts.swift", 3, column: 35)) {
            [
                "App/Shortcuts.swift": .text(
                    "import UIKit\nlet item = UIApplicationShortcutItem(type: \"search\", localizedTitle: \"Search\",\n"
                        + "    localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: Asset.search.name))\n"
                )
            ]
        },
        TreeExample(
            "an R.swift accessor without R.generated.swift that two images fit",
            at: .line("App/Shortcuts.swift", 3, column: 35)
        ) {
            rswiftApp(images: ["search-icon", "search icon"])
        },
        TreeExample("a ternary between a literal and a computed name", at: .line("App/Shortcuts.swift", 3, column: 78))
        {
            [
                "App/Shortcuts.swift": .text(
                    "import UIKit\nlet item = UIApplicationShortcutItem(type: \"search\", localizedTitle: \"Search\",\n"
                        + "    localizedSubtitle: nil, icon: .init(templateImageName: dark ? \"search\" : Asset.search.name))\n"
                )
            ]
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("an SF Symbol on iOS 26 and later, a literal template image before") {
            [
                "App/Shortcuts.swift": .text(
                    "import UIKit\nfunc install() {\n    let icon: UIApplicationShortcutIcon\n"
                        + "    if #available(iOS 26, *) {\n        icon = UIApplicationShortcutIcon(systemImageName: \"magnifyingglass\")\n"
                        + "    } else {\n        icon = UIApplicationShortcutIcon(templateImageName: \"search\")\n    }\n"
                        + "    _ = UIApplicationShortcutItem(type: \"search\", localizedTitle: \"Search\", localizedSubtitle: nil,\n"
                        + "        icon: icon, userInfo: nil)\n}\n"
                )
            ]
        },
        TreeExample("a literal name") {
            [
                "App/Shortcuts.swift": .text(
                    "import UIKit\nlet item = UIApplicationShortcutItem(type: \"search\", localizedTitle: \"Search\",\n"
                        + "    localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: \"search\"))\n"
                )
            ]
        },
        TreeExample("an R.swift accessor without R.generated.swift that one image fits") {
            rswiftApp(images: ["search-icon"])
        },
    ]

    /// `R.image.searchIcon.name` with no R.generated.swift, beside a catalog of `images`.
    private static func rswiftApp(images: [String]) -> [String: ExampleFile] {
        var tree: [String: ExampleFile] = [
            "App/Shortcuts.swift": .text(
                "import UIKit\nlet item = UIApplicationShortcutItem(type: \"search\", localizedTitle: \"Search\",\n"
                    + "    localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: R.image.searchIcon.name))\n"
            )
        ]
        for image in images { tree.merge(Fixtures.imageset(image, catalog: "App/Assets.xcassets")) { $1 } }
        return tree
    }
}
