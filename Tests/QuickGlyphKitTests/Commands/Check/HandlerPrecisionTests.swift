import Foundation
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// The handler rules on patterns real apps taught us, each a small app of `Fixtures/handler-apps` (its
/// `README.md` says what each stresses): a rule states only what the analysis knows, and one root cause
/// gives one finding. Each test names every finding `check` gives the app, path:line:column.
final class HandlerPrecisionTests: XCTestCase {
    /// `Fixtures/handler-apps`, found from this file, not from the working directory.
    private static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/handler-apps")

    /// `path:line:column rule` of each finding of `check APP`, paths from `Fixtures/handler-apps`.
    private func findings(_ app: String) throws -> [String] {
        let report = try Auditor().check(paths: [Self.apps.appendingPathComponent(app).path])
        let prefix = Self.apps.path + "/"
        return CheckTestSupport.lines(report) { $0.replacingOccurrences(of: prefix, with: "") }
    }

    private func message(_ app: String, at line: String) throws -> String? {
        let report = try Auditor().check(paths: [Self.apps.appendingPathComponent(app).path])
        let prefix = Self.apps.path + "/"
        return report.findings.first {
            "\($0.path.replacingOccurrences(of: prefix, with: "")):\($0.position?.line ?? 0)" == line
        }?.message
    }

    /// The type is a deep link made into a URL whose host a switch compares: the host is not the type, so
    /// none of the switch's cases is a handled type no item declares; the URL is code not read, so the
    /// handler handles any type (was: five handled-type-undeclared, one per case and the scheme).
    func testATypeMadeIntoAURLIsNotComparedAsTheType() throws {
        XCTAssertEqual(
            try findings("deep-link-types"),
            ["deep-link-types no-custom-icon", "deep-link-types no-xcode-project"])
    }

    /// An Objective-C handler that tells items apart by their titles (`localizedTitle isEqualToString:`, directly,
    /// through a variable and as a message): which types it acts on is not known, so no type is unhandled (was:
    /// three type-unhandled); the app still has no scenes.
    func testAHandlerRoutingByTitleIsNotTakenForOneThatHandlesNothing() throws {
        XCTAssertEqual(
            try findings("title-routed-objc"),
            [
                "title-routed-objc no-custom-icon", "title-routed-objc no-xcode-project",
                "title-routed-objc/AppDelegate.m:4:17 scene-lifecycle-required",
            ])
    }

    /// A SwiftUI app whose scene delegate handles quick actions but is named by no configuration: one root
    /// cause, said once where it is fixed (was: also both app delegate methods, which are only code kept beside
    /// a working handler once the scene delegate is named).
    func testAnUnwiredSceneDelegateIsTheOneFinding() throws {
        XCTAssertEqual(
            try findings("unwired-scene-delegate-swiftui"),
            [
                "unwired-scene-delegate-swiftui no-custom-icon", "unwired-scene-delegate-swiftui no-xcode-project",
                "unwired-scene-delegate-swiftui/SceneDelegate.swift:7:10 handler-unreachable",
            ])
        XCTAssertEqual(
            try message("unwired-scene-delegate-swiftui", at: "unwired-scene-delegate-swiftui/SceneDelegate.swift:7"),
            "windowScene(_:performActionFor:completionHandler:) in SceneDelegate is never called: no scene "
                + "configuration names SceneDelegate as its delegate; set it as delegateClass of the "
                + "UISceneConfiguration your app delegate's application(_:configurationForConnecting:options:) "
                + "returns (with @UIApplicationDelegateAdaptor)")
    }

    /// A handler that only logs the item (its type, its `userInfo` through a name, its title): it acts on no
    /// type, so each is unhandled (was: the `userInfo` read taken for routing every item by it, so none).
    func testAHandlerThatOnlyLogsTheItemHandlesNoType() throws {
        XCTAssertEqual(
            try findings("logged-only"),
            [
                "logged-only no-custom-icon", "logged-only no-xcode-project",
                "logged-only/Info.plist:27:4 type-unhandled", "logged-only/Info.plist:35:4 type-unhandled",
            ])
    }

