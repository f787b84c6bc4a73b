import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// Quick actions made in Swift: every initializer form, with exact values and positions.
final class SwiftQuickActionFinderTests: XCTestCase {
    private func find(_ text: String) -> [QuickAction] {
        SwiftQuickActionFinder.quickActions(in: TokenizedSource(text, language: .swift), path: "App.swift")
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: "App.swift", line: line, column: column)
    }

    func testTheFullAndShortFormsAndTheQualifiedInit() {
        let text = ##"""
            import UIKit

            func install() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New Message",
                                              localizedSubtitle: "To a friend",
                                              icon: UIApplicationShortcutIcon(templateImageName: "compose"),
                                              userInfo: ["tab": "inbox" as NSString]),
                    UIApplicationShortcutItem(type: "search", localizedTitle: "Search"),
                    UIKit.UIApplicationShortcutItem.init(type: "$(PRODUCT_BUNDLE_IDENTIFIER).fav", localizedTitle: "Favorites",
                                                         localizedSubtitle: nil, icon: .init(systemImageName: "star.fill"), userInfo: nil),
                ]
            }
            """##
        XCTAssertEqual(
            find(text),
            [
                QuickAction(
                    kind: .dynamic, type: .literal("com.example.compose"), title: .literal("New Message"),
                    subtitle: .literal("To a friend"), icon: .file("compose"), declaredAt: at(5, 9),
                    iconDeclaredAt: at(7, 41),
                    positions: [
                        .type: SourcePosition(5, 41), .title: SourcePosition(5, 80),
                        .subtitle: SourcePosition(6, 54), .icon: SourcePosition(7, 41),
                        .userInfo: SourcePosition(8, 45),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("search"), title: .literal("Search"), declaredAt: at(9, 9),
                    positions: [.type: SourcePosition(9, 41), .title: SourcePosition(9, 67)]),
                QuickAction(
                    kind: .dynamic, type: .literal("$(PRODUCT_BUNDLE_IDENTIFIER).fav"), title: .literal("Favorites"),
                    icon: .symbol("star.fill"), declaredAt: at(10, 9), iconDeclaredAt: at(11, 76),
                    positions: [
                        .type: SourcePosition(10, 52), .title: SourcePosition(10, 104),
                        .icon: SourcePosition(11, 76),
                    ]),
            ])
    }

    func testDotInitWhereTheWrittenTypesSayAnItemIsExpected() {
        let text = ##"""
            import UIKit

            final class Shortcuts {
                let items: [UIApplicationShortcutItem] = [
                    .init(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: .init(type: .compose), userInfo: nil),
                ]
                var list = [UIApplicationShortcutItem]()
                var computed: [UIApplicationShortcutItem] { [.init(type: "f", localizedTitle: "F")] }

                func install(_ application: UIApplication) {
                    application.shortcutItems = [.init(type: "b", localizedTitle: "B")]
                    let single: UIApplicationShortcutItem = .init(type: "c", localizedTitle: "C")
                    list.append(.init(type: "d", localizedTitle: "D", localizedSubtitle: nil,
                                      icon: UIApplicationShortcutIcon.init(type: UIApplicationShortcutIcon.IconType.favorite), userInfo: nil))
                    application.shortcutItems?.append(contentsOf: [.init(type: "g", localizedTitle: "G")])
                    let other: Foo = .init(type: "x", localizedTitle: "X")
                    _ = Foo.init(type: "y", localizedTitle: "Y")
                    _ = [single, other]
                }

                func make() -> [UIApplicationShortcutItem] {
                    if list.isEmpty {
                        return [.init(type: "e", localizedTitle: "E")]
                    }
                    return list
                }

                func notItems() -> [Foo] {
                    return [.init(type: "z", localizedTitle: "Z")]
                }
            }
            """##
        let actions = find(text)
        XCTAssertEqual(
            actions.first,
            QuickAction(
                kind: .dynamic, type: .literal("a"), title: .literal("A"), icon: .type(SystemIconName("compose")),
                declaredAt: at(5, 9), iconDeclaredAt: at(5, 77),
                positions: [.type: SourcePosition(5, 21), .title: SourcePosition(5, 42), .icon: SourcePosition(5, 77)]))
        XCTAssertEqual(actions.first?.icon, .type(SystemIconName("compose")))
        if case .type(let name) = actions.first?.icon { XCTAssertEqual(name.icon, .compose) }
        // In the array of a typed property, a computed property's single expression,
        // `shortcutItems = […]`, a typed `let`, `append` and `append(contentsOf:)` on
        // arrays of items, and a `return` inside an `if` of a function returning items;
        // `Foo`'s `.init(type:localizedTitle:)` is not a quick action.
        XCTAssertEqual(actions.map { $0.type?.text ?? "" }, ["a", "f", "b", "c", "d", "g", "e"])
        XCTAssertEqual(
            actions.map(\.declaredAt),
            [at(5, 9), at(8, 50), at(11, 38), at(12, 49), at(13, 21), at(15, 56), at(23, 21)])
        XCTAssertEqual(
            actions.map { $0.positions[.title] },
            [
                SourcePosition(5, 42), SourcePosition(8, 83), SourcePosition(11, 71),
                SourcePosition(12, 82), SourcePosition(13, 54), SourcePosition(15, 89),
                SourcePosition(23, 54),
            ])
        XCTAssertEqual(actions[4].icon, .type(SystemIconName("favorite")))
        XCTAssertEqual(actions[4].iconDeclaredAt, at(14, 33))
        XCTAssertEqual(actions[4].positions[.userInfo], nil, "userInfo: nil is no value")
    }

    func testWhatIsNotALiteralIsQuotedAsWritten() {
        let text = ##"""
            import UIKit

            enum ShortcutType: String { case search }

            func build(name: String, iconType: UIApplicationShortcutIcon.IconType) -> [UIApplicationShortcutItem] {
                [
                    UIApplicationShortcutItem(type: ShortcutType.search.rawValue,
                                              localizedTitle: NSLocalizedString("shortcut.search", comment: "Search"),
                                              localizedSubtitle: String(localized: "shortcut.search.sub", table: "Shortcuts"),
                                              icon: UIApplicationShortcutIcon(templateImageName: Asset.qr.name), userInfo: nil),
                    UIApplicationShortcutItem(type: "hello", localizedTitle: "Hello \(name)", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(type: iconType), userInfo: nil),
                    UIApplicationShortcutItem(type: "play", localizedTitle: NSLocalizedString("play", tableName: "Media", comment: ""),
                                              localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .composee), userInfo: nil),
                    UIApplicationShortcutItem(type: "gear", localizedTitle: "Settings", localizedSubtitle: nil,
                                              icon: .init(systemSymbol: .gear), userInfo: nil),
                    UIApplicationShortcutItem(type: "me", localizedTitle: "Me", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(contact: me), userInfo: nil),
                    UIApplicationShortcutItem(type: "raw", localizedTitle: #"Say "hi""#, localizedSubtitle: nil,
                                              icon: makeIcon(), userInfo: nil),
                ]
            }
            """##
        XCTAssertEqual(
            find(text),
            [
                // The enum is the file's own: its raw value is followed. The asset accessor's file is not here.
                QuickAction(
                    kind: .dynamic, type: .literal("search"),
                    title: .localizationKey("shortcut.search", table: nil),
                    subtitle: .localizationKey("shortcut.search.sub", table: "Shortcuts"),
                    icon: .unresolved("UIApplicationShortcutIcon(templateImageName: Asset.qr.name)", form: .file),
                    declaredAt: at(7, 9), iconDeclaredAt: at(10, 41),
                    positions: [
                        .type: SourcePosition(7, 41), .title: SourcePosition(8, 51), .subtitle: SourcePosition(9, 54),
                        .icon: SourcePosition(10, 41),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("hello"), title: .unresolved(#""Hello \(name)""#),
                    icon: .unresolved("UIApplicationShortcutIcon(type: iconType)", form: .type),
                    declaredAt: at(11, 9), iconDeclaredAt: at(12, 41),
                    positions: [
                        .type: SourcePosition(11, 41), .title: SourcePosition(11, 66), .icon: SourcePosition(12, 41),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("play"), title: .localizationKey("play", table: "Media"),
                    icon: .type(SystemIconName("composee")), declaredAt: at(13, 9), iconDeclaredAt: at(14, 65),
                    positions: [
                        .type: SourcePosition(13, 41), .title: SourcePosition(13, 65), .icon: SourcePosition(14, 65),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("gear"), title: .literal("Settings"),
                    icon: .unresolved(".init(systemSymbol: .gear)", form: .symbol), declaredAt: at(15, 9),
                    iconDeclaredAt: at(16, 41),
                    positions: [
                        .type: SourcePosition(15, 41), .title: SourcePosition(15, 65), .icon: SourcePosition(16, 41),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("me"), title: .literal("Me"),
                    icon: .unresolved("UIApplicationShortcutIcon(contact: me)", form: .contact), declaredAt: at(17, 9),
                    iconDeclaredAt: at(18, 41),
                    positions: [
                        .type: SourcePosition(17, 41), .title: SourcePosition(17, 63), .icon: SourcePosition(18, 41),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("raw"), title: .literal(#"Say "hi""#),
                    icon: .unresolved("makeIcon()", form: nil), declaredAt: at(19, 9), iconDeclaredAt: at(20, 41),
                    positions: [
                        .type: SourcePosition(19, 41), .title: SourcePosition(19, 64), .icon: SourcePosition(20, 41),
                    ]),
            ])
        // A misspelt system icon keeps its spelling and names no icon.
        XCTAssertNil(SystemIconName("composee").icon)
    }

    /// A local bound to a localization call (or a literal) is that call's key, as the call written in place is
    /// (issue 41); one given another value, one reassigned in a branch, a parameter and a property stay unresolved,
    /// quoted as written, never taken for the text.
    /// The fuzzer's find (CI, swift target): a name used inside the value assigned to it
    /// (`let title = UIApplicationShortcutItem(…, localizedTitle: title)`) is no local before the use; it was a
    /// range from after the use to the use, and a crash.
    func testANameUsedInsideItsOwnAssignmentIsUnresolvedNotACrash() {
        let text = ##"""
            func install(_ application: UIApplication) {
                let title = UIApplicationShortcutItem(type: "a", localizedTitle: title)
                application.shortcutItems = [title]
            }
            """##
        XCTAssertEqual(find(text).map { $0.title }, [.unresolved("title")])
    }

    func testATitleInALocalIsTheLocalizationKeyItIsBoundTo() {
        let text = ##"""
            import UIKit

            final class Shortcuts {
                var stored = NSLocalizedString("Stored", comment: "")

                func install(_ application: UIApplication, given: String) {
                    let newNote = NSLocalizedString("New Note", comment: "")
                    let search = String(localized: "Search", table: "Shortcuts")
                    let plain = "Plain"
                    let computed = makeTitle()
                    var chosen = NSLocalizedString("One", comment: "")
                    if Bool.random() { chosen = NSLocalizedString("Two", comment: "") }
                    application.shortcutItems = [
                        UIMutableApplicationShortcutItem(type: "new", localizedTitle: newNote, localizedSubtitle: "",
                                                         icon: nil, userInfo: nil),
                        UIApplicationShortcutItem(type: "search", localizedTitle: search),
                        UIApplicationShortcutItem(type: "plain", localizedTitle: plain),
                        UIApplicationShortcutItem(type: "computed", localizedTitle: computed),
                        UIApplicationShortcutItem(type: "chosen", localizedTitle: chosen),
                        UIApplicationShortcutItem(type: "given", localizedTitle: given),
                        UIApplicationShortcutItem(type: "stored", localizedTitle: stored),
                    ]
                    application.shortcutItems = ["x"].map { plain in
                        UIApplicationShortcutItem(type: "mapped", localizedTitle: plain)
                    }
                }
            }
            """##
        let actions = find(text)
        XCTAssertEqual(
            actions.map { $0.title },
            [
                .localizationKey("New Note", table: nil), .localizationKey("Search", table: "Shortcuts"),
                .literal("Plain"), .unresolved("computed"), .unresolved("chosen"), .unresolved("given"),
                .unresolved("stored"), .unresolved("plain"),
            ])
        // The title's place is where the local is used, as for a call written in place.
        XCTAssertEqual(actions[0].positions[.title], SourcePosition(14, 75))
    }

    func testIconVariablesAndMutableItems() {
        let text = ##"""
            import UIKit

            let globalIcon = UIApplicationShortcutIcon(systemImageName: "globe")

            func scan() {
                let icon = UIApplicationShortcutIcon(templateImageName: "qr")
                let item = UIApplicationShortcutItem(type: "scan", localizedTitle: "Scan", localizedSubtitle: nil, icon: icon, userInfo: nil)
                _ = item
            }

            func parameter(icon: UIApplicationShortcutIcon) {
                _ = UIApplicationShortcutItem(type: "p", localizedTitle: "P", localizedSubtitle: nil, icon: icon, userInfo: nil)
            }

            func conditional(premium: Bool) {
                var icon = UIApplicationShortcutIcon(type: .add)
                if premium { icon = UIApplicationShortcutIcon(templateImageName: "star") }
                _ = UIApplicationShortcutItem(type: "c", localizedTitle: "C", localizedSubtitle: nil, icon: icon, userInfo: nil)
            }

            func global() {
                let typed: UIApplicationShortcutIcon = .init(templateImageName: "typed")
                _ = UIApplicationShortcutItem(type: "g", localizedTitle: "G", localizedSubtitle: nil, icon: globalIcon, userInfo: nil)
                _ = UIApplicationShortcutItem(type: "t", localizedTitle: "T", localizedSubtitle: nil, icon: typed, userInfo: nil)
            }

            func mutable() {
                let item = UIMutableApplicationShortcutItem(type: "m", localizedTitle: "Mutable")
                item.localizedSubtitle = "Sub"
                item.icon = UIApplicationShortcutIcon(systemImageName: "star.fill")
                let other = UIMutableApplicationShortcutItem(type: "n", localizedTitle: "N")
                if Bool.random() {
                    other.icon = .init(templateImageName: "one")
                } else {
                    other.icon = .init(templateImageName: "two")
                }
            }
            """##
        let actions = find(text)
        XCTAssertEqual(actions.map { $0.type?.text ?? "" }, ["scan", "p", "c", "g", "t", "m", "n"])
        // Assigned on the line before, in the same function.
        XCTAssertEqual(actions[0].icon, .file("qr"))
        XCTAssertEqual(actions[0].iconDeclaredAt, at(6, 16))
        XCTAssertEqual(actions[0].positions[.icon], SourcePosition(7, 110))
        // A parameter, and a variable reassigned in an `if`, cannot be known.
        XCTAssertEqual(actions[1].icon, .unresolved("icon", form: nil))
        XCTAssertEqual(actions[1].iconDeclaredAt, at(12, 97))
        XCTAssertEqual(actions[2].icon, .unresolved("icon", form: nil))
        XCTAssertEqual(actions[2].iconDeclaredAt, at(18, 97))
        // A constant at the top of the file, and a typed `.init`.
        XCTAssertEqual(actions[3].icon, .symbol("globe"))
        XCTAssertEqual(actions[3].iconDeclaredAt, at(3, 18))
        XCTAssertEqual(actions[4].icon, .file("typed"))
        XCTAssertEqual(actions[4].iconDeclaredAt, at(22, 44))
        // Properties set on a mutable item after it is made.
        XCTAssertEqual(
            actions[5],
            QuickAction(
                kind: .dynamic, type: .literal("m"), title: .literal("Mutable"), subtitle: .literal("Sub"),
                icon: .symbol("star.fill"), declaredAt: at(28, 16), iconDeclaredAt: at(30, 17),
                positions: [
                    .type: SourcePosition(28, 55), .title: SourcePosition(28, 76), .subtitle: SourcePosition(29, 30),
                    .icon: SourcePosition(30, 17),
                ]))
        // Set once in each branch of an `if`/`else`: one icon a branch, each where it is made.
        XCTAssertEqual(
            actions[6].iconBranches,
            [
                IconBranch(icon: .file("one"), declaredAt: at(33, 22)),
                IconBranch(icon: .file("two"), declaredAt: at(35, 22)),
            ])
        XCTAssertEqual(actions[6].icon, .file("one"))
        XCTAssertEqual(actions[6].iconDeclaredAt, at(33, 22))
    }

    func testAnIconChosenByATernaryAnIfOrSwitchExpressionOrInEachBranchIsEachBranch() {
        let text = ##"""
            import UIKit

            func install(dark: Bool, kind: Kind) {
                _ = UIApplicationShortcutItem(type: "t", localizedTitle: "T", localizedSubtitle: nil,
                    icon: UIApplicationShortcutIcon(templateImageName: dark ? "moon" : "sun"), userInfo: nil)
                let name = if dark { "moon" } else { "sun" }
                _ = UIApplicationShortcutItem(type: "i", localizedTitle: "I", localizedSubtitle: nil,
                    icon: UIApplicationShortcutIcon(templateImageName: name), userInfo: nil)
                let glyph = switch kind {
                case .a: "alpha"
                case .b, .c: "beta"
                }
                _ = UIApplicationShortcutItem(type: "s", localizedTitle: "S", localizedSubtitle: nil,
                    icon: .init(templateImageName: glyph), userInfo: nil)
                let icon: UIApplicationShortcutIcon
                if #available(iOS 26, *) {
                    icon = UIApplicationShortcutIcon(systemImageName: "star.fill")
                } else {
                    icon = UIApplicationShortcutIcon(templateImageName: "star")
                }
                _ = UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: icon, userInfo: nil)
                let maybe = dark ? someIcon : otherIcon
                _ = UIApplicationShortcutItem(type: "u", localizedTitle: "U", localizedSubtitle: nil, icon: maybe, userInfo: nil)
                let optional = cache?.icon
                _ = UIApplicationShortcutItem(type: "o", localizedTitle: "O", localizedSubtitle: nil, icon: optional, userInfo: nil)
            }
            """##
        let actions = find(text)
        XCTAssertEqual(actions.map { $0.type?.text ?? "" }, ["t", "i", "s", "a", "u", "o"])
        XCTAssertEqual(
            actions[0].iconBranches,
            [
                IconBranch(icon: .file("moon"), declaredAt: at(5, 67)),
                IconBranch(icon: .file("sun"), declaredAt: at(5, 76)),
            ])
        XCTAssertEqual(actions[0].icon, .file("moon"))
        XCTAssertEqual(actions[0].iconDeclaredAt, at(5, 67))
        XCTAssertEqual(
            actions[1].iconBranches,
            [
                IconBranch(icon: .file("moon"), declaredAt: at(6, 26)),
                IconBranch(icon: .file("sun"), declaredAt: at(6, 42)),
            ])
        XCTAssertEqual(
            actions[2].iconBranches,
            [
                IconBranch(icon: .file("alpha"), declaredAt: at(10, 14)),
                IconBranch(icon: .file("beta"), declaredAt: at(11, 18)),
            ])
        XCTAssertEqual(
            actions[3].iconBranches,
            [
                IconBranch(icon: .symbol("star.fill"), declaredAt: at(17, 16), availability: "iOS 26 and later"),
                IconBranch(icon: .file("star"), declaredAt: at(19, 16), availability: "before iOS 26"),
            ])
        XCTAssertEqual(actions[3].positions[.icon], SourcePosition(21, 97))
        // A choice between names not known says no more than the expression; an optional's `?` is no choice.
        XCTAssertEqual(actions[4].iconBranches, [])
        XCTAssertEqual(actions[4].icon, .unresolved("maybe", form: nil))
        XCTAssertEqual(actions[5].iconBranches, [])
        XCTAssertEqual(actions[5].icon, .unresolved("optional", form: nil))
    }

    func testATypeChosenByATernaryOrASwitchExpressionIsEachBranch() {
        let text = ##"""
            import UIKit

            func install(pro: Bool, plan: Plan) {
                _ = UIApplicationShortcutItem(type: pro ? "com.example.pro" : "com.example.free", localizedTitle: "T")
                let type = switch plan {
                case .a: "com.example.a"
                default: someType
                }
                _ = UIApplicationShortcutItem(type: type, localizedTitle: "S")
                _ = UIApplicationShortcutItem(type: pro ? one : two, localizedTitle: "U")
            }
            """##
        let actions = find(text)
        XCTAssertEqual(
            actions.map(\.type),
            [
                .unresolved(#"pro ? "com.example.pro" : "com.example.free""#), .unresolved("type"),
                .unresolved("pro ? one : two"),
            ])
        XCTAssertEqual(
            actions[0].typeBranches,
            [
                TypeBranch(type: .literal("com.example.pro"), at: SourcePosition(4, 47)),
                TypeBranch(type: .literal("com.example.free"), at: SourcePosition(4, 67)),
            ])
        XCTAssertEqual(
            actions[1].typeBranches,
            [
                TypeBranch(type: .literal("com.example.a"), at: SourcePosition(6, 14)),
                TypeBranch(type: .unresolved("someType"), at: SourcePosition(7, 14)),
            ])
        // No branch known: one computed type, as before.
        XCTAssertEqual(actions[2].typeBranches, [])
    }

    func testCommentsStringsAndOtherInitializersAreNotQuickActions() {
        let text = ##"""
            // UIApplicationShortcutItem(type: "commented", localizedTitle: "C")
            /* UIApplicationShortcutItem(type: "block", localizedTitle: "B") */
            let text = "UIApplicationShortcutItem(type: \"string\", localizedTitle: \"S\")"
            let decoded = UIApplicationShortcutItem(coder: coder)
            func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool { shortcutItem.type == "x" }
            #if DEBUG
            let debug = UIApplicationShortcutItem(type: "debug", localizedTitle: "Debug")
            #else
            let release = UIApplicationShortcutItem(type: "release", localizedTitle: "Release")
            #endif
            let multi = UIApplicationShortcutItem(type: """
                multi
                """, localizedTitle: "M")
            """##
        XCTAssertEqual(
            find(text),
            [
                QuickAction(
                    kind: .dynamic, type: .literal("debug"), title: .literal("Debug"), declaredAt: at(7, 13),
                    positions: [.type: SourcePosition(7, 45), .title: SourcePosition(7, 70)]),
                QuickAction(
                    kind: .dynamic, type: .literal("release"), title: .literal("Release"), declaredAt: at(9, 15),
                    positions: [.type: SourcePosition(9, 47), .title: SourcePosition(9, 74)]),
                QuickAction(
                    kind: .dynamic, type: .literal("multi"), title: .literal("M"), declaredAt: at(11, 13),
                    positions: [.type: SourcePosition(11, 45), .title: SourcePosition(13, 26)]),
            ])
    }

    func testDotInitInAMapClosureWhoseResultIsAnArrayOfItems() {
        let text = ##"""
            import UIKit

            func install(favorites: [Favorite]) {
                UIApplication.shared.shortcutItems = favorites.prefix(4).map { .init(type: $0.id, localizedTitle: $0.name) }
                let items: [UIApplicationShortcutItem] = favorites.compactMap { favorite in
                    .init(type: favorite.id, localizedTitle: favorite.name)
                }
                let names = favorites.map { .init(type: $0.id, localizedTitle: $0.name) }
                _ = (items, names)
            }

            func more(favorites: [Favorite]) -> [UIApplicationShortcutItem] {
                favorites.map { favorite in
                    return .init(type: favorite.id, localizedTitle: "Fixed")
                }
            }
            """##
        // `let names = favorites.map { .init(…) }` has no written type: not an item.
        XCTAssertEqual(
            find(text),
            [
                QuickAction(
                    kind: .dynamic, type: .unresolved("$0.id"), title: .unresolved("$0.name"), declaredAt: at(4, 68),
                    positions: [.type: SourcePosition(4, 80), .title: SourcePosition(4, 103)]),
                QuickAction(
                    kind: .dynamic, type: .unresolved("favorite.id"), title: .unresolved("favorite.name"),
                    declaredAt: at(6, 9),
                    positions: [.type: SourcePosition(6, 21), .title: SourcePosition(6, 50)]),
                QuickAction(
                    kind: .dynamic, type: .unresolved("favorite.id"), title: .literal("Fixed"), declaredAt: at(14, 16),
                    positions: [.type: SourcePosition(14, 28), .title: SourcePosition(14, 57)]),
            ])
    }

    func testHostileNestingNeitherCrashesNorFindsAnything() {
        let brackets =
            "let x: [UIApplicationShortcutItem] = " + String(repeating: "[", count: 50_000)
            + ".init(type: \"a\", localizedTitle: \"b\")"
        XCTAssertEqual(find(brackets), [])
        let strings =
            String(repeating: #""\("#, count: 5_000) + "UIApplicationShortcutItem(type: \"a\", localizedTitle: \"b\")"
        XCTAssertEqual(find(strings), [])
    }
}

/// Source being typed has brackets that never close: following names and helpers through it
/// must not trap (a helper whose body never closes crashed the check; found by the fuzzer).
final class UnbalancedSourceTests: XCTestCase {
    func testAHelperWhoseBodyNeverClosesIsReadWithoutATrap() {
        let swift = """
            func make(type: String) -> UIApplicationShortcutItem {
                UIApplicationShortcutItem(type: type, localizedTitle: "Title")
            make(type: "a")
            enum Kind: String { case a
                var item: UIApplicationShortcutItem { .init(type: rawValue, localizedTitle: "T")
            let kinds: [Kind] = [.a
            """
        for language in [SourceLanguage.swift] {
            let actions = CodeQuickActions.find(
                in: TokenizedSource(bytes: Array(swift.utf8), language: language), path: "App.swift")
            XCTAssertFalse(actions.isEmpty, "the item in the open body is still found")
        }
        let objC =
            "- (UIApplicationShortcutItem *)itemWithType:(NSString *)type {\n return [[UIApplicationShortcutItem alloc] initWithType:type localizedTitle:@\"T\"];\n[self itemWithType:@\"a\"];\n"
        _ = CodeQuickActions.find(in: TokenizedSource(bytes: Array(objC.utf8), language: .objectiveC), path: "App.m")
    }
}
