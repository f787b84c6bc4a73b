import QuickGlyphModel

/// The pair of files `build --objc PATH.h` writes for an Objective-C app: the header
/// declares a string constant for each quick action of the items file and a class of
/// class methods (named by `--objc-class`) that maps a `UIApplicationShortcutItem` back
/// to one, makes the dynamic items and holds the cold- and warm-start hooks of both life
/// cycles; the `.m` beside it defines them. What the Swift file's enum offers, in
/// Objective-C's terms: an action is the constant itself (an `NSString`, the type as the
/// items file writes it), and every method returns that very object, so `==` works as
/// `isEqualToString:` does.
///
/// A class of its own rather than `--swift-type`'s name: a mixed app that writes both
/// files sees the header through its bridging header, where a class named like the Swift
/// enum would clash with it.
/// The bytes depend only on the items, the class's name, the header's file name and the
/// items file's path as written, so an unchanged items file gives unchanged files.
/// The code compiles with ARC (Xcode's default) and without it (GNUstep, where it is tested).
public struct ObjCSourceGenerator: Sendable {
    /// The class's name when `--objc-class` does not give one: not the Swift enum's
    /// (`QuickAction`), so that an app generating both can import both.
    public static let defaultClassName = "QuickActions"
    /// The strings table iOS looks Info.plist's titles up in, as the Swift file does.
    static let stringsTable = SwiftSourceGenerator.stringsTable
    /// The first line of both files, as the Swift file's: what marks a file as one quickglyph may replace.
    static let headerPrefix = SwiftSourceGenerator.headerPrefix

