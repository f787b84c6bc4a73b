import Foundation

/// Without a type the app cannot tell which action was chosen; without a title there is nothing to tap.
public struct ItemMissingFieldRule: ShortcutsRule {
    public static let description = RuleDescription(
        id: "item-missing-field", name: "Type or title missing", severity: .error,
        summary: "A quick action has no UIApplicationShortcutItemType or no UIApplicationShortcutItemTitle (both required); "
            + "iOS drops the item.")

    public init() {}

    public func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.entries.flatMap { entry in
            [ShortcutsSubject.Field.type, .title].filter { !entry.present.contains($0) }.map { field in
                finding(subject.path, "\(subject.label(entry)) has no \(subject.key(field)), which every quick action needs; "
                        + "iOS drops the item: add it", position: entry.start)
            }
        }
    }

    public static let triggeringExamples = [
        TreeExample("no title") { ["Info.plist": Fixtures.infoPlist(items: [["UIApplicationShortcutItemType": "com.example.compose"]])] },
        TreeExample("no type in an items file") { ["shortcuts.json": Data(#"{"items": [{"title": "New Message", "systemIcon": "compose"}]}"#.utf8)] },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("type and title") { ["Info.plist": Fixtures.infoPlist(items: [Fixtures.plistItem("com.example.compose", "New Message", iconType: "UIApplicationShortcutIconTypeCompose")])] },
    ]
}
