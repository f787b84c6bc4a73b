import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// Names followed to the literals they stand for, across the files of an app:
/// constants, enums, computed properties, helpers and generated asset accessors
/// in Swift, constants and macros in Objective-C; and what stays as written.
final class NameResolutionTests: XCTestCase {
    private func find(_ files: [(String, String)]) -> [QuickAction] {
        CodeQuickActions.find(
            in: SourceCorpus(
                files: files.map { path, text in
                    SourceCorpus.File(
                        path: path, language: SourceLanguage(path: path) ?? .objectiveC, bytes: Array(text.utf8))
                }))
    }

    private func at(_ path: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// `type: … , localizedTitle: …, icon: UIApplicationShortcutIcon(templateImageName: …)` on line 3 of Items.swift.
    private func item(type: String, title: String, icon: String) -> String {
        """
        import UIKit
        func install() {
            UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: \(type), localizedTitle: \(title), localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: \(icon)), userInfo: nil)]
        }
        """
    }

    private func one(
        _ files: [(String, String)], file: StaticString = #filePath, line: UInt = #line
    ) throws -> QuickAction {
        let actions = find(files)
        XCTAssertEqual(actions.count, 1, file: file, line: line)
        return try XCTUnwrap(actions.first, file: file, line: line)
    }

    func testConstantsInOtherFilesAndATitleKey() throws {
        let action = try one([
            ("App/Items.swift", item(type: "ShortcutKey.search", title: "UserText.search", icon: "searchIcon")),
            (
                "App/ShortcutKey.swift",
                """
                enum ShortcutKey {
                    static let search = "com.example.search"
                    static let other = "com.example.other"
                }
                let searchIcon = "icon-search"
                """
            ),
            (
                "App/UserText.swift",
                """
                struct UserText {
                    public static let search = NSLocalizedString("quick-action.search", tableName: "Actions", comment: "")
                }
                """
            ),
        ])
        XCTAssertEqual(action.type, .literal("com.example.search"))
        XCTAssertEqual(action.title, .localizationKey("quick-action.search", table: "Actions"))
        XCTAssertEqual(action.icon, .file("icon-search"))
        XCTAssertEqual(action.declaredAt, at("App/Items.swift", 3, 43))
        XCTAssertEqual(action.iconDeclaredAt, at("App/Items.swift", 3, 158))
        XCTAssertEqual(action.positions[.type], SourcePosition(3, 75))
        XCTAssertEqual(action.positions[.title], SourcePosition(3, 111))
    }

    func testAChainOfConstantsAndAConstantOfTheSameType() throws {
        let text = """
            import UIKit
            enum Keys {
                static let base = prefix
                static let title = "Search"
                static func items() -> [UIApplicationShortcutItem] {
                    [UIApplicationShortcutItem(type: base, localizedTitle: title)]
                }
            }
            let prefix = "com.example.search"
            """
        XCTAssertEqual(
            find([("Keys.swift", text)]),
            [
                QuickAction(
                    kind: .dynamic, type: .literal("com.example.search"), title: .literal("Search"),
                    declaredAt: at("Keys.swift", 6, 10),
                    positions: [.type: SourcePosition(6, 42), .title: SourcePosition(6, 64)])
            ])
    }

    func testEnumRawValuesExplicitAndImplicit() throws {
        let action = try one([
            (
                "Items.swift",
                item(type: "ShortcutType.newTab.rawValue", title: "Title.search.rawValue", icon: "Icon.search.rawValue")
            ),
            (
                "Types.swift",
                """
                enum ShortcutType: String {
                    case newTab = "NewTab", privateTab
                }
                enum Title: String, CaseIterable { case search }
                enum Icon: Int { case search }
                """
            ),
        ])
        XCTAssertEqual(action.type, .literal("NewTab"))
        XCTAssertEqual(action.title, .literal("search"), "a String enum's implicit raw value is the case name")
        XCTAssertEqual(
            action.icon, .unresolved("UIApplicationShortcutIcon(templateImageName: Icon.search.rawValue)", form: .file),
            "an Int raw value is no name")
    }

    func testAPropertyThatSwitchesOverSelf() throws {
        let names = """
            enum Shortcut {
                case search, compose
                case other

                var iconName: String {
                    switch self {
                    case .search: return "icon_search"
                    case .compose, .other:
                        return "icon_compose"
                    }
                }
                var title: String {
                    switch self {
                    case .search: return "Search"
                    default: return "Other \\(self)"
                    }
                }
            }
            """
        let known = try one([
            ("Items.swift", item(type: "\"search\"", title: "Shortcut.search.title", icon: "Shortcut.other.iconName")),
            ("Shortcut.swift", names),
        ])
        XCTAssertEqual(known.title, .literal("Search"))
        XCTAssertEqual(known.icon, .file("icon_compose"))

        let computed = try one([
            ("Items.swift", item(type: "\"compose\"", title: "Shortcut.compose.title", icon: "shortcut.iconName")),
            ("Shortcut.swift", names),
        ])
        XCTAssertEqual(
            computed.title, .unresolved("Shortcut.compose.title"), "an interpolated default is not a literal")
        XCTAssertEqual(
            computed.icon, .unresolved("UIApplicationShortcutIcon(templateImageName: shortcut.iconName)", form: .file),
            "a variable's case is not known")
    }

    func testWhatStaysAsWritten() throws {
        let action = try one([
            ("Items.swift", item(type: "Keys.mutable", title: "Keys.twice", icon: "Keys.interpolated")),
            (
                "Keys.swift",
                """
                enum Keys {
                    static var mutable = "a"
                    static let twice = "one"
                    static let interpolated = "icon-\\(1)"
                }
                """
            ),
            (
                "More.swift",
                """
                extension Keys {
                    static let twice = "two"
                }
                """
            ),
        ])
        XCTAssertEqual(action.type, .unresolved("Keys.mutable"))
        XCTAssertEqual(action.title, .unresolved("Keys.twice"), "two declarations that disagree")
        XCTAssertEqual(
            action.icon, .unresolved("UIApplicationShortcutIcon(templateImageName: Keys.interpolated)", form: .file))
    }

    func testALocalOrParameterHidesAConstant() throws {
        let text = """
            import UIKit
            let type = "global"
            func make(title: String) -> UIApplicationShortcutItem {
                let type = UUID().uuidString
                return UIApplicationShortcutItem(type: type, localizedTitle: title)
            }
            func plain() -> UIApplicationShortcutItem { UIApplicationShortcutItem(type: type, localizedTitle: "Plain") }
            """
        XCTAssertEqual(find([("A.swift", text)]).map(\.type), [.unresolved("type"), .literal("global")])
    }

    /// Each call of a helper with literal arguments is its own action, at the call; the helper's own item is not
    /// listed.
    func testAHelperIsListedAtEachCall() throws {
        let helper = """
            import UIKit
            extension UIApplicationShortcutItem {
                static func from(type: String, title: String, icon: String, subtitle: String? = nil) -> UIApplicationShortcutItem {
                    UIApplicationShortcutItem(type: type, localizedTitle: title, localizedSubtitle: subtitle,
                                              icon: UIApplicationShortcutIcon(templateImageName: icon), userInfo: nil)
                }
            }
            """
        let calls = """
            func install(_ name: String) {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem.from(type: "search", title: "Search", icon: Icons.search),
                    .from(type: "new", title: NSLocalizedString("New", comment: ""), icon: "icon_new", subtitle: "Now"),
                    UIApplicationShortcutItem.from(type: "open", title: name, icon: "icon_open"),
                ]
            }
            enum Icons { static let search = "icon_search" }
            """
        XCTAssertEqual(
            find([("App/Helper.swift", helper), ("App/Install.swift", calls)]),
            [
                QuickAction(
                    kind: .dynamic, type: .literal("search"), title: .literal("Search"), icon: .file("icon_search"),
                    declaredAt: at("App/Install.swift", 3, 9), iconDeclaredAt: at("App/Install.swift", 3, 79),
                    positions: [
                        .type: SourcePosition(3, 46), .title: SourcePosition(3, 63), .icon: SourcePosition(3, 79),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("new"), title: .localizationKey("New", table: nil),
                    subtitle: .literal("Now"),
                    icon: .file("icon_new"), declaredAt: at("App/Install.swift", 4, 9),
                    iconDeclaredAt: at("App/Install.swift", 4, 80),
                    positions: [
                        .type: SourcePosition(4, 21), .title: SourcePosition(4, 35), .subtitle: SourcePosition(4, 102),
                        .icon: SourcePosition(4, 80),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("open"), title: .unresolved("name"), icon: .file("icon_open"),
                    declaredAt: at("App/Install.swift", 5, 9), iconDeclaredAt: at("App/Install.swift", 5, 73),
                    positions: [
                        .type: SourcePosition(5, 46), .title: SourcePosition(5, 61), .icon: SourcePosition(5, 73),
                    ]),
            ])
    }

    func testAHelperCalledOnlyWithVariablesIsListedAsWritten() throws {
        let text = """
            import UIKit
            func item(_ type: String, _ title: String) -> UIApplicationShortcutItem {
                UIApplicationShortcutItem(type: type, localizedTitle: title)
            }
            func install(names: [String]) {
                UIApplication.shared.shortcutItems = names.map { item($0, $0) }
            }
            """
        XCTAssertEqual(
            find([("A.swift", text)]),
            [
                QuickAction(
                    kind: .dynamic, type: .unresolved("type"), title: .unresolved("title"),
                    declaredAt: at("A.swift", 3, 5),
                    positions: [.type: SourcePosition(3, 37), .title: SourcePosition(3, 59)])
            ])
    }

    func testSwiftGenAssets() throws {
        let generated = """
            internal enum Asset {
              internal enum Icons {
                internal static let search = ImageAsset(name: "Icons/search")
              }
              internal static let qr = ImageAsset(name: "qr")
            }
            internal struct ImageAsset {
              internal fileprivate(set) var name: String
            }
            """
        let items = """
            import UIKit
            let items = [
                UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: Asset.qr.name), userInfo: nil),
                UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: Asset.Icons.search.name), userInfo: nil),
            ]
            """
        XCTAssertEqual(
            find([("App/Items.swift", items), ("App/Generated/Assets.swift", generated)]).map(\.icon),
            [.file("qr"), .file("Icons/search")])
        XCTAssertEqual(
            find([("App/Items.swift", items)]).map(\.icon),
            [
                .unresolved("UIApplicationShortcutIcon(templateImageName: Asset.qr.name)", form: .file),
                .unresolved("UIApplicationShortcutIcon(templateImageName: Asset.Icons.search.name)", form: .file),
            ], "without the generated file, nothing is guessed")
    }

    func testRSwiftResources() throws {
        let rswift5 = """
            struct R {
              struct image {
                static let search = Rswift.ImageResource(bundle: R.hostingBundle, name: "search-icon")
                static func search(compatibleWith traitCollection: UITraitCollection? = nil) -> UIImage? { nil }
              }
            }
            """
        let rswift7 = """
            struct _R {
              struct image {
                var compose: RswiftResources.ImageResource { .init(name: "compose", path: [], bundle: bundle, locale: nil, onDemandResourceTags: nil) }
              }
            }
            """
        let items = """
            import UIKit
            let items = [
                UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: R.image.search.name), userInfo: nil),
                UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: R.image.compose.name), userInfo: nil),
            ]
            """
        XCTAssertEqual(
            find([("R.generated.swift", rswift5), ("Items.swift", items), ("R7.generated.swift", rswift7)]).map(\.icon),
            [.file("search-icon"), .file("compose")])
        XCTAssertEqual(
            find([("Items.swift", items)]).map(\.icon).map(\.fileName), [nil, nil],
            "R.swift renames assets (`search-icon` is `searchIcon`): without R.generated.swift no name is derived")
    }

    func testObjectiveCConstantsAndMacros() throws {
        let header = """
            #define kIconSearch @"icon_search"
            #define kTitle NSLocalizedString(@"Search", nil)
            extern NSString *const kTypeSearch;
            """
        let constants = """
            #import "Constants.h"
            NSString *const kTypeSearch = @"com.example.search";
            static NSString * const kTypeCompose = @"com.example." @"compose";
            static NSString *kSymbol = @"star";
            """
        let items = """
            #import "Constants.h"
            static NSString * const kTypeCompose = @"com.example.compose";
            - (void)install {
                UIApplicationShortcutItem *a = [[UIApplicationShortcutItem alloc] initWithType:kTypeSearch localizedTitle:kTitle
                    localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithTemplateImageName:kIconSearch] userInfo:nil];
                UIApplicationShortcutItem *b = [[UIApplicationShortcutItem alloc] initWithType:kTypeCompose localizedTitle:kMissing
                    localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithSystemImageName:kSymbol] userInfo:nil];
            }
            """
        XCTAssertEqual(
            find([("App/Constants.h", header), ("App/Constants.m", constants), ("App/Items.m", items)]),
            [
                QuickAction(
                    kind: .dynamic, type: .literal("com.example.search"), title: .localizationKey("Search", table: nil),
                    icon: .file("icon_search"), declaredAt: at("App/Items.m", 4, 36),
                    iconDeclaredAt: at("App/Items.m", 5, 36),
                    positions: [
                        .type: SourcePosition(4, 84), .title: SourcePosition(4, 111), .icon: SourcePosition(5, 36),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("com.example.compose"), title: .unresolved("kMissing"),
                    icon: .symbol("star"), declaredAt: at("App/Items.m", 6, 36),
                    iconDeclaredAt: at("App/Items.m", 7, 36),
                    positions: [
                        .type: SourcePosition(6, 84), .title: SourcePosition(6, 112), .icon: SourcePosition(7, 36),
                    ]),
            ])
    }

    func testObjectiveCConflictsAndLocalsStayAsWritten() throws {
        let items = """
            #define kType @"one"
            - (void)install:(NSString *)kTitle {
                NSString *kIcon = [self iconName];
                UIApplicationShortcutItem *a = [[UIApplicationShortcutItem alloc] initWithType:kType localizedTitle:kTitle
                    localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithTemplateImageName:kIcon] userInfo:nil];
            }
            """
        let other = """
            #define kType @"two"
            NSString *const kTitle = @"Title";
            NSString *const kIcon = @"icon";
            """
        let action = try one([("Items.m", items), ("Other.m", other)])
        XCTAssertEqual(action.type, .unresolved("kType"), "two definitions that disagree")
        XCTAssertEqual(action.title, .unresolved("kTitle"), "a parameter hides the constant")
        XCTAssertEqual(
            action.icon, .unresolved("[UIApplicationShortcutIcon iconWithTemplateImageName:kIcon]", form: .file),
            "a local hides the constant")
    }

    /// A file that names neither marker is tokenized only for the name followed, and a file is read once.
    func testOneFileResolvesWhatItDeclares() {
        let text = """
            import UIKit
            enum Key: String { case search }
            let item = UIApplicationShortcutItem(type: Key.search.rawValue, localizedTitle: Other.title)
            """
        XCTAssertEqual(
            CodeQuickActions.find(in: TokenizedSource(text, language: .swift), path: "A.swift").map(\.type),
            [.literal("search")])
        XCTAssertEqual(
            CodeQuickActions.find(in: TokenizedSource(text, language: .swift), path: "A.swift").map(\.title),
            [.unresolved("Other.title")])
    }

    /// The app's subclass of the item class: its `super.init` makes the item, and each call of its
    /// initializer (`Shortcut(…)`, `Shortcut.init(…)`) is an action there. An enum case argument is followed
    /// through the parameter's enum: `type.icon` per case, `String(describing: type)` the case's name (not its
    /// raw value). A case passed in a variable, and a title made by interpolation, stay as written.
    func testASubclassInitializerIsListedAtEachCall() throws {
        let shortcut = """
            import UIKit
            enum Kind: String {
                case explore = "explore-raw", mypage
                var icon: String {
                    switch self {
                    case .explore: return "icon_explore"
                    case .mypage: "icon_me"
                    }
                }
            }
            class Shortcut: UIMutableApplicationShortcutItem {
                init(type: Kind, segue: String) {
                    let image = UIApplicationShortcutIcon(templateImageName: type.icon)
                    super.init(type: String(describing: type), localizedTitle: "Go \\(segue)", localizedSubtitle: nil, icon: image, userInfo: nil)
                }
            }
            """
        let calls = """
            func install(kind: Kind) {
                UIApplication.shared.shortcutItems = [
                    Shortcut(type: .explore, segue: "a"),
                    Shortcut.init(type: Kind.mypage, segue: "b"),
                    Shortcut(type: kind, segue: "c"),
                ]
            }
            """
        let title = SourceValue.unresolved("\"Go \\(segue)\"")
        XCTAssertEqual(
            find([("App/Shortcut.swift", shortcut), ("App/Install.swift", calls)]),
            [
                QuickAction(
                    kind: .dynamic, type: .literal("explore"), title: title, icon: .file("icon_explore"),
                    declaredAt: at("App/Install.swift", 3, 9), iconDeclaredAt: at("App/Shortcut.swift", 13, 21),
                    positions: [.type: SourcePosition(3, 24), .icon: SourcePosition(3, 24)]),
                QuickAction(
                    kind: .dynamic, type: .literal("mypage"), title: title, icon: .file("icon_me"),
                    declaredAt: at("App/Install.swift", 4, 9), iconDeclaredAt: at("App/Shortcut.swift", 13, 21),
                    positions: [.type: SourcePosition(4, 29), .icon: SourcePosition(4, 29)]),
                QuickAction(
                    kind: .dynamic, type: .unresolved("String(describing: type)"), title: title,
                    icon: .unresolved("UIApplicationShortcutIcon(templateImageName: type.icon)", form: .file),
                    declaredAt: at("App/Install.swift", 5, 9), iconDeclaredAt: at("App/Shortcut.swift", 13, 21),
                    positions: [.type: SourcePosition(5, 24), .icon: SourcePosition(5, 24)]),
            ])
    }

    /// `String(describing:)` is the case's name only while nothing describes the enum otherwise; a class that
    /// is not a subclass of the item class makes no item with `super.init`.
    func testWhatADescribedCaseOrAnotherSuperclassLeaves() throws {
        let text = """
            import UIKit
            enum Kind { case search }
            extension Kind: CustomStringConvertible { var description: String { "custom" } }
            class Shortcut: UIApplicationShortcutItem {
                init(kind: Kind) {
                    super.init(type: String(describing: kind), localizedTitle: "Search", localizedSubtitle: nil, icon: nil, userInfo: nil)
                }
            }
            class Other: NSObject {
                init(kind: Kind) {
                    super.init(type: String(describing: kind), localizedTitle: "Other")
                }
            }
            let item = Shortcut(kind: .search)
            """
        XCTAssertEqual(
            find([("A.swift", text)]),
            [
                QuickAction(
                    kind: .dynamic, type: .unresolved("String(describing: kind)"), title: .literal("Search"),
                    declaredAt: at("A.swift", 6, 9),
                    positions: [.type: SourcePosition(6, 26), .title: SourcePosition(6, 68)])
            ], "no call gives a literal, so the item is listed as written; Other's super.init is not an item")
    }

    /// An enum's property makes the item from the case's own `switch self` values (with and without
    /// `return`): each use of a case that reaches it is an action at the case. A collection never mapped
    /// through the property, or a case in a variable, is none.
    func testAnEnumPropertyIsListedAtEachCase() throws {
        let provider = """
            import UIKit
            enum ActionType {
                case compose, search, scan
                var icon: String {
                    switch self {
                    case .compose: "square.and.pencil"
                    case .search: return "magnifyingglass"
                    case .scan: "qrcode"
                    }
                }
                var type: String {
                    switch self {
                    case .compose: "com.example.compose"
                    case .search: "com.example.search"
                    case .scan: "com.example.\\(1)"
                    }
                }
                var item: UIApplicationShortcutItem {
                    .init(type: type, localizedTitle: "Open", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(systemImageName: icon))
                }
            }
            """
        let uses = """
            func items(all: Bool, chosen: ActionType) -> [UIApplicationShortcutItem] {
                var list: [ActionType] = [.compose]
                if all { list.append(.scan) }
                let unused: [ActionType] = [.search]
                _ = chosen.item
                return list.map { $0.item } + [ActionType.search.item]
            }
            """
        XCTAssertEqual(
            find([("App/Provider.swift", provider), ("App/Uses.swift", uses)]),
            [
                QuickAction(
                    kind: .dynamic, type: .literal("com.example.compose"), title: .literal("Open"),
                    icon: .symbol("square.and.pencil"),
                    declaredAt: at("App/Uses.swift", 2, 31), iconDeclaredAt: at("App/Provider.swift", 19, 81),
                    positions: [.type: SourcePosition(2, 31), .icon: SourcePosition(2, 31)]),
                QuickAction(
                    kind: .dynamic, type: .unresolved("type"), title: .literal("Open"), icon: .symbol("qrcode"),
                    declaredAt: at("App/Uses.swift", 3, 26), iconDeclaredAt: at("App/Provider.swift", 19, 81),
                    positions: [.type: SourcePosition(3, 26), .icon: SourcePosition(3, 26)]),
                QuickAction(
                    kind: .dynamic, type: .literal("com.example.search"), title: .literal("Open"),
                    icon: .symbol("magnifyingglass"),
                    declaredAt: at("App/Uses.swift", 6, 36), iconDeclaredAt: at("App/Provider.swift", 19, 81),
                    positions: [.type: SourcePosition(6, 36), .icon: SourcePosition(6, 36)]),
            ])
    }

    /// Objective-C: a method and a C function whose parameters reach the item are listed at each call.
    func testObjectiveCHelpersAreListedAtEachCall() throws {
        let helper = """
            @implementation Shortcuts
            - (UIApplicationShortcutItem *)itemWithType:(NSString *)type title:(NSString *)title icon:(NSString *)icon {
                return [[UIApplicationShortcutItem alloc] initWithType:type localizedTitle:title localizedSubtitle:nil
                    icon:[UIApplicationShortcutIcon iconWithTemplateImageName:icon] userInfo:nil];
            }
            static UIApplicationShortcutItem *MakeItem(NSString *type, UIApplicationShortcutIconType iconType) {
                return [[UIApplicationShortcutItem alloc] initWithType:type localizedTitle:@"Fixed"
                    localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithType:iconType] userInfo:nil];
            }
            - (void)install:(NSString *)name {
                NSArray *items = @[[self itemWithType:@"a" title:kTitle icon:@"icon_a"],
                                   [self itemWithType:name title:@"B" icon:name],
                                   MakeItem(@"c", UIApplicationShortcutIconTypeCompose)];
            }
            @end
            """
        XCTAssertEqual(
            find([("App/Shortcuts.m", helper), ("App/Constants.h", "#define kTitle NSLocalizedString(@\"A\", nil)\n")]),
            [
                QuickAction(
                    kind: .dynamic, type: .literal("a"), title: .localizationKey("A", table: nil),
                    icon: .file("icon_a"),
                    declaredAt: at("App/Shortcuts.m", 11, 24), iconDeclaredAt: at("App/Shortcuts.m", 11, 66),
                    positions: [
                        .type: SourcePosition(11, 43), .title: SourcePosition(11, 54), .icon: SourcePosition(11, 66),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .unresolved("name"), title: .literal("B"),
                    icon: .unresolved("[UIApplicationShortcutIcon iconWithTemplateImageName:icon]", form: .file),
                    declaredAt: at("App/Shortcuts.m", 12, 24), iconDeclaredAt: at("App/Shortcuts.m", 12, 64),
                    positions: [
                        .type: SourcePosition(12, 43), .title: SourcePosition(12, 54), .icon: SourcePosition(12, 64),
                    ]),
                QuickAction(
                    kind: .dynamic, type: .literal("c"), title: .literal("Fixed"),
                    icon: .type(SystemIconName("UIApplicationShortcutIconTypeCompose")),
                    declaredAt: at("App/Shortcuts.m", 13, 24), iconDeclaredAt: at("App/Shortcuts.m", 13, 39),
                    positions: [.type: SourcePosition(13, 33), .icon: SourcePosition(13, 39)]),
            ])
    }
}
