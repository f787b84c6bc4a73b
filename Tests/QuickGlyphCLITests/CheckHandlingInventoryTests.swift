import Foundation
import QuickGlyphTestSupport
import XCTest

/// The inventory says how each action reaches the code: the target's life cycle and handlers, where
/// each action is handled or that it is not, and what could not be followed; in text and JSON.
final class CheckHandlingInventoryTests: XCTestCase {
    private static let delegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let item = connectionOptions.shortcutItem { route(item) }
            }

            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                route(shortcutItem)
                completionHandler(true)
            }

            private func route(_ item: UIApplicationShortcutItem) {
                if item.type == "com.example.compose" { showComposer() }
            }
        }

        """

    private func app(_ delegate: String) throws -> URL {
        let root = try FileTree.temporaryFolder(self)
        try FileTree.write(
            Fixtures.codeApp(
                items: [
                    Fixtures.plistItem("com.example.compose", "New Message"),
                    Fixtures.plistItem("com.example.search", "Search"),
                ],
                sceneDelegate: "SceneDelegate", sources: ["SceneDelegate.swift": delegate]), to: root)
        return root
    }

    func testEachActionSaysWhereItIsHandledOrThatItIsNot() throws {
        let root = try app(Self.delegate)
        let result = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(result.status, 0, result.stdout)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(
            Array(lines.prefix(5)),
            [
                "2 quick actions (2 static, 0 dynamic):",
                "  static  \"New Message\"  none  App/Info.plist:26:3  handled at App/SceneDelegate.swift:15:25",
                "  static  \"Search\"       none  App/Info.plist:32:3  not handled",
                // Wrapped at 100 columns.
                "  the app: scenes (App/Info.plist's UIApplicationSceneManifest); handled in",
                "      App/SceneDelegate.swift:4:10, App/SceneDelegate.swift:8:10",
            ])
        XCTAssertTrue(
            result.stdout.contains(
                "App/Info.plist:35:4: warning: no handler recognises the type \"com.example.search\""), result.stdout)

        let json = try CLIRunner.run(["check", "App", "--format", "json"], in: root)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let actions = try XCTUnwrap(document["actions"] as? [[String: Any]])
        XCTAssertEqual(actions.map { ($0["handledAt"] as? [[String: Any]])?.count }, [1, 0])
        XCTAssertEqual((actions[0]["handledAt"] as? [[String: Any]])?.first?["line"] as? Int, 15)
        let targets = try XCTUnwrap(document["targets"] as? [[String: Any]])
        XCTAssertEqual(targets.map { $0["lifeCycle"] as? String }, ["scenes"])
        XCTAssertEqual((targets[0]["handlers"] as? [[String: Any]])?.count, 2)
        XCTAssertEqual(targets[0]["notFollowed"] as? [String], [])
    }

    func testWhatCannotBeFollowedIsNamedAndNotGuessedAt() throws {
        let delegate = Self.delegate.replacingOccurrences(
            of: "        if item.type == \"com.example.compose\" { showComposer() }\n",
            with: "        Router.shared.open(item)\n")
        let root = try app(delegate)
        let result = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(
            result.stdout.contains("App/Info.plist:26:3  handled at App/SceneDelegate.swift:4:10"), result.stdout)
        // The target's line wrapped at 100 columns.
        XCTAssertTrue(
            result.stdout.contains(
                "; not followed:\n      `Router.shared.open(item)`, declared outside the code read\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("[type-unhandled]"), result.stdout)
    }
}
