import Foundation
import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// Where code receives a chosen quick action and what it recognises: exact types, positions, and
/// the paths that leave without the completion handler or return true after the launch option.
final class CodeHandlersTests: XCTestCase {
    private func find(_ files: [String: String]) -> LifeCycleCode {
        let corpus = SourceCorpus(
            files: files.keys.sorted().map { path in
                SourceCorpus.File(
                    path: path, language: SourceLanguage(path: path) ?? .objectiveC, bytes: Array(files[path]!.utf8))
            })
        return CodeHandlers.find(in: corpus)
    }

    private func values(_ handler: QuickActionHandler?) -> [String] {
        (handler?.recognised ?? []).map(\.value).sorted()
    }

    func testASceneDelegateSwitchingOnTheTypeAndCallingItsCompletionHandler() throws {
        let code = find([
            "SceneDelegate.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    if let item = connectionOptions.shortcutItem { _ = handle(item) }
                }

                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    completionHandler(handle(shortcutItem))
                }

                private func handle(_ item: UIApplicationShortcutItem) -> Bool {
                    switch item.type {
                    case "com.example.compose": return true
                    case Shortcut.search: return true
                    default: return false
                    }
                }
            }

            enum Shortcut { static let search = "com.example.search" }
            """
        ])
        XCTAssertEqual(code.sceneDelegates.map(\.name), ["SceneDelegate"])
        XCTAssertEqual(code.sceneDelegates.first?.at, SourceLocation(path: "SceneDelegate.swift", line: 3, column: 7))
        XCTAssertEqual(code.handlers.map(\.entry), [.sceneWillConnect, .windowScenePerformAction])
        for handler in code.handlers {
            XCTAssertEqual(values(handler), ["com.example.compose", "com.example.search"], "\(handler.entry)")
            XCTAssertFalse(handler.handlesAnyType)
            XCTAssertNil(handler.completionMissedAt)
            XCTAssertEqual(handler.className, "SceneDelegate")
        }
        XCTAssertEqual(code.handlers[1].at, SourceLocation(path: "SceneDelegate.swift", line: 8, column: 10))
        XCTAssertEqual(
            code.handlers[0].recognised.first { $0.value == "com.example.compose" }?.at,
            SourceLocation(path: "SceneDelegate.swift", line: 15, column: 14))
    }

    func testAGuardThatReturnsWithoutTheCompletionHandlerIsFound() throws {
        let code = find([
            "AppDelegate.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    guard shortcutItem.type.hasSuffix(".compose") else { return }
                    completionHandler(true)
                }
            }
            """
        ])
        XCTAssertEqual(code.appDelegates.map(\.name), ["AppDelegate"])
        let handler = try XCTUnwrap(code.handlers.first)
        XCTAssertEqual(handler.entry, .performAction)
        XCTAssertEqual(handler.recognised.map(\.match), [.suffix])
        XCTAssertTrue(handler.recognises("$(PRODUCT_BUNDLE_IDENTIFIER).compose"))
        XCTAssertFalse(handler.recognises("$(PRODUCT_BUNDLE_IDENTIFIER).search"))
        XCTAssertEqual(handler.completionMissedAt, SourceLocation(path: "AppDelegate.swift", line: 7, column: 62))
    }

    func testTheEndOfTheMethodReachedWithoutACallIsTheMethodsName() throws {
        let code = find([
            "AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    if shortcutItem.type == "a" { completionHandler(true) }
                }
            }
            """
        ])
        XCTAssertEqual(
            code.handlers.first?.completionMissedAt, SourceLocation(path: "AppDelegate.swift", line: 2, column: 10))
    }

    func testTheLaunchOptionHandledAndTrueReturnedAfterIt() throws {
        let twice = find([
            "AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                        route(item)
                    }
                    return true
                }
                func route(_ item: UIApplicationShortcutItem) { if item.type == "x" { show() } }
            }
            """
        ])
        let handler = try XCTUnwrap(twice.handlers.first)
        XCTAssertEqual(handler.entry, .launchOptions)
        XCTAssertEqual(values(handler), ["x"])
        XCTAssertEqual(handler.returnsTrueAt, [SourceLocation(path: "AppDelegate.swift", line: 6, column: 9)])

        let once = find([
            "AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                        route(item)
                        return false
                    }
                    return true
                }
            }
            """
        ])
        XCTAssertEqual(once.handlers.first?.returnsTrueAt, [])
        XCTAssertEqual(once.handlers.first?.notFollowed, ["`route(item)`, declared outside the code read"])
        XCTAssertEqual(once.handlers.first?.handlesAnyType, true)
    }

    func testAnEnumsRawValueRecognisesEveryCaseAfterTheBundleIdentifierIsCut() throws {
        let code = find([
            "SceneDelegate.swift": """
            enum Action: String { case compose, search = "find" }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    let name = shortcutItem.type.components(separatedBy: ".").last ?? ""
                    guard let action = Action(rawValue: name) else { return completionHandler(false) }
                    completionHandler(true)
                }
            }
            """
        ])
        let handler = try XCTUnwrap(code.handlers.first)
        XCTAssertEqual(values(handler), ["compose", "find"])
        XCTAssertTrue(handler.recognises("$(PRODUCT_BUNDLE_IDENTIFIER).find"))
        XCTAssertTrue(handler.recognises("com.example.app.compose"))
        XCTAssertNil(handler.completionMissedAt)
    }

    func testTheLifeCycleClassesOfASwiftUIApp() throws {
        let code = find([
            "App.swift": """
            import SwiftUI
            @main
            struct DemoApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
                var body: some Scene { WindowGroup { Text("") } }
            }
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                    configuration.delegateClass = SceneDelegate.self
                    return configuration
                }
            }
            """
        ])
        XCTAssertEqual(code.swiftUIApps.map(\.name), ["DemoApp"])
        XCTAssertEqual(code.delegateAdaptors.map(\.name), ["AppDelegate"])
        XCTAssertEqual(code.appDelegates.map(\.name), ["AppDelegate"])
        XCTAssertEqual(code.configuredSceneDelegates.map(\.name), ["SceneDelegate"])
        XCTAssertEqual(code.configuredSceneDelegates.first?.at, SourceLocation(path: "App.swift", line: 11, column: 39))
    }

    func testObjectiveCIsEqualToStringInAnAppDelegateNamedInItsHeader() throws {
        let code = find([
            "AppDelegate.h": "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
            "AppDelegate.m": """
            #import "AppDelegate.h"
            static NSString *const kSearch = @"com.example.search";
            @implementation AppDelegate
            - (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem
              completionHandler:(void (^)(BOOL))completionHandler {
                if ([shortcutItem.type isEqualToString:kSearch]) {
                    completionHandler(YES);
                    return;
                }
                if (![shortcutItem.type hasSuffix:@".compose"]) return;
                completionHandler(YES);
            }
            @end
            """,
        ])
        XCTAssertEqual(code.appDelegates.map(\.name), ["AppDelegate"])
        XCTAssertEqual(code.appDelegates.first?.at, SourceLocation(path: "AppDelegate.m", line: 3, column: 17))
        let handler = try XCTUnwrap(code.handlers.first)
        XCTAssertEqual(handler.entry, .performAction)
        XCTAssertEqual(handler.at, SourceLocation(path: "AppDelegate.m", line: 4, column: 9))
        XCTAssertEqual(handler.recognised.map(\.value), ["com.example.search", ".compose"])
        XCTAssertEqual(handler.completionMissedAt, SourceLocation(path: "AppDelegate.m", line: 10, column: 53))
    }

    /// A `switch` of 10,005 cases is one occurrence of the type but 10,005 comparisons: the first 10,000
    /// are read, then the handler is taken to handle any type and says where it stopped (issue 38).
    func testASwitchPastTheHandlersShareOfComparisonsIsReadInPart() throws {
        var lines = [
            "import UIKit", "class AppDelegate: UIResponder, UIApplicationDelegate {",
            "    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,",
            "                     completionHandler: @escaping (Bool) -> Void) {",
            "        switch shortcutItem.type {",
        ]
        lines += (1...10_005).map { "        case \"t\($0)\": open(\($0))" }
        lines += ["        default: break", "        }", "        completionHandler(true)", "    }", "}"]
        let handler = try XCTUnwrap(find(["AppDelegate.swift": lines.joined(separator: "\n")]).handlers.first)
        // Compared as a whole, not printed whole when it differs.
        XCTAssertTrue(
            handler.recognised.map(\.value) == (1...10_000).map { "t\($0)" }, "\(handler.recognised.count) read")
        // Case 10,001 is on line 5 + 10,001.
        XCTAssertEqual(handler.readInPartFrom, SourceLocation(path: "AppDelegate.swift", line: 10_006, column: 14))
        XCTAssertTrue(handler.handlesAnyType)
        XCTAssertEqual(
            handler.notFollowed,
            ["the comparisons of the type from AppDelegate.swift:10006:14 on, past the first 10,000, not read"])
    }

    /// The same bound in Objective-C, across a helper: the handler and the method it hands the type to
    /// share the 10,000 comparisons. A handler within its share is read whole and says nothing.
    func testObjectiveCComparisonsAcrossAHelperShareTheBound() throws {
        func delegate(_ count: Int) -> String {
            var lines = [
                "@interface AppDelegate : UIResponder <UIApplicationDelegate>", "@end", "@implementation AppDelegate",
                "- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)item",
                "  completionHandler:(void (^)(BOOL))completionHandler {",
                "    if ([item.type isEqualToString:@\"t0\"]) { completionHandler(YES); return; }",
                "    [self route:item.type];", "    completionHandler(YES);", "}",
                "- (void)route:(NSString *)type {",
            ]
            lines += (1...count).map { "    if ([type isEqualToString:@\"t\($0)\"]) { [self open:\($0)]; }" }
            lines += ["}", "@end"]
            return lines.joined(separator: "\n")
        }
        let whole = try XCTUnwrap(find(["AppDelegate.m": delegate(9_999)]).handlers.first)
        XCTAssertEqual(whole.recognised.count, 10_000)
        XCTAssertNil(whole.readInPartFrom)
        XCTAssertFalse(whole.handlesAnyType)
        let part = try XCTUnwrap(find(["AppDelegate.m": delegate(10_000)]).handlers.first)
        XCTAssertTrue(part.recognised.map(\.value) == (0..<10_000).map { "t\($0)" }, "\(part.recognised.count) read")
        // @"t10000", the helper's 10,000th comparison and the handler's 10,001st, on line 10 + 10,000.
        XCTAssertEqual(part.readInPartFrom, SourceLocation(path: "AppDelegate.m", line: 10_010, column: 31))
        XCTAssertTrue(part.handlesAnyType)
    }

    // MARK: Only a value that derives from the type is compared as the type

    /// The type made into a URL (`URL(string: item.type)`) and its host switched over: the host is not the type,
    /// and the URL is made by code not read, so the handler handles any type and compares nothing.
    func testATypeMadeIntoAURLIsNotTheType() throws {
        let code = find([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    if let link = URL(string: shortcutItem.type) { route(link) }
                    completionHandler(true)
                }
                func route(_ url: URL) {
                    guard let host = url.host() else { return }
                    switch host {
                    case "brew": showBrew()
                    default: break
                    }
                }
            }
            """
        ])
        let handler = try XCTUnwrap(code.handlers.first)
        XCTAssertEqual(values(handler), [])
        XCTAssertTrue(handler.handlesAnyType)
        XCTAssertEqual(handler.notFollowed, ["`URL(string: shortcutItem.type)`, declared outside the code read"])
    }

    /// A value made from the type by an expression the reader does not model: what is compared with it is not
    /// the type, and which types the handler acts on is not known.
    func testAValueMadeFromTheTypeMakesTheHandlerUnknown() throws {
        let code = find([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    let route = "app/" + shortcutItem.type
                    if route == "app/compose" { showComposer() }
                    completionHandler(true)
                }
            }
            """
        ])
        let handler = try XCTUnwrap(code.handlers.first)
        XCTAssertEqual(values(handler), [])
        XCTAssertTrue(handler.handlesAnyType)
        XCTAssertEqual(handler.notFollowed, ["`route`, made from the type as `\"app/\" + shortcutItem.type`"])
    }

    /// The type cut, defaulted, unwrapped or wrapped in `String(…)` is still the type: its comparisons count.
    func testTheTypeCutOrDefaultedIsStillTheType() throws {
        let code = find([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    let name = String(shortcutItem.type.split(separator: ".").last ?? "")
                    guard let last = shortcutItem.type.components(separatedBy: ".").last else { return }
                    let whole = shortcutItem.type as String
                    if name == "compose" { showComposer() }
                    if last == "search" { showSearch() }
                    if whole == "com.example.inbox" { showInbox() }
                    completionHandler(true)
                }
            }
            """
        ])
        let handler = try XCTUnwrap(code.handlers.first)
        XCTAssertEqual(values(handler), ["com.example.inbox", "compose", "search"])
        XCTAssertFalse(handler.handlesAnyType)
        XCTAssertEqual(handler.notFollowed, [])
    }

    /// The `{` ending an `if`/`while` condition or a `switch`'s subject is its body, never a trailing closure of the
    /// member before it (Swift wants a closure there in parentheses): the name bound there is followed into the body.
    /// A trailing closure outside a condition (`.first { !$0.isEmpty }`) is still skipped as part of the value.
    func testTheBraceEndingAConditionIsItsBodyNotATrailingClosure() throws {
        let code = find([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    if var first = shortcutItem.type.components(separatedBy: ".").first {
                        if first == "compose" { showComposer() }
                    }
                    while let last = shortcutItem.type.split(separator: ".").last.map(String.init) {
                        if last == "search" { showSearch() }
                        break
                    }
                    if let part = shortcutItem.type.split(separator: ".").first(where: { !$0.isEmpty }) {
                        if part == "drafts" { showDrafts() }
                    }
                    switch shortcutItem.type.components(separatedBy: ".").last {
                    case "inbox": showInbox()
                    default: break
                    }
                    let head = shortcutItem.type.split(separator: ".").first { !$0.isEmpty }
                    if head == "archive" { showArchive() }
                    completionHandler(true)
                }
            }
            """
        ])
        let handler = try XCTUnwrap(code.handlers.first)
        XCTAssertEqual(values(handler), ["archive", "compose", "drafts", "inbox", "search"])
        XCTAssertFalse(handler.handlesAnyType)
        XCTAssertEqual(handler.notFollowed, [])
    }

    /// Items told apart by their titles: which types the handler acts on is not known. A title only kept in a
    /// property says nothing of the kind; handed to code not read, it is not followed, as the item would not be.
    func testATitleComparedMakesTheHandlerUnknownAndATitleShownDoesNot() throws {
        let code = find([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    switch shortcutItem.localizedTitle {
                    case "Scan": showScanner()
                    default: break
                    }
                    completionHandler(true)
                }
            }
            """,
            "AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    banner.text = shortcutItem.localizedTitle
                    if shortcutItem.type == "com.example.scan" { showScanner() }
                    completionHandler(true)
                }
            }
            """,
        ])
        let routed = try XCTUnwrap(code.handlers.first { $0.entry == .windowScenePerformAction })
        XCTAssertTrue(routed.handlesAnyType)
        XCTAssertEqual(
            routed.notFollowed,
            ["`shortcutItem.localizedTitle` compared: the handler tells items apart by their title, not their type"])
        let shown = try XCTUnwrap(code.handlers.first { $0.entry == .performAction })
        XCTAssertEqual(values(shown), ["com.example.scan"])
        XCTAssertFalse(shown.handlesAnyType)
        XCTAssertEqual(shown.notFollowed, [])

        let handedOn = find([
            "AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    Banner.present(title: shortcutItem.localizedTitle)
                    completionHandler(true)
                }
            }
            """
        ])
        XCTAssertEqual(
            handedOn.handlers.first?.notFollowed,
            ["`Banner.present(title: shortcutItem.localizedTitle)`, declared outside the code read"])
    }

    /// A launch method returning a call: true can come back only from a function read that returns true.
    func testAReturnedCallGivesTrueOnlyWhenTheFunctionCan() throws {
        let code = find([
            "AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    guard let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem else { return true }
                    if item.type == "a" { return record(item) }
                    if item.type == "b" { return Analytics.started(item) }
                    return start(item)
                }
                func record(_ item: UIApplicationShortcutItem) -> Bool { log(item); return false }
                func start(_ item: UIApplicationShortcutItem) -> Bool { show(); return true }
            }
            """
        ])
        let handler = try XCTUnwrap(code.handlers.first)
        XCTAssertEqual(handler.returnsTrueAt, [SourceLocation(path: "AppDelegate.swift", line: 6, column: 9)])
    }

    /// `userInfo` only logged routes no item; read for anything else, it still does.
    func testAUserInfoOnlyLoggedRoutesNothing() throws {
        let code = find([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    print(shortcutItem.userInfo ?? [:])
                    if let info = shortcutItem.userInfo { print(info) }
                    completionHandler(true)
                }
            }
            """,
            "AppDelegate.m": """
            @implementation AppDelegate
            - (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)item
              completionHandler:(void (^)(BOOL))completionHandler {
                NSLog(@"%@ %@", item.type, item.userInfo);
                completionHandler(YES);
            }
            @end
            """,
            "Other.swift": """
            class OtherDelegate: UIResponder, UIWindowSceneDelegate {
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    if let info = shortcutItem.userInfo { print(info); open(info) }
                    completionHandler(true)
                }
            }
            """,
        ])
        let byClass = Dictionary(grouping: code.handlers) { $0.className ?? "" }
        XCTAssertEqual(byClass["SceneDelegate"]?.map(\.handlesAnyType), [false])
        XCTAssertEqual(byClass["AppDelegate"]?.map(\.handlesAnyType), [false])
        XCTAssertEqual(byClass["OtherDelegate"]?.map(\.handlesAnyType), [true])
    }

    /// Objective-C: the title compared directly, through a variable, or as a message's receiver.
    func testObjectiveCTitleComparisonsMakeTheHandlerUnknown() throws {
        let code = find([
            "AppDelegate.h": "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
            "AppDelegate.m": """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem
              completionHandler:(void (^)(BOOL))completionHandler {
                NSString *shown = shortcutItem.localizedTitle;
                if ([shown isEqualToString:@"New Entry"]) { [self showEntry]; }
                completionHandler(YES);
            }
            @end
            """,
        ])
        let handler = try XCTUnwrap(code.handlers.first)
        XCTAssertTrue(handler.handlesAnyType)
        XCTAssertEqual(
            handler.notFollowed, ["`shown` compared: the handler tells items apart by their title, not their type"])
    }
}