    /// The launch method returns the result of the helper that handles the item, true when it worked: iOS then
    /// calls performActionFor with the same item, and the action runs twice (was: not seen, only `return true`).
    func testTheHandlersResultReturnedFromTheLaunchIsHandledTwice() throws {
        XCTAssertEqual(
            try findings("launch-result-returned"),
            [
                "launch-result-returned no-custom-icon", "launch-result-returned no-xcode-project",
                "launch-result-returned/AppDelegate.swift:4:13 scene-lifecycle-required",
                "launch-result-returned/AppDelegate.swift:12:9 handled-twice",
            ])
    }

    /// A handler in an app delegate whose target declares no quick action (the Info.plist's key misspelt, so
    /// iOS reads no item): the target has no quick action to move to scenes (was: scene-lifecycle-required). The
    /// misspelt key itself is named, at its line (issue 42), and `--fix` renames it.
    func testAHandlerWithoutQuickActionsNeedsNoScenesForThem() throws {
        XCTAssertEqual(
            try findings("handler-without-items"),
            ["handler-without-items no-custom-icon", "handler-without-items/Info.plist:7:2 shortcuts-invalid"])
    }

    /// Swift compares the type with Objective-C constants it sees through the bridging header (issue 41, item 4):
    /// a `#define`, a `static NSString *const` and an `extern` one defined in a `.m` resolve to their values, so the
    /// one a letter short is found on both sides (was: the handler unknown, `not followed: case kComposeType`, …).
    func testObjectiveCHeaderConstantsUsedFromSwiftResolve() throws {
        XCTAssertEqual(
            try findings("header-constants-swift"),
            [
                "header-constants-swift no-custom-icon", "header-constants-swift no-xcode-project",
                "header-constants-swift/AppDelegate.swift:4:7 scene-lifecycle-required",
                "header-constants-swift/AppDelegate.swift:11:14 handled-type-undeclared",
                "header-constants-swift/Info.plist:32:4 type-unhandled",
            ])
    }

    /// An item made into a value whose type Swift infers (`pending = .init(shortcutItem: item)`, `let r: Request? =
    /// .init(…)`) is followed into that type's initializer (issue 41, item 2): its two types are handled and the
    /// third is not (was: all three unhandled, the item lost in silence at `.init`).
    func testAnInitializerWhoseTypeIsInferredIsFollowed() throws {
        XCTAssertEqual(
            try findings("inferred-init"),
            [
                "inferred-init no-custom-icon", "inferred-init no-xcode-project",
                "inferred-init/Info.plist:39:4 type-unhandled",
            ])
    }

    /// An item handed to a closure (`onQuickAction?(item)`) goes where the reading cannot follow: the handler is
    /// unknown, no type is called unhandled, and the inventory says what was not followed (was: two type-unhandled).
    func testAnItemHandedToAClosureMakesTheHandlerUnknown() throws {
        XCTAssertEqual(
            try findings("closure-called"), ["closure-called no-custom-icon", "closure-called no-xcode-project"])
        let report = try Auditor().check(paths: [Self.apps.appendingPathComponent("closure-called").path])
        XCTAssertEqual(
            report.jsonObject["targets"].flatMap { ($0 as? [[String: Any]])?.first?["notFollowed"] as? [String] },
            ["`onQuickAction?(item)`, a call of a value", "`onQuickAction?(shortcutItem)`, a call of a value"])
    }

    /// Names resolved by scope as the compiler resolves them (issue 41, item 1): `QuickMenu.Kind(rawValue:)` and a
    /// `Kind(rawValue:)` inside `extension QuickMenu` are QuickMenu's `Kind`, not the first-declared `Settings.Kind`
    /// (was: every item unhandled and Settings' cases undeclared); the third item, in neither, is unhandled.
    func testANestedEnumIsTheOneItsScopeNames() throws {
        XCTAssertEqual(
            try findings("nested-enum-scopes"),
            [
                "nested-enum-scopes no-custom-icon", "nested-enum-scopes no-xcode-project",
                "nested-enum-scopes/Info.plist:39:4 type-unhandled",
            ])
    }