    /// C's and Objective-C's keywords, which cannot name the class.
    static let keywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
        "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
        "_Bool", "_Complex", "_Imaginary", "BOOL", "Class", "IMP", "SEL", "YES", "NO", "id", "in", "inout", "nil",
        "Nil", "oneway", "out", "self", "super", "bycopy", "byref", "nonnull", "nullable", "instancetype",
    ]
    /// Why `name` cannot be the class's name, in words ending in what to do; nil when it can.
    public static func classNameProblem(_ name: String) -> String? {
        let instead = "choose another name, such as \(defaultClassName)"
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }),
              !keywords.contains(name) else {
            return "'\(name)' is not an Objective-C class name (ASCII letters, digits and underscores, not starting with a digit, "
                + "not a keyword)"
        }
        // Every class and type the files use is Foundation's or UIKit's (NSString, UIApplication), and
        // Apple keeps those prefixes for its own: a class of the app named so clashes now or with a later SDK.
        if name.hasPrefix("NS") || name.hasPrefix("UI") {
            return "'\(name)' begins with \(name.prefix(2)), the prefix of Apple's classes, which the generated files use; \(instead)"
        }
        return nil
    }

    /// Why `path` cannot be the header `--objc` names, in words; nil when it can: a `.h`, whose
    /// `.m` takes the same base name, and a name the `.m`'s `#import "…"` can spell.
    public static func headerPathProblem(_ path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard name.hasSuffix(".h"), name.count > 2 else {
            return "'\(DisplayText.escapingControls(path))' is not a header: name a FILE.h (its FILE.m is written beside it)"
        }
        if name.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control }) {
            return "'\(DisplayText.escapingControls(name))' cannot be written in an #import line (a quote, a backslash or a "
                + "control character); choose another file name"
        }
        return nil
    }

    /// The `.m` beside the header `path`: the same path, `.m` for `.h`.
    public static func implementationPath(forHeader path: String) -> String {
        String(path.dropLast(2)) + ".m"
    }

    public var items: [QuickAction]
    public var className: String
    /// The header's file name, which the `.m` imports.
    public var headerName: String
    /// The items file as the user named it, for the header: where to make a change.
    public var itemsPath: String

    public init(items: [QuickAction], className: String = ObjCSourceGenerator.defaultClassName, headerName: String,
                itemsPath: String) {
        self.items = items
        self.className = className
        self.headerName = headerName
        self.itemsPath = itemsPath
    }

    /// Items whose type uses a build setting the app cannot know at run time: the same refusal as the Swift file's.
    public var unsupportedTypes: [(index: Int, settings: [String])] {
        SwiftSourceGenerator(items: items, itemsPath: itemsPath).unsupportedTypes
    }

    /// Each item's constant, in the items file's order: the class's name and the Swift
    /// enum's case name for it (`QuickActionsNewMessage`), so the two languages agree. The
    /// enum's members are avoided as there, which keeps `localized` off the `.m`'s
    /// `QuickActionsLocalized` function: such an item's constant is `QuickActionsLocalizedAction`.
    var constants: [(name: String, item: QuickAction)] {
        let names = SwiftIdentifier.caseNames(forTypes: items.map(\.typeText), avoiding: SwiftSourceGenerator.members)
        return zip(names, items).map { (className + $0.prefix(1).uppercased() + $0.dropFirst(), $1) }
    }

    /// The `.h`.
    public func header() -> String {
        let name = className
        var lines = fileHeader()
        lines += [
            "#import <UIKit/UIKit.h>",
            "",
            "NS_ASSUME_NONNULL_BEGIN",
            "",
            "// The app's Home Screen quick actions, a constant for each item of the items file: the type as",
            "// the items file and Info.plist write it, build settings unexpanded. \(name)'s methods return",
            "// these very objects, so an action is recognised with == as well as with isEqualToString:.",
        ]
        for (constant, item) in constants {
            lines.append("/// \(summary(of: item))")
            lines.append("FOUNDATION_EXPORT NSString *const \(constant);")
        }
        lines.append("")
        lines += documentation()
        lines += [
            "NS_SWIFT_UI_ACTOR",
            "@interface \(name) : NSObject",
            "",
            "/// Every action, in the items file's order.",
            "+ (NSArray<NSString *> *)allActions;",
            "/// The actions made in code rather than declared in Info.plist, in the items file's order:",
            "/// what +installDynamicItemsInApplication: gives iOS.",
            "+ (NSArray<NSString *> *)dynamicActions;",
            "",
            "/// This app's bundle identifier: what Xcode puts in Info.plist's types where they say",
            "/// $(PRODUCT_BUNDLE_IDENTIFIER), and so what iOS hands over; \"\" when the bundle has none.",
            "+ (NSString *)bundleIdentifier;",
            "",
            "/// The type iOS hands over for `action`: the constant with $(PRODUCT_BUNDLE_IDENTIFIER)",
            "/// expanded, as Xcode expands it in Info.plist; nil for a string that is not one of the constants.",
            "+ (nullable NSString *)typeForAction:(NSString *)action;",
            "+ (nullable NSString *)typeForAction:(NSString *)action bundleIdentifier:(NSString *)bundleIdentifier;",
            "",
            "/// The action a type names, as iOS hands it over; nil for a type this file does not declare",
            "/// (an action pinned by an older release of the app, or another app's).",
            "+ (nullable NSString *)actionForType:(NSString *)type bundleIdentifier:(NSString *)bundleIdentifier;",
            "/// The action a person chose; nil for an item this file does not declare.",
            "+ (nullable NSString *)actionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem;",
            "+ (nullable NSString *)actionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem",
            "                             bundleIdentifier:(NSString *)bundleIdentifier;",
            "",
            "/// The title in the person's language, looked up as iOS looks up Info.plist's: in the",
            "/// \(Self.stringsTable) strings table, by the development-language text; nil for a string that is not an action.",
            "+ (nullable NSString *)localizedTitleForAction:(NSString *)action;",
            "/// The subtitle, looked up like the title; nil when there is none.",
            "+ (nullable NSString *)localizedSubtitleForAction:(NSString *)action;",
            "/// The icon iOS draws beside the title; nil for none (and, before iOS 13, for an SF Symbol).",
            "+ (nullable UIApplicationShortcutIcon *)iconForAction:(NSString *)action;",
            "/// The items file's userInfo, as iOS hands it over with the item; nil when there is none.",
            "+ (nullable NSDictionary<NSString *, id<NSSecureCoding>> *)userInfoForAction:(NSString *)action;",
            "",
            "/// The item for UIApplication's shortcutItems of a dynamic action, its title in the language the",
            "/// app runs in now; nil for a static one, which iOS shows from Info.plist (set as well, it would",
            "/// show twice).",
            "+ (nullable UIApplicationShortcutItem *)shortcutItemForAction:(NSString *)action",
            "                                             bundleIdentifier:(NSString *)bundleIdentifier;",
            "/// Sets the app's dynamic quick actions to +dynamicActions, replacing any others it set. iOS keeps",
            "/// them, in the language they were made in, until they are set again: call this at launch, and",
            "/// again when what they show or the app's language changes.",
            "+ (void)installDynamicItemsInApplication:(UIApplication *)application;",
            "",
            "/// Cold start of a scene, from scene:willConnectToSession:options: calls `perform` with the",
            "/// action that opened the scene, if one of these did.",
            "+ (void)handleConnectionOptions:(UISceneConnectionOptions *)connectionOptions",
            "                        perform:(void (NS_NOESCAPE ^)(NSString *action))perform API_AVAILABLE(ios(13.0));",
            "/// A running app, from windowScene:performActionForShortcutItem:completionHandler: (iOS 13+) or",
            "/// application:performActionForShortcutItem:completionHandler: calls `perform` with the chosen",
            "/// action, then tells iOS whether it was one of these.",
            "+ (void)handleShortcutItem:(UIApplicationShortcutItem *)shortcutItem",
            "         completionHandler:(void (NS_NOESCAPE ^)(BOOL succeeded))completionHandler",
            "                   perform:(void (NS_NOESCAPE ^)(NSString *action))perform;",
            "/// Cold start of an app without scenes, from application:didFinishLaunchingWithOptions: calls",
            "/// `perform` with the action that launched the app and returns YES if one of these did. Return NO",
            "/// from didFinishLaunchingWithOptions then, or iOS also calls application:performActionForShortcutItem:…",
            "/// with it.",
            "+ (BOOL)handleLaunchOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions",
            "                    perform:(void (NS_NOESCAPE ^)(NSString *action))perform;",
            "",
            "@end",
            "",
            "NS_ASSUME_NONNULL_END",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `.m`.
    public func implementation() -> String {
        let name = className
        let constants = constants
        let dynamic = constants.filter(\.item.isDynamic)
        let localized = name + "Localized"
        let autorelease = name.uppercased() + "_AUTORELEASE"
        var lines = fileHeader()
        lines += [
            "#import \"\(headerName)\"",
            "",
        ]
        lines += constants.map { "NSString *const \($0.name) = \(Self.literal($0.item.typeText));" }
        if !constants.isEmpty { lines.append("") }
        lines += [
            "// An item made here is the caller's to keep: ARC (Xcode's default) takes care of it; without ARC",
            "// it is autoreleased.",
            "#if __has_feature(objc_arc)",
            "#define \(autorelease)(object) (object)",
            "#else",
            "#define \(autorelease)(object) [(object) autorelease]",
            "#endif",
            "",
        ]
        // Without an item there is no title to look up, and an unused function warns.
        if !constants.isEmpty {
            lines += [
                "// Looked up as iOS looks up Info.plist's titles, so a title reads the same wherever it shows.",
                "static NSString *\(localized)(NSString *text) {",
                "    return [[NSBundle mainBundle] localizedStringForKey:text value:text table:\(Self.literal(Self.stringsTable))];",
                "}",
                "",
            ]
        }
        lines += [
            "@implementation \(name)",
            "",
            "+ (NSArray<NSString *> *)allActions {",
            "    return @[\(constants.map(\.name).joined(separator: ", "))];",
            "}",
            "",
            "+ (NSArray<NSString *> *)dynamicActions {",
            "    return @[\(dynamic.map(\.name).joined(separator: ", "))];",
            "}",
            "",
            "+ (NSString *)bundleIdentifier {",
            "    NSString *identifier = [[NSBundle mainBundle] bundleIdentifier];",
            "    return identifier != nil ? identifier : @\"\";",
            "}",
            "",
            "+ (nullable NSString *)typeForAction:(NSString *)action {",
            "    return [self typeForAction:action bundleIdentifier:[self bundleIdentifier]];",
            "}",
            "",
            "+ (nullable NSString *)typeForAction:(NSString *)action bundleIdentifier:(NSString *)bundleIdentifier {",
        ]
        lines += constants.map { "    if ([action isEqualToString:\($0.name)]) return \(expression(forType: $0.item.typeText));" }
        lines += [
            "    return nil;",
            "}",
            "",
            "+ (nullable NSString *)actionForType:(NSString *)type bundleIdentifier:(NSString *)bundleIdentifier {",
            "    for (NSString *action in [self allActions]) {",
            "        if ([[self typeForAction:action bundleIdentifier:bundleIdentifier] isEqualToString:type]) return action;",
            "    }",
            "    return nil;",
            "}",
            "",
            "+ (nullable NSString *)actionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem {",
            "    return [self actionForType:shortcutItem.type bundleIdentifier:[self bundleIdentifier]];",
            "}",
            "",
            "+ (nullable NSString *)actionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem",
            "                             bundleIdentifier:(NSString *)bundleIdentifier {",
            "    return [self actionForType:shortcutItem.type bundleIdentifier:bundleIdentifier];",
            "}",
            "",
            "+ (nullable NSString *)localizedTitleForAction:(NSString *)action {",
        ]
        lines += constants.map { "    if ([action isEqualToString:\($0.name)]) return \(localized)(\(Self.literal($0.item.titleText)));" }
        lines += [
            "    return nil;",
            "}",
            "",
            "+ (nullable NSString *)localizedSubtitleForAction:(NSString *)action {",
        ]
        lines += constants.compactMap { entry in
            entry.item.subtitleText.map { "    if ([action isEqualToString:\(entry.name)]) return \(localized)(\(Self.literal($0)));" }
        }
        lines += [
            "    return nil;",
            "}",
            "",
            "+ (nullable UIApplicationShortcutIcon *)iconForAction:(NSString *)action {",
        ]
        for entry in constants {
            lines += iconLines(entry.item.icon, condition: "[action isEqualToString:\(entry.name)]", indent: "    ")
        }
        lines += [
            "    return nil;",
            "}",
            "",
            "+ (nullable NSDictionary<NSString *, id<NSSecureCoding>> *)userInfoForAction:(NSString *)action {",
        ]
        lines += constants.compactMap { entry in
            entry.item.userInfo.map { "    if ([action isEqualToString:\(entry.name)]) return \(dictionaryExpression($0));" }
        }
        lines += [
            "    return nil;",
            "}",
            "",
            "+ (nullable UIApplicationShortcutItem *)shortcutItemForAction:(NSString *)action",
            "                                             bundleIdentifier:(NSString *)bundleIdentifier {",
        ]
        for entry in dynamic {
            let icon = dynamicIcon(entry.item.icon)
            lines.append("    if ([action isEqualToString:\(entry.name)]) {")
            lines += icon.lines
            lines += [
                "        return \(autorelease)([[UIApplicationShortcutItem alloc]",
                "            initWithType:(NSString *)[self typeForAction:action bundleIdentifier:bundleIdentifier]",
                // Written out, as the icon is, so that `quickglyph check` of the app reads what it shows.
                "            localizedTitle:NSLocalizedStringFromTable(\(Self.literal(entry.item.titleText)), \(Self.literal(Self.stringsTable)), nil)",
                "            localizedSubtitle:" + (entry.item.subtitleText.map {
                    "NSLocalizedStringFromTable(\(Self.literal($0)), \(Self.literal(Self.stringsTable)), nil)"
                } ?? "nil"),
                "            icon:\(icon.expression)",
                "            userInfo:[self userInfoForAction:action]]);",
                "    }",
            ]
        }
        lines += [
            "    return nil;",
            "}",
            "",
            "+ (void)installDynamicItemsInApplication:(UIApplication *)application {",
            "    NSMutableArray<UIApplicationShortcutItem *> *items = [NSMutableArray array];",
            "    NSString *bundleIdentifier = [self bundleIdentifier];",
            "    for (NSString *action in [self dynamicActions]) {",
            "        UIApplicationShortcutItem *item = [self shortcutItemForAction:action bundleIdentifier:bundleIdentifier];",
            "        if (item != nil) [items addObject:item];",
            "    }",
            "    application.shortcutItems = items;",
            "}",
            "",
            "+ (void)handleConnectionOptions:(UISceneConnectionOptions *)connectionOptions",
            "                        perform:(void (NS_NOESCAPE ^)(NSString *action))perform {",
            "    UIApplicationShortcutItem *shortcutItem = connectionOptions.shortcutItem;",
            "    if (shortcutItem == nil) return;",
            "    NSString *action = [self actionForShortcutItem:shortcutItem];",
            "    if (action != nil) perform(action);",
            "}",
            "",
            "+ (void)handleShortcutItem:(UIApplicationShortcutItem *)shortcutItem",
            "         completionHandler:(void (NS_NOESCAPE ^)(BOOL succeeded))completionHandler",
            "                   perform:(void (NS_NOESCAPE ^)(NSString *action))perform {",
            "    NSString *action = [self actionForShortcutItem:shortcutItem];",
            "    if (action != nil) perform(action);",
            "    completionHandler(action != nil);",
            "}",
            "",
            "+ (BOOL)handleLaunchOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions",
            "                    perform:(void (NS_NOESCAPE ^)(NSString *action))perform {",
            "    // The iOS 26 SDK deprecates the launch option along with the app-delegate path: an app with",
            "    // scenes never calls this, and its build must not warn for it.",
            "#pragma clang diagnostic push",
            "#pragma clang diagnostic ignored \"-Wdeprecated-declarations\"",
            "    id shortcutItem = [launchOptions objectForKey:UIApplicationLaunchOptionsShortcutItemKey];",
            "#pragma clang diagnostic pop",
            "    if (![shortcutItem isKindOfClass:[UIApplicationShortcutItem class]]) return NO;",
            "    NSString *action = [self actionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem];",
            "    if (action == nil) return NO;",
            "    perform(action);",
            "    return YES;",
            "}",
            "",
            "@end",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func fileHeader() -> [String] {
        [
            Self.headerPrefix + "\(DisplayText.escapingControls(itemsPath)). Do not edit: change that file",
            "// and build again.",
            "",
        ]
    }

    /// What to paste into the app's delegates, as docs/into-the-app.md shows it.
    private func documentation() -> [String] {
        let name = className
        return [
            "/// The items' quick actions for an Objective-C app. iOS shows the static ones from Info.plist;",
            "/// the dynamic ones are made in code, by +installDynamicItemsInApplication:.",
            "///",
            "/// In the scene delegate of an app with one (iOS 13 and later):",
            "///",
            "///     - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session",
            "///           options:(UISceneConnectionOptions *)connectionOptions {",
            "///         [\(name) installDynamicItemsInApplication:[UIApplication sharedApplication]];",
            "///         [\(name) handleConnectionOptions:connectionOptions perform:^(NSString *action) {",
            "///             // Show what `action` names.",
            "///         }];",
            "///     }",
            "///",
            "///     - (void)windowScene:(UIWindowScene *)windowScene",
            "///         performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem",
            "///                    completionHandler:(void (^)(BOOL succeeded))completionHandler {",
            "///         [\(name) handleShortcutItem:shortcutItem completionHandler:completionHandler",
            "///                             perform:^(NSString *action) {",
            "///             // Show what `action` names.",
            "///         }];",
            "///     }",
            "///",
            "/// In an app delegate, for an app without scenes:",
            "///",
            "///     - (BOOL)application:(UIApplication *)application",
            "///         didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {",
            "///         [\(name) installDynamicItemsInApplication:application];",
            "///         // Handled here: NO, so that iOS does not also call application:performActionForShortcutItem:….",
            "///         return ![\(name) handleLaunchOptions:launchOptions perform:^(NSString *action) {",
            "///             // Show what `action` names.",
            "///         }];",
            "///     }",
            "///",
            "///     - (void)application:(UIApplication *)application",
            "///         performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem",
            "///                    completionHandler:(void (^)(BOOL succeeded))completionHandler {",
            "///         [\(name) handleShortcutItem:shortcutItem completionHandler:completionHandler",
            "///                             perform:^(NSString *action) {",
            "///             // Show what `action` names.",
            "///         }];",
            "///     }",
        ]
    }

    /// `"Scan Code", "QR or barcode"; template image "scan"; dynamic`: what autocompletion shows.
    private func summary(of item: QuickAction) -> String {
        // Quoted as C quotes, escaped as the literals are: no text from the items file ends the comment's line.
        let quoted = { (text: String) in String(Self.literal(text).dropFirst()) }
        var parts = [([item.titleText] + (item.subtitleText.map { [$0] } ?? [])).map(quoted).joined(separator: ", ")]
        switch item.icon {
        case .file(let name): parts.append("template image \(quoted(name))")
        case .type(let name): parts.append("system icon \(systemIconConstant(name))")
        case .symbol(let name): parts.append("SF Symbol \(quoted(name))")
        case .none, .unresolved: break
        }
        parts.append(item.isDynamic ? "dynamic: made in code" : "static: in Info.plist")
        return parts.joined(separator: "; ")
    }

    /// `UIApplicationShortcutIconTypeSearch`: Info.plist's value is the constant's name.
    private func systemIconConstant(_ name: SystemIconName) -> String {
        name.icon?.plistValue ?? name.written
    }

    /// The lines that return the icon of one item when `condition` holds, or assign it to a variable.
    /// An SF Symbol needs iOS 13: before it, the item has no icon, as iOS shows none for a symbol
    /// in Info.plist there, and the app's build does not warn of an API its deployment target lacks.
    private func iconLines(_ icon: QuickActionIcon, condition: String, indent: String) -> [String] {
        let value: String
        switch icon {
        case .file(let name): value = "[UIApplicationShortcutIcon iconWithTemplateImageName:\(Self.literal(name))]"
        case .type(let name): value = "[UIApplicationShortcutIcon iconWithType:\(systemIconConstant(name))]"
        case .symbol(let name):
            let make = "[UIApplicationShortcutIcon iconWithSystemImageName:\(Self.literal(name))]"
            return [
                "\(indent)if (\(condition)) {",
                "\(indent)    if (@available(iOS 13.0, *)) return \(make);",
                "\(indent)    return nil;",
                "\(indent)}",
            ]
        case .none, .unresolved:
            return []
        }
        return ["\(indent)if (\(condition)) return \(value);"]
    }

    /// A dynamic item's icon written out where the item is made, as the Swift file does, so that
    /// `quickglyph check` of the app sees which image it names: the lines before it (an SF Symbol's
    /// check for iOS 13) and the expression.
    private func dynamicIcon(_ icon: QuickActionIcon) -> (lines: [String], expression: String) {
        switch icon {
        case .file(let name): return ([], "[UIApplicationShortcutIcon iconWithTemplateImageName:\(Self.literal(name))]")
        case .type(let name): return ([], "[UIApplicationShortcutIcon iconWithType:\(systemIconConstant(name))]")
        case .symbol(let name):
            return ([
                "        UIApplicationShortcutIcon *icon = nil;",
                "        if (@available(iOS 13.0, *)) icon = [UIApplicationShortcutIcon iconWithSystemImageName:\(Self.literal(name))];",
            ], "icon")
        case .none, .unresolved: return ([], "nil")
        }
    }

    /// `[@[bundleIdentifier, @".compose"] componentsJoinedByString:@""]`: the type put together at run time.
    private func expression(forType type: String) -> String {
        let parts = ShortcutTypeTemplate(type).parts.map { part -> String in
            switch part {
            case .text(let text): return Self.literal(text)
            case .bundleIdentifier: return "bundleIdentifier"
            }
        }
        switch parts.count {
        case 0: return Self.literal("")
        case 1: return parts[0]
        default: return "[@[\(parts.joined(separator: ", "))] componentsJoinedByString:@\"\"]"
        }
    }

    /// A dictionary literal of Foundation objects, keys sorted: the classes a property list decodes into.
    private func dictionaryExpression(_ values: [String: PlistValue]) -> String {
        let pairs = values.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { "\(Self.literal($0)): \(objectExpression(values[$0]!))" }
        return "@{" + pairs.joined(separator: ", ") + "}"
    }

    private func objectExpression(_ value: PlistValue) -> String {
        switch value {
        case .string(let text): return Self.literal(text)
        // `LL`, so that a number past 32 bits is not cut; the lowest has no literal of its own.
        case .integer(let number):
            return number == Int.min ? "@(\(Int.min + 1)LL - 1)" : "@(\(number)LL)"
        // The shortest text that reads back as the same double, always with a point or exponent.
        case .real(let number): return "@(\(number))"
        // Not `@YES`: in GNUstep's headers, where the tests compile it, YES is a cast that cannot be boxed.
        case .bool(let flag): return "[NSNumber numberWithBool:\(flag ? "YES" : "NO")]"
        case .array(let values): return "@[" + values.map(objectExpression).joined(separator: ", ") + "]"
        case .dictionary(let values): return dictionaryExpression(values)
        }
    }

    /// An Objective-C string literal of `text`: quotes, backslashes and `?` (a trigraph's start)
    /// escaped, a control character as three-digit octal escapes (a hex one would run on into
    /// the next digit), and a format, separator, private-use or unassigned scalar as `\u`/`\U`,
    /// so no text from the items file can end the literal, a comment or a line, or hide in the source.
    static func literal(_ text: String) -> String {
        var result = "@\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "?": result += "\\?"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control:
                    // C has no universal character name for a control character: its UTF-8 bytes, each in octal.
                    for byte in String(scalar).utf8 {
                        let octal = String(byte, radix: 8)
                        result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                    }
                case .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += scalar.value > 0xFFFF ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
