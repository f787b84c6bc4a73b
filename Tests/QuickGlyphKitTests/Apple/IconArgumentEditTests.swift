import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// The one edit `check --fix` makes to code: the `templateImageName:` argument of the icon made at
/// `iconDeclaredAt` becomes a literal of the new name, and nothing else in the file changes. Each
/// case checks the position against what the finders report, so the edit is asked where they point.
final class IconArgumentEditTests: XCTestCase {
    private func edit(
        _ text: String, _ language: SourceLanguage = .swift, at position: SourcePosition,
        to name: String = "compose-quickaction"
    ) throws -> String {
        let bytes = try IconArgumentEdit.replacingImageName(
            in: Array(text.utf8), language: language, path: "App/Shortcuts.swift",
            iconAt: position, with: name)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func refusal(_ text: String, _ language: SourceLanguage = .swift, at position: SourcePosition) -> String? {
        do {
            _ = try IconArgumentEdit.replacingImageName(
                in: Array(text.utf8), language: language, path: "App/Shortcuts.swift",
                iconAt: position, with: "x-quickaction")
            return nil
        } catch {
            return error.description
        }
    }

    /// Where the finder says the action's icon is made.
    private func iconPosition(_ text: String, _ language: SourceLanguage = .swift) -> SourcePosition? {
        let source = TokenizedSource(text, language: language)
        let actions =
            language == .swift
            ? SwiftQuickActionFinder.quickActions(in: source, path: "App/Shortcuts.swift")
            : ObjCQuickActionFinder.quickActions(in: source, path: "App/Shortcuts.m")
        return actions.first?.iconDeclaredAt?.position
    }

    func testASwiftLiteral() throws {
        let text = """
            func install() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "compose", localizedTitle: "New Message", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(templateImageName: "compose"), userInfo: nil),
                ]
            }
            """
        XCTAssertEqual(iconPosition(text), SourcePosition(line: 4, column: 41))
        XCTAssertEqual(
            try edit(text, at: SourcePosition(line: 4, column: 41)),
            """
            func install() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "compose", localizedTitle: "New Message", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(templateImageName: "compose-quickaction"), userInfo: nil),
                ]
            }
            """)
    }

    func testAConstantAndAVariableHoldingTheIcon() throws {
        let text = """
            enum Icons { static let compose = "compose" }

            func composeItem() -> UIApplicationShortcutItem {
                let icon = UIApplicationShortcutIcon(templateImageName: Icons.compose /* shared with the tab bar */)
                return UIApplicationShortcutItem(type: "compose", localizedTitle: "New", localizedSubtitle: nil, icon: icon, userInfo: nil)
            }
            """
        XCTAssertEqual(iconPosition(text), SourcePosition(line: 4, column: 16))
        XCTAssertEqual(
            try edit(text, at: SourcePosition(line: 4, column: 16)),
            """
            enum Icons { static let compose = "compose" }

            func composeItem() -> UIApplicationShortcutItem {
                let icon = UIApplicationShortcutIcon(templateImageName: "compose-quickaction" /* shared with the tab bar */)
                return UIApplicationShortcutItem(type: "compose", localizedTitle: "New", localizedSubtitle: nil, icon: icon, userInfo: nil)
            }
            """, "the constant stays for its other users; the comment after the argument stays")
    }

    func testAnEnumRawValueInAMultiLineCall() throws {
        let text = """
            enum ShortcutIcon: String { case compose, search }

            let item = UIApplicationShortcutItem(
                type: "compose",
                localizedTitle: "New Message",
                localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(
                    templateImageName: ShortcutIcon
                        .compose
                        .rawValue
                ),
                userInfo: nil
            )
            """
        XCTAssertEqual(iconPosition(text), SourcePosition(line: 7, column: 11))
        XCTAssertEqual(
            try edit(text, at: SourcePosition(line: 7, column: 11)),
            """
            enum ShortcutIcon: String { case compose, search }

            let item = UIApplicationShortcutItem(
                type: "compose",
                localizedTitle: "New Message",
                localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(
                    templateImageName: "compose-quickaction"
                ),
                userInfo: nil
            )
            """)
    }

    func testACallAndTheImplicitInit() throws {
        let text = """
            let item = UIMutableApplicationShortcutItem(type: "search", localizedTitle: "Search")
            item.icon = .init(templateImageName: iconName(for: .search, style: [.template, .small]))
            let other = UIKit.UIApplicationShortcutIcon.init(templateImageName: names["fav", default: "star"])
            """
        XCTAssertEqual(iconPosition(text), SourcePosition(line: 2, column: 13))
        XCTAssertEqual(
            try edit(text, at: SourcePosition(line: 2, column: 13)),
            """
            let item = UIMutableApplicationShortcutItem(type: "search", localizedTitle: "Search")
            item.icon = .init(templateImageName: "compose-quickaction")
            let other = UIKit.UIApplicationShortcutIcon.init(templateImageName: names["fav", default: "star"])
            """)
        XCTAssertEqual(
            try edit(text, at: SourcePosition(line: 3, column: 13), to: "star-quickaction"),
            """
            let item = UIMutableApplicationShortcutItem(type: "search", localizedTitle: "Search")
            item.icon = .init(templateImageName: iconName(for: .search, style: [.template, .small]))
            let other = UIKit.UIApplicationShortcutIcon.init(templateImageName: "star-quickaction")
            """)
    }

    func testAnObjectiveCMessage() throws {
        let text = """
            #import "AppDelegate.h"

            static NSString *const kComposeIcon = @"compose";

            - (void)installShortcuts {
                UIApplicationShortcutItem *item = [[UIApplicationShortcutItem alloc] initWithType:@"compose"
                    localizedTitle:@"New Message" localizedSubtitle:nil
                    icon:[UIApplicationShortcutIcon iconWithTemplateImageName:kComposeIcon] userInfo:nil];
                [UIApplication sharedApplication].shortcutItems = @[item];
            }
            """
        XCTAssertEqual(iconPosition(text, .objectiveC), SourcePosition(line: 8, column: 14))
        XCTAssertEqual(
            try edit(text, .objectiveC, at: SourcePosition(line: 8, column: 14)),
            """
            #import "AppDelegate.h"

            static NSString *const kComposeIcon = @"compose";

            - (void)installShortcuts {
                UIApplicationShortcutItem *item = [[UIApplicationShortcutItem alloc] initWithType:@"compose"
                    localizedTitle:@"New Message" localizedSubtitle:nil
                    icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"compose-quickaction"] userInfo:nil];
                [UIApplication sharedApplication].shortcutItems = @[item];
            }
            """)
        let message = "icon:[UIApplicationShortcutIcon iconWithTemplateImageName: [self iconNameFor:@\"a\" size:2]];"
        XCTAssertEqual(
            try edit(message, .objectiveC, at: SourcePosition(line: 1, column: 6), to: "a"),
            "icon:[UIApplicationShortcutIcon iconWithTemplateImageName: @\"a\"];")
    }

    func testNamesAreEscapedForEachLanguage() throws {
        let swift = #"let icon = UIApplicationShortcutIcon(templateImageName: "x")"#
        XCTAssertEqual(
            try edit(swift, at: SourcePosition(line: 1, column: 12), to: #"say "hi"\now"#),
            #"let icon = UIApplicationShortcutIcon(templateImageName: "say \"hi\"\\now")"#)
        XCTAssertEqual(
            try edit(swift, at: SourcePosition(line: 1, column: 12), to: "tab\tbell\u{7}ü"),
            #"let icon = UIApplicationShortcutIcon(templateImageName: "tab\tbell\u{7}ü")"#)
        let objC = #"id icon = [UIApplicationShortcutIcon iconWithTemplateImageName:@"x"];"#
        XCTAssertEqual(
            try edit(objC, .objectiveC, at: SourcePosition(line: 1, column: 11), to: "say \"hi\"\\1\u{7}9"),
            #"id icon = [UIApplicationShortcutIcon iconWithTemplateImageName:@"say \"hi\"\\1\0079"];"#)
        // What each tokenizer reads back is the name itself.
        let edited = try edit(swift, at: SourcePosition(line: 1, column: 12), to: "a\"b\\c\u{1}")
        XCTAssertEqual(SwiftTokenizer.tokens(in: edited).compactMap(\.stringValue), ["a\"b\\c\u{1}"])
        let editedObjC = try edit(objC, .objectiveC, at: SourcePosition(line: 1, column: 11), to: "a\"b\\c\u{1}9")
        XCTAssertEqual(ObjCTokenizer.tokens(in: editedObjC).compactMap(\.stringValue), ["a\"b\\c\u{1}9"])
    }

    func testTheFileIsUntouchedAroundTheEdit() throws {
        // CRLF line ends, a BOM and a second icon: only the argument's bytes change.
        let text =
            "\u{FEFF}let a = UIApplicationShortcutIcon(templateImageName: \"a\")\r\nlet b = UIApplicationShortcutIcon(templateImageName: \"b\")\r\n"
        XCTAssertEqual(
            try edit(text, at: SourcePosition(line: 2, column: 9), to: "b2"),
            "\u{FEFF}let a = UIApplicationShortcutIcon(templateImageName: \"a\")\r\nlet b = UIApplicationShortcutIcon(templateImageName: \"b2\")\r\n"
        )
    }

    func testRefusals() {
        let text = """
            let name = "compose"
            let symbol = UIApplicationShortcutIcon(systemImageName: "square.and.pencil")
            let typed = UIApplicationShortcutIcon(type: .compose)
            let open = UIApplicationShortcutIcon(templateImageName: names[0
            """
        XCTAssertEqual(
            refusal(text, at: SourcePosition(line: 1, column: 12)),
            #"App/Shortcuts.swift, line 1: the icon is not made there ("compose" stands at that column, not UIApplicationShortcutIcon), so its image name was not changed"#
        )
        XCTAssertEqual(
            refusal(text, at: SourcePosition(line: 1, column: 13)),
            "App/Shortcuts.swift, line 1: the icon is not made there (nothing stands at that column, not UIApplicationShortcutIcon), so its image name was not changed"
        )
        XCTAssertEqual(
            refusal(text, at: SourcePosition(line: 2, column: 14)),
            "App/Shortcuts.swift, line 2: the icon is made with systemImageName:, not from an image's name (templateImageName:), so there is no name to change"
        )
        XCTAssertEqual(
            refusal(text, at: SourcePosition(line: 3, column: 13)),
            "App/Shortcuts.swift, line 3: the icon is made with type:, not from an image's name (templateImageName:), so there is no name to change"
        )
        XCTAssertEqual(
            refusal(text, at: SourcePosition(line: 4, column: 12)),
            "App/Shortcuts.swift, line 4: where the icon's templateImageName: argument ends could not be told (a bracket is not closed, or the argument is empty), so it was not changed"
        )
        // A bracket in the argument closed by the call's own: the argument's end is not known.
        XCTAssertNotNil(
            refusal(
                "let i = UIApplicationShortcutIcon(templateImageName: names[0)\n",
                at: SourcePosition(line: 1, column: 9)))
        XCTAssertNotNil(
            refusal("let i = UIApplicationShortcutIcon(templateImageName: )\n", at: SourcePosition(line: 1, column: 9)))
        // A value's `.init` is no icon made.
        XCTAssertNotNil(
            refusal("let i = factory.init(templateImageName: \"a\")\n", at: SourcePosition(line: 1, column: 16)))
    }

    func testAConditionalCompilationInsideTheArgumentIsRefused() {
        let swift = """
            let icon = UIApplicationShortcutIcon(templateImageName: Theme.current
            #if DEBUG
                .debugIcon
            #else
                .icon
            #endif
            )
            """
        XCTAssertEqual(
            refusal(swift, at: SourcePosition(line: 1, column: 12)),
            "App/Shortcuts.swift, line 1: the icon's templateImageName: argument is split by #if, so one edit would change one branch only; it was not changed"
        )
        let objC = """
            UIApplicationShortcutIcon *icon = [UIApplicationShortcutIcon iconWithTemplateImageName:
                #ifdef PRO_BUILD
                @"compose-pro"
                #else
                @"compose"
                #endif
            ];
            """
        XCTAssertEqual(
            refusal(objC, .objectiveC, at: SourcePosition(line: 1, column: 35)),
            "App/Shortcuts.swift, line 1: the icon's templateImageName: argument is split by #ifdef, so one edit would change one branch only; it was not changed"
        )
        // A `#if` around the whole statement is outside the argument: the edit is made.
        let around = "#if os(iOS)\nlet icon = UIApplicationShortcutIcon(templateImageName: \"a\")\n#endif\n"
        XCTAssertNil(refusal(around, at: SourcePosition(line: 2, column: 12)))
    }
}