    /// The type kept in a property and compared where other code reads it (issue 41, item 2): a static
    /// `AppDelegate.pendingType` read by the App's `onChange`, copied into an `ObservableObject`'s `@Published` property,
    /// which a view's `onReceive` compares. `brew` is handled there, `steep` is not, and `descale` is no item's
    /// (was: both items unhandled, the type lost where it was kept).
    func testATypeKeptInAPropertyIsComparedWhereItIsRead() throws {
        XCTAssertEqual(
            try findings("type-kept-in-property"),
            [
                "type-kept-in-property no-custom-icon", "type-kept-in-property no-xcode-project",
                "type-kept-in-property/Info.plist:16:4 type-unhandled",
                "type-kept-in-property/TeaView.swift:19:30 handled-type-undeclared",
            ])
    }

    /// A type kept in a property that no code read compares (a publisher's subscriber takes it on): the handler is
    /// unknown and says where the type went, never one that handles nothing (was: both items unhandled).
    func testATypeKeptWhereNoCodeComparesItMakesTheHandlerUnknown() throws {
        XCTAssertEqual(
            try findings("type-kept-unread"), ["type-kept-unread no-custom-icon", "type-kept-unread no-xcode-project"])
        let report = try Auditor().check(paths: [Self.apps.appendingPathComponent("type-kept-unread").path])
        XCTAssertEqual(
            report.jsonObject["targets"].flatMap { ($0 as? [[String: Any]])?.first?["notFollowed"] as? [String] },
            ["`requested`, where the type is kept, compared nowhere in the code read"])
    }

    /// Objective-C that compares the type's last part (`[item.type componentsSeparatedByString:@"."].lastObject`, as
    /// Swift's `components(separatedBy:).last`) in an `if` chain whose final `else` acts: `kettle` is read, `mug` is no
    /// item's, and the `else` handles any other type (was: both items unhandled, nothing compared).
    func testAnObjectiveCTypeCutToItsLastPartAndAnElseThatActs() throws {
        XCTAssertEqual(
            try findings("objc-type-last-part"),
            [
                "objc-type-last-part no-custom-icon", "objc-type-last-part no-xcode-project",
                "objc-type-last-part/AppDelegate.m:3:17 scene-lifecycle-required",
                "objc-type-last-part/AppDelegate.m:14:38 handled-type-undeclared",
            ])
    }

    /// Swift's `if type == "water" {…} else if type == "fertilise" {…} else { acts }`: the final `else` handles any
    /// other type, as a `default:` does, so `prune` is not unhandled; `fertilise` is still no item's (was: also
    /// `prune`'s type-unhandled).
    func testASwiftElseThatActsHandlesAnyOtherType() throws {
        XCTAssertEqual(
            try findings("else-acts-swift"),
            [
                "else-acts-swift no-custom-icon", "else-acts-swift no-xcode-project",
                "else-acts-swift/SceneDelegate.swift:22:32 handled-type-undeclared",
            ])
    }

    /// `if let last = item.type.components(separatedBy: ".").last { switch last { … default: acts } }`: the `{`
    /// ending the condition is the body, not a trailing closure of `.last`, so the switch on the last part is read
    /// and its `default:` handles any other type (was: both items type-unhandled, the body skipped as a closure).
    func testAnIfLetOfTheTypesLastPartIsFollowedIntoItsBody() throws {
        XCTAssertEqual(
            try findings("if-let-last-part"), ["if-let-last-part no-custom-icon", "if-let-last-part no-xcode-project"])
    }

    /// The same `if let` ending in a call (`.split(separator: ".").last.map(String.init) {`) around a switch whose
    /// cases miss `toast` and whose `default:` only breaks: `toast` is unhandled and `teapot` is no item's, each at its
    /// line, while `kettle` is handled (was: both items unhandled, no case read).
    func testAnIfLetOfTheTypesLastPartStillFindsATypeItsSwitchMisses() throws {
        XCTAssertEqual(
            try findings("if-let-last-part-uncovered"),
            [
                "if-let-last-part-uncovered no-custom-icon", "if-let-last-part-uncovered no-xcode-project",
                "if-let-last-part-uncovered/Info.plist:29:4 type-unhandled",
                "if-let-last-part-uncovered/SceneDelegate.swift:24:18 handled-type-undeclared",
            ])
    }