/// The code quickglyph generates, called as its documentation shows, recognises every item's type.
final class GeneratedCodeHandlersTests: XCTestCase {
    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")
    private static let types = [
        "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "$(PRODUCT_BUNDLE_IDENTIFIER).scan",
        "$(PRODUCT_BUNDLE_IDENTIFIER).search", "$(PRODUCT_BUNDLE_IDENTIFIER).favorites",
    ]

    private func file(_ name: String) throws -> SourceCorpus.File {
        let data = try Data(contentsOf: Self.golden.appendingPathComponent(name))
        return SourceCorpus.File(path: name, language: SourceLanguage(path: name) ?? .objectiveC, bytes: [UInt8](data))
    }

    func testTheSwiftHooksInASceneDelegate() throws {
        let delegate = """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                           options connectionOptions: UIScene.ConnectionOptions) {
                    QuickAction.installDynamicItems(in: UIApplication.shared)
                    QuickAction.handle(connectionOptions) { action in
                        print(action)
                    }
                }

                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    QuickAction.handle(shortcutItem, completionHandler: completionHandler) { action in
                        print(action)
                    }
                }
            }
            """
        let code = CodeHandlers.find(
            in: SourceCorpus(files: [
                try file("QuickAction.swift"),
                SourceCorpus.File(path: "SceneDelegate.swift", language: .swift, bytes: Array(delegate.utf8)),
            ]))
        let handlers = code.handlers.filter { $0.at.path == "SceneDelegate.swift" }
        XCTAssertEqual(handlers.map(\.entry), [.sceneWillConnect, .windowScenePerformAction])
        for handler in handlers {
            XCTAssertEqual(handler.notFollowed, [], "\(handler.entry)")
            XCTAssertFalse(handler.handlesAnyType, "\(handler.entry)")
            for type in Self.types { XCTAssertTrue(handler.recognises(type), "\(handler.entry) \(type)") }
            XCTAssertFalse(handler.recognises("$(PRODUCT_BUNDLE_IDENTIFIER).other"))
            XCTAssertNil(handler.completionMissedAt)
        }
    }