    /// Objective-C that cuts the type by a message the reading does not model (`substringFromIndex:`) and compares
    /// the rest: what is compared is not the type, so the handler is unknown and the inventory says where the type
    /// went (was: both items unhandled).
    func testAnObjectiveCValueMadeFromTheTypeMakesTheHandlerUnknown() throws {
        XCTAssertEqual(
            try findings("objc-type-made"),
            [
                "objc-type-made no-custom-icon", "objc-type-made no-xcode-project",
                "objc-type-made/AppDelegate.m:3:17 scene-lifecycle-required",
            ])
        let report = try Auditor().check(paths: [Self.apps.appendingPathComponent("objc-type-made").path])
        XCTAssertEqual(
            report.jsonObject["targets"].flatMap { ($0 as? [[String: Any]])?.first?["notFollowed"] as? [String] },
            ["`[shortcutItem.type substringFromIndex:4]`, made from the type"])
    }

    /// A SwiftUI app that never adopts its app delegate: the fix is the adaptor, not a scene configuration's
    /// delegateClass (was: "set it as delegateClass of the UISceneConfiguration…").
    func testAnUnadoptedAppDelegateIsToldToBeAdopted() throws {
        XCTAssertEqual(
            try findings("unadopted-app-delegate-swiftui"),
            [
                "unadopted-app-delegate-swiftui no-custom-icon", "unadopted-app-delegate-swiftui no-xcode-project",
                "unadopted-app-delegate-swiftui/AppDelegate.swift:4:10 handler-unreachable",
            ])
        XCTAssertEqual(
            try message("unadopted-app-delegate-swiftui", at: "unadopted-app-delegate-swiftui/AppDelegate.swift:4"),
            "application(_:configurationForConnecting:options:) in AppDelegate is never called: the app is a SwiftUI "
                + "app (the SwiftUI App OrchardApp), which never adopts AppDelegate; add "
                + "@UIApplicationDelegateAdaptor(AppDelegate.self) to the App OrchardApp")
    }

    /// An unadopted app delegate whose configurationForConnecting names a scene delegate that handles quick actions:
    /// one root cause, said once at the scene delegate with the fix, adopting the app delegate (was: also the app
    /// delegate's method, told to set a scene configuration's delegateClass).
    func testAnUnadoptedAppDelegateAndItsSceneDelegateAreOneFinding() throws {
        XCTAssertEqual(
            try findings("unadopted-scene-configuration"),
            [
                "unadopted-scene-configuration no-custom-icon", "unadopted-scene-configuration no-xcode-project",
                "unadopted-scene-configuration/AppDelegate.swift:16:10 handler-unreachable",
            ])
        XCTAssertEqual(
            try message("unadopted-scene-configuration", at: "unadopted-scene-configuration/AppDelegate.swift:16"),
            "windowScene(_:performActionFor:completionHandler:) in OrchardSceneDelegate is never called: AppDelegate "
                + "names it in configurationForConnecting, but the app never uses AppDelegate; add "
                + "@UIApplicationDelegateAdaptor(AppDelegate.self) to the App")
    }

    /// Delegates left after the app's quick actions were removed, adopted by nothing: with no quick action there is
    /// nothing for them to deliver (was: two handler-unreachable).
    func testLeftoverDelegatesOfAnAppWithNoQuickActionAreNotReported() throws {
        XCTAssertEqual(try findings("leftover-delegates-swiftui"), ["leftover-delegates-swiftui no-custom-icon"])
    }

    /// A local package's delegates, adopted by one app target (Bakery) and linked, unadopted, by another (BakeryClip):
    /// for the clip they are library code it does not use, not handlers iOS never calls (was: two
    /// handler-unreachable, at the package's app delegate and scene delegate). The items the package makes are the
    /// app's, whose own code calls the function making them, not the clip's (was: listed for both).
    func testDelegatesOfALinkedPackageATargetDoesNotAdoptAreNotItsHandlers() throws {
        XCTAssertEqual(try findings("linked-package-delegates"), ["linked-package-delegates no-custom-icon"])
        let report = try Auditor().check(paths: [Self.apps.appendingPathComponent("linked-package-delegates").path])
        XCTAssertEqual(report.actions.map { "\($0.target ?? "-") \($0.titleText)" }, ["Bakery Bake", "Bakery Cool"])
    }
}