    func testTheObjectiveCHooksInAnAppDelegate() throws {
        let delegate = """
            #import "AppDelegate.h"
            #import "QuickActions.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application
                didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
                return ![QuickActions handleLaunchOptions:launchOptions perform:^(NSString *action) {
                }];
            }
            - (void)application:(UIApplication *)application
                performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem
                           completionHandler:(void (^)(BOOL succeeded))completionHandler {
                [QuickActions handleShortcutItem:shortcutItem completionHandler:completionHandler
                                         perform:^(NSString *action) {
                }];
            }
            @end
            """
        let code = CodeHandlers.find(
            in: SourceCorpus(files: [
                try file("QuickActions.h"), try file("QuickActions.m"),
                SourceCorpus.File(
                    path: "AppDelegate.h", language: .objectiveC,
                    bytes: Array("@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n".utf8)),
                SourceCorpus.File(path: "AppDelegate.m", language: .objectiveC, bytes: Array(delegate.utf8)),
            ]))
        XCTAssertEqual(code.appDelegates.map(\.name), ["AppDelegate"])
        let handlers = code.handlers.filter { $0.at.path == "AppDelegate.m" }
        XCTAssertEqual(handlers.map(\.entry), [.launchOptions, .performAction])
        for handler in handlers {
            XCTAssertEqual(handler.notFollowed, [], "\(handler.entry)")
            for type in Self.types { XCTAssertTrue(handler.recognises(type), "\(handler.entry) \(type)") }
            XCTAssertNil(handler.completionMissedAt)
        }
    }
}
