import Foundation
@testable import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `build --swift`: the generated enum's names, its exact bytes for the sample,
/// and its behaviour, by compiling it against the UIKit stub and running it.
final class SwiftSourceGeneratorTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func sampleItems() throws -> [QuickAction] {
        let parsed = ItemsFile.parse(
            try Data(contentsOf: Self.repository.appendingPathComponent("glyphs/shortcuts.json")))
        XCTAssertEqual(parsed.errors, [])
        return parsed.items
    }

    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qg-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testCaseNamesAreValidUniqueAndDeterministic() {
        let types = [
            "$(PRODUCT_BUNDLE_IDENTIFIER).new-message", "com.example.compose", "org.other.compose",
            "com.example.compose2",
            "com.example.default", "com.example.3d-touch", "com.example.type", "com.example.URLScheme",
            "com.example.URL",
            "$(PRODUCT_BUNDLE_IDENTIFIER).日本", "com.example.Größe_neu", "com.example.self",
        ]
        XCTAssertEqual(
            SwiftIdentifier.caseNames(forTypes: types, avoiding: SwiftSourceGenerator.members),
            [
                "newMessage", "compose", "compose3", "compose2",
                "defaultAction", "action3dTouch", "typeAction", "urlScheme", "url",
                "action", "grENeu", "selfAction",
            ])
        XCTAssertEqual(SwiftIdentifier.caseNames(forTypes: ["a.x", "b.x", "c.x"], avoiding: []), ["x", "x2", "x3"])
    }

    func testTypeNameValidity() {
        for valid in ["QuickAction", "Shortcut_2", "_Private"] { XCTAssertTrue(SwiftIdentifier.isValid(valid), valid) }
        for invalid in ["", "2Fast", "Quick-Action", "Größe", "self", "Type", "_", "a b"] {
            XCTAssertFalse(SwiftIdentifier.isValid(invalid), invalid)
        }
    }

    func testTypeTemplateExpandsTheBundleIdentifierOnly() {
        let plain = ShortcutTypeTemplate("$(PRODUCT_BUNDLE_IDENTIFIER).compose")
        XCTAssertEqual(plain.parts, [.bundleIdentifier, .text(".compose")])
        XCTAssertEqual(plain.unsupportedSettings, [])
        XCTAssertEqual(plain.expanded(bundleIdentifier: "com.example.app"), "com.example.app.compose")
        XCTAssertEqual(ShortcutTypeTemplate("x.${PRODUCT_BUNDLE_IDENTIFIER}").parts, [.text("x."), .bundleIdentifier])
        XCTAssertEqual(ShortcutTypeTemplate("com.example.compose").parts, [.text("com.example.compose")])
        // A `$` that opens no setting is text.
        XCTAssertEqual(ShortcutTypeTemplate("pay$5.$(open").parts, [.text("pay$5.$(open")])
        let other = ShortcutTypeTemplate("$(APP_GROUP).$(PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier).x")
        XCTAssertEqual(other.unsupportedSettings, ["$(APP_GROUP)", "$(PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier)"])
    }

    func testLiteralsEscapeWhatCouldEndThemOrHide() {
        XCTAssertEqual(SwiftSourceGenerator.literal(#"Say "hi" \(x)"#), #""Say \"hi\" \\(x)""#)
        XCTAssertEqual(SwiftSourceGenerator.literal("a\nb\tc\u{1B}d\u{200E}é"), #""a\nb\tc\u{1B}d\u{200E}é""#)
    }

    /// The sample's file, byte for byte: what a reviewer reads in docs/items-file.md's example.
    func testSampleGolden() throws {
        let source = SwiftSourceGenerator(items: try sampleItems(), itemsPath: "glyphs/shortcuts.json").source()
        GoldenFile("QuickAction.swift").assertMatches(source)
    }

    func testSampleCompilesAgainstTheStubAndBehaves() throws {
        let source = SwiftSourceGenerator(items: try sampleItems(), itemsPath: "glyphs/shortcuts.json").source()
        let output = try GeneratedSwiftProgram.run(generated: source, main: Self.sampleMain, in: scratchFolder())
        XCTAssertEqual(output, Self.sampleOutput)
    }

    private static let sampleOutput = """
        compose $(PRODUCT_BUNDLE_IDENTIFIER).compose -> com.example.app.compose, back: compose
          "New Message" nil templateImageName: compose userInfo: nil
        scan $(PRODUCT_BUNDLE_IDENTIFIER).scan -> com.example.app.scan, back: scan
          "Scan Code" "QR or barcode" templateImageName: scan userInfo: nil
        search $(PRODUCT_BUNDLE_IDENTIFIER).search -> com.example.app.search, back: search
          "Search" nil type: .search userInfo: nil
        favorites $(PRODUCT_BUNDLE_IDENTIFIER).favorites -> com.example.app.favorites, back: favorites (dynamic)
          "Favorites" nil templateImageName: heart userInfo: tab=favorites
        unknown com.example.app.unknown: nil
        unexpanded $(PRODUCT_BUNDLE_IDENTIFIER).compose: nil
        other app com.other.app.compose: nil
        other bundle identifier: compose
        installed: com.example.app.favorites "Favorites" templateImageName: heart
        scene cold start: compose
        scene cold start, no item: -
        scene cold start, unknown item: -
        warm start: scan, handled true
        warm start, unknown item: -, handled false
        app cold start: search, returned true
        app cold start, no options: -, returned false

        """

    /// Another name, allowed, gives the same program.
    func testSampleCompilesWithAnotherAllowedTypeName() throws {
        XCTAssertNil(SwiftSourceGenerator.typeNameProblem("HomeScreenAction"))
        let source = SwiftSourceGenerator(
            items: try sampleItems(), typeName: "HomeScreenAction", itemsPath: "glyphs/shortcuts.json"
        ).source()
        XCTAssertFalse(source.contains("QuickAction"))
        let main = Self.sampleMain.replacingOccurrences(of: "QuickAction", with: "HomeScreenAction")
        let output = try GeneratedSwiftProgram.run(generated: source, main: main, in: scratchFolder())
        XCTAssertEqual(output, Self.sampleOutput)
    }

    /// What the refused names protect: under a name the file uses, it does not compile.
    func testANameTheFileUsesWouldNotCompile() throws {
        let source = SwiftSourceGenerator(
            items: try sampleItems(), typeName: "Bundle", itemsPath: "glyphs/shortcuts.json"
        ).source()
        XCTAssertThrowsError(
            try GeneratedSwiftProgram.run(generated: source, main: "import UIKit\n", in: scratchFolder())
        ) { error in
            XCTAssertTrue("\(error)".contains("type 'Bundle' has no member 'main'"), "\(error)")
        }
        XCTAssertEqual(
            SwiftSourceGenerator.typeNameProblem("Bundle"),
            "'Bundle' would shadow Foundation's Bundle, which the generated file uses; choose another name, such as QuickAction"
        )
    }

    /// The names refused for the enum are exactly those the template spells, in code and in
    /// the documentation's code (which an app's delegates paste): a name added to the
    /// template and not to the list fails here, and so does a name the template no longer uses.
    func testTheTypesTheFileNamesAreExactlyTheReservedOnes() throws {
        let symbol = QuickAction(
            type: "com.example.star", title: "Star", subtitle: "Sub", icon: .symbol("star.fill"), isDynamic: true)
        let generated = [
            SwiftSourceGenerator(items: try sampleItems(), itemsPath: "glyphs/shortcuts.json"),
            SwiftSourceGenerator(items: Self.hardItems + [symbol], typeName: "Shortcut", itemsPath: "app/items.json"),
            SwiftSourceGenerator(items: [], typeName: "Nothing", itemsPath: "items.json"),
        ]
        var found = Set<String>()
        for generator in generated {
            let names = Self.typeNames(in: generator.source())
            let own = [generator.typeName] + SwiftSourceGenerator.companionNames(of: generator.typeName)
            for name in own { XCTAssertTrue(names.contains(name), name) }
            found.formUnion(names.subtracting(own))
        }
        XCTAssertEqual(found.sorted(), Set(SwiftSourceGenerator.typesUsed.keys).union(["Combine", "UIKit"]).sorted())
        XCTAssertTrue(SwiftSourceGenerator.modulesUsed.isSuperset(of: ["Combine", "UIKit"]))
        for name in found { XCTAssertNotNil(SwiftSourceGenerator.typeNameProblem(name), name) }
        for name in SwiftSourceGenerator.modulesUsed.union(SwiftSourceGenerator.typesAppsRelyOn.keys) {
            XCTAssertNotNil(SwiftSourceGenerator.typeNameProblem(name), name)
        }
        for name in [SwiftSourceGenerator.defaultTypeName, "HomeAction", "BundleAction", "Strings"] {
            XCTAssertNil(SwiftSourceGenerator.typeNameProblem(name), name)
        }
    }

    /// The classes beside the enum take its name as a prefix, and a name that would make
    /// one of them shadow a type the app relies on is refused like the enum's own.
    func testCompanionClassesAreNamedAfterTheEnum() {
        XCTAssertEqual(
            SwiftSourceGenerator.companionNames(of: "QuickAction"),
            ["QuickActionSceneDelegate", "QuickActionAppDelegate", "QuickActionCenter"])
        XCTAssertEqual(
            SwiftSourceGenerator.typeNameProblem("Notification"),
            "'Notification' would name the generated class NotificationCenter, which would shadow Foundation's "
                + "NotificationCenter; choose another name, such as QuickAction")
        XCTAssertEqual(
            SwiftSourceGenerator.typeNameProblem("NotificationCenter"),
            "'NotificationCenter' would shadow Foundation's NotificationCenter in every file of the app; "
                + "choose another name, such as QuickAction")
        XCTAssertNil(SwiftSourceGenerator.typeNameProblem("Notice"))
    }

    /// A SwiftUI app, as UIKit and SwiftUI drive the generated delegates: the app delegate
    /// names the scene delegate for every scene, keeping the configuration's name and role;
    /// the action of a cold start waits in the center until a view subscribes, and a warm
    /// start's reaches the view at once. Each choice is shown once, marked handled from inside
    /// Combine's callback (which runs before the value is stored), and no view made later sees
    /// it again; the completion handler hears true for a known type and false for another.
    /// Streams take each action once too, the waiting one first, none a view handled, the stream
    /// made first when there are two; a stream no longer read takes none.
    func testSwiftUIAppSeesEachChosenActionOnce() throws {
        let source = SwiftSourceGenerator(items: try sampleItems(), itemsPath: "glyphs/shortcuts.json").source()
        let output = try GeneratedSwiftProgram.run(
            generated: source, main: Self.swiftUIMain,
            resources: ["Info.plist": Self.infoPlist(bundleIdentifier: "com.example.app")],
            in: scratchFolder())
        XCTAssertEqual(output, Self.swiftUIOutput)
    }

    /// Another allowed name gives classes of that name, which behave the same.
    func testSwiftUIAppWithAnotherTypeName() throws {
        let source = SwiftSourceGenerator(
            items: try sampleItems(), typeName: "HomeScreenAction", itemsPath: "glyphs/shortcuts.json"
        ).source()
        XCTAssertFalse(source.contains("QuickAction"))
        let main = Self.swiftUIMain.replacingOccurrences(of: "QuickAction", with: "HomeScreenAction")
        let output = try GeneratedSwiftProgram.run(
            generated: source, main: main,
            resources: ["Info.plist": Self.infoPlist(bundleIdentifier: "com.example.app")],
            in: scratchFolder())
        XCTAssertEqual(output, Self.swiftUIOutput.replacingOccurrences(of: "QuickAction", with: "HomeScreenAction"))
    }

    /// Foundation on Linux reads `Bundle.main`'s identifier from an Info.plist beside the program.
    private static func infoPlist(bundleIdentifier: String) -> String {
        let plist = try! PropertyListSerialization.data(
            fromPropertyList: ["CFBundleIdentifier": bundleIdentifier], format: .xml, options: 0)
        return String(decoding: plist, as: UTF8.self)
    }

    private static let swiftUIOutput = """
        bundle: com.example.app
        configuration: Default Configuration, UIWindowSceneSessionRoleApplication, delegate QuickActionSceneDelegate
        cold start, before any view: waiting compose, shown []
        a view subscribes: waiting -, shown [compose]
        a view made later: shown [compose]
        warm start: handled true, waiting -, shown [compose, scan]
        same again: handled true, waiting -, shown [compose, scan, scan]
        unknown: handled false, waiting -, shown [compose, scan, scan]
        cold start, no item: waiting -, shown [compose, scan, scan]
        views gone, warm start: waiting search
        stream: search, waiting -
        stream: favorites, waiting -
        view and stream: waiting -, shown [compose, scan, scan, scan]
        stream: search
        first stream: favorites
        second stream: compose
        streams gone, warm start: waiting compose
        a view subscribes: shown [compose, scan, scan, scan, compose]

        """

    private static let swiftUIMain = #"""
        import Combine
        import UIKit

        @MainActor
        func item(_ type: String) -> UIApplicationShortcutItem {
            UIApplicationShortcutItem(type: type, localizedTitle: "t", localizedSubtitle: nil, icon: nil)
        }
        let center = QuickActionCenter.shared
        @MainActor
        func waiting() -> String { center.chosen.map { "\($0)" } ?? "-" }
        print("bundle: \(QuickAction.bundleIdentifier)")

        // What UIKit does for the app delegate SwiftUI's adaptor made: ask it for the scene's configuration.
        let appDelegate: any UIApplicationDelegate = QuickActionAppDelegate()
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication))
        let launch = UIScene.ConnectionOptions(shortcutItem: item("com.example.app.compose"))
        let configuration = appDelegate.application(UIApplication(), configurationForConnecting: session, options: launch)
        print("configuration: \(configuration.name ?? "nil"), \(configuration.role.rawValue), delegate \(configuration.delegateClass.map { "\($0)" } ?? "none")")
        guard configuration.delegateClass == QuickActionSceneDelegate.self else { fatalError("another delegate class") }

        // UIKit makes the scene delegate of that class and connects the scene.
        let sceneDelegate: any UIWindowSceneDelegate = QuickActionSceneDelegate()
        let scene = UIWindowScene()
        sceneDelegate.scene(scene, willConnectTo: session, options: launch)
        var shown: [String] = []
        print("cold start, before any view: waiting \(waiting()), shown [\(shown.joined(separator: ", "))]")

        // What `.onReceive(QuickActionCenter.shared.$chosen)` does, with the documentation's handler.
        @MainActor
        func subscribe() -> AnyCancellable {
            center.$chosen.sink { action in
                guard let action, center.markHandled() else { return }
                shown.append("\(action)")
            }
        }
        var view: AnyCancellable? = subscribe()
        print("a view subscribes: waiting \(waiting()), shown [\(shown.joined(separator: ", "))]")
        var later: AnyCancellable? = subscribe()
        print("a view made later: shown [\(shown.joined(separator: ", "))]")

        var handled: Bool?
        @MainActor
        func perform(_ type: String) {
            handled = nil
            sceneDelegate.windowScene(scene, performActionFor: item(type), completionHandler: { handled = $0 })
        }
        perform("com.example.app.scan")
        print("warm start: handled \(handled.map { "\($0)" } ?? "never"), waiting \(waiting()), shown [\(shown.joined(separator: ", "))]")
        perform("com.example.app.scan")
        print("same again: handled \(handled.map { "\($0)" } ?? "never"), waiting \(waiting()), shown [\(shown.joined(separator: ", "))]")
        perform("com.example.app.gone")
        print("unknown: handled \(handled.map { "\($0)" } ?? "never"), waiting \(waiting()), shown [\(shown.joined(separator: ", "))]")
        sceneDelegate.scene(UIWindowScene(), willConnectTo: session, options: UIScene.ConnectionOptions(shortcutItem: nil))
        print("cold start, no item: waiting \(waiting()), shown [\(shown.joined(separator: ", "))]")

        view = nil
        later = nil
        perform("com.example.app.search")
        print("views gone, warm start: waiting \(waiting())")

        // What `for await action in center.actions()` in a `.task` does, one action at a time.
        @MainActor
        func next(_ stream: AsyncStream<QuickAction>) async -> String {
            var reader = stream.makeAsyncIterator()
            return await reader.next(isolation: #isolation).map { "\($0)" } ?? "ended"
        }
        var stream: AsyncStream<QuickAction>? = center.actions()
        print("stream: \(await next(stream!)), waiting \(waiting())")
        perform("com.example.app.favorites")
        print("stream: \(await next(stream!)), waiting \(waiting())")

        // A view and a stream at once: the view handles it, and the stream does not take it too.
        view = subscribe()
        perform("com.example.app.scan")
        print("view and stream: waiting \(waiting()), shown [\(shown.joined(separator: ", "))]")
        view = nil
        perform("com.example.app.search")
        print("stream: \(await next(stream!))")

        // Two streams: the one made first takes it; the other takes the next once the first is gone.
        var second: AsyncStream<QuickAction>? = center.actions()
        perform("com.example.app.favorites")
        print("first stream: \(await next(stream!))")
        stream = nil
        perform("com.example.app.compose")
        print("second stream: \(await next(second!))")
        second = nil
        perform("com.example.app.compose")
        print("streams gone, warm start: waiting \(waiting())")
        view = subscribe()
        print("a view subscribes: shown [\(shown.joined(separator: ", "))]")
        withExtendedLifetime((view, later, stream, second)) {}
        """#

    /// Every capitalised name Swift looks up as a type or module: in code lines and in
    /// the documentation's indented code, string literals and `//` comments left out, and
    /// a member after a dot left out (it is looked up in its type, which is counted).
    private static func typeNames(in source: String) -> Set<String> {
        var names = Set<String>()
        let token = try! NSRegularExpression(pattern: #"(?<![.\w])[A-Z][A-Za-z0-9_]*"#)
        for line in source.components(separatedBy: "\n") {
            let code: String
            if line.hasPrefix("///     ") {
                code = String(line.dropFirst(3))
            } else if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                continue
            } else {
                code = line
            }
            var text = code.replacingOccurrences(of: #""(\\.|[^"\\])*""#, with: "\"\"", options: .regularExpression)
            if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
            for match in token.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range, in: text)!]))
            }
        }
        return names
    }

    private static let sampleMain = #"""
        import UIKit

        let bundle = "com.example.app"
        @MainActor
        func item(_ type: String) -> UIApplicationShortcutItem {
            UIApplicationShortcutItem(type: type, localizedTitle: "t", localizedSubtitle: nil, icon: nil)
        }
        func quoted(_ text: String?) -> String { text.map(\.debugDescription) ?? "nil" }
        func describe(_ userInfo: [String: any NSSecureCoding]?) -> String {
            guard let userInfo else { return "nil" }
            return userInfo.keys.sorted().map { "\($0)=\(userInfo[$0]!)" }.joined(separator: ",")
        }

        for action in QuickAction.allCases {
            // What iOS hands over: a static item's type from Info.plist, a dynamic one's as the app made it.
            let dynamic = action.shortcutItem(bundleIdentifier: bundle)
            let made = dynamic ?? item(action.type(bundleIdentifier: bundle))
            let back = QuickAction(shortcutItem: made, bundleIdentifier: bundle)
            print("\(action) \(action.declaredType) -> \(made.type), back: \(back.map { "\($0)" } ?? "nil")\(dynamic == nil ? "" : " (dynamic)")")
            print("  \(quoted(action.localizedTitle)) \(quoted(action.localizedSubtitle)) \(action.icon.made) userInfo: \(describe(action.userInfo))")
        }
        for (label, type) in [("unknown", "com.example.app.unknown"), ("unexpanded", "$(PRODUCT_BUNDLE_IDENTIFIER).compose"),
                              ("other app", "com.other.app.compose")] {
            print("\(label) \(type): \(QuickAction(type: type, bundleIdentifier: bundle).map { "\($0)" } ?? "nil")")
        }
        print("other bundle identifier: \(QuickAction(shortcutItem: item("org.beta.app.compose"), bundleIdentifier: "org.beta.app").map { "\($0)" } ?? "nil")")

        let application = UIApplication()
        QuickAction.installDynamicItems(in: application, bundleIdentifier: bundle)
        for installed in application.shortcutItems ?? [] {
            print("installed: \(installed.type) \(quoted(installed.localizedTitle)) \(installed.icon?.made ?? "no icon")")
        }

        var chosen = "-"
        QuickAction.handle(UIScene.ConnectionOptions(shortcutItem: item("com.example.app.compose")), bundleIdentifier: bundle) { chosen = "\($0)" }
        print("scene cold start: \(chosen)")
        chosen = "-"
        QuickAction.handle(UIScene.ConnectionOptions(shortcutItem: nil), bundleIdentifier: bundle) { chosen = "\($0)" }
        print("scene cold start, no item: \(chosen)")
        QuickAction.handle(UIScene.ConnectionOptions(shortcutItem: item("com.example.app.gone")), bundleIdentifier: bundle) { chosen = "\($0)" }
        print("scene cold start, unknown item: \(chosen)")

        var handled: Bool?
        QuickAction.handle(item("com.example.app.scan"), completionHandler: { handled = $0 }, bundleIdentifier: bundle) { chosen = "\($0)" }
        print("warm start: \(chosen), handled \(handled.map { "\($0)" } ?? "never")")
        chosen = "-"
        QuickAction.handle(item("com.example.app.gone"), completionHandler: { handled = $0 }, bundleIdentifier: bundle) { chosen = "\($0)" }
        print("warm start, unknown item: \(chosen), handled \(handled.map { "\($0)" } ?? "never")")

        let launched = QuickAction.handle([.shortcutItem: item("com.example.app.search")], bundleIdentifier: bundle) { chosen = "\($0)" }
        print("app cold start: \(chosen), returned \(launched)")
        chosen = "-"
        let plain = QuickAction.handle(nil, bundleIdentifier: bundle) { chosen = "\($0)" }
        print("app cold start, no options: \(chosen), returned \(plain)")
        """#

    /// Names that need care, types without the bundle identifier or with its other
    /// spelling, text that could break a literal, every kind of userInfo value, no
    /// subtitle and no SF Symbol at all, and another enum name.
    func testHardItemsCompileWithoutWarningsAndBehave() throws {
        let items = Self.hardItems
        let source = SwiftSourceGenerator(items: items, typeName: "Shortcut", itemsPath: "app/items.json").source()
        XCTAssertFalse(
            source.contains("@available(iOS 13.0, *)\n    @MainActor\n    var icon"), "no SF Symbol, no iOS 13 icon")
        let output = try GeneratedSwiftProgram.run(generated: source, main: Self.hardMain, in: scratchFolder())
        XCTAssertEqual(
            output,
            #"""
            newMessage $(PRODUCT_BUNDLE_IDENTIFIER).new-message -> com.example.app.new-message back: newMessage
              "Say \"hi\" \\(there)" nil templateImageName: compose
              count=3 nested={k=v;} on=1 ratio=0.5 tags=(a,2)
            defaultAction com.example.app.default -> com.example.app.default back: defaultAction
              "Done" nil type: .taskCompleted
            action3dTouch ${PRODUCT_BUNDLE_IDENTIFIER}.3d-touch -> com.example.app.3d-touch back: action3dTouch
              "Tab\tand\nline" nil templateImageName: 3d
            typeAction $(PRODUCT_BUNDLE_IDENTIFIER).type -> com.example.app.type back: typeAction
              "Type" nil type: .compose
            newMessage2 org.other.new-message -> org.other.new-message back: newMessage2
              "Other" nil type: .message
            dynamic: newMessage, typeAction
            installed: com.example.app.new-message, com.example.app.type

            """#)
    }

    /// Titles and subtitles come from the `InfoPlist` table, keyed by the development
    /// text as Info.plist's are, and fall back to that text; another table is not read.
    func testTitlesAreLookedUpInTheInfoPlistTable() throws {
        let source = SwiftSourceGenerator(items: try sampleItems(), itemsPath: "glyphs/shortcuts.json").source()
        let output = try GeneratedSwiftProgram.run(
            generated: source,
            main: #"""
                import UIKit

                for action in QuickAction.allCases {
                    print("\(action): \(action.localizedTitle) / \(action.localizedSubtitle ?? "-")")
                }
                let application = UIApplication()
                QuickAction.installDynamicItems(in: application, bundleIdentifier: "com.example.app")
                print("installed: \(application.shortcutItems?.map(\.localizedTitle) ?? [])")
                """#,
            resources: [
                "en.lproj/InfoPlist.strings": #""New Message" = "Neue Nachricht";"# + "\n"
                    + #""QR or barcode" = "QR oder Strichcode";"# + "\n"
                    + #""Favorites" = "Favoriten";"# + "\n",
                "en.lproj/Localizable.strings": #""Search" = "Suche";"# + "\n",
            ], in: scratchFolder())
        XCTAssertEqual(
            output,
            """
            compose: Neue Nachricht / -
            scan: Scan Code / QR oder Strichcode
            search: Search / -
            favorites: Favoriten / -
            installed: ["Favoriten"]

            """)
    }

    /// An items file emptied for now still gives a file that compiles without a warning.
    func testNoItemsCompileWithoutWarnings() throws {
        let source = SwiftSourceGenerator(items: [], itemsPath: "items.json").source()
        let output = try GeneratedSwiftProgram.run(
            generated: source,
            main: #"""
                import UIKit

                let application = UIApplication()
                QuickAction.installDynamicItems(in: application)
                print(QuickAction.allCases.count, QuickAction(type: "com.example.app.compose") == nil, application.shortcutItems?.count ?? -1)
                """#, in: scratchFolder())
        XCTAssertEqual(output, "0 true 0\n")
    }

    private static let hardItems = [
        QuickAction(
            type: "$(PRODUCT_BUNDLE_IDENTIFIER).new-message", title: #"Say "hi" \(there)"#, icon: .file("compose"),
            userInfo: [
                "count": .integer(3), "ratio": .real(0.5), "on": .bool(true),
                "tags": .array([.string("a"), .integer(2)]),
                "nested": .dictionary(["k": .string("v")]),
            ],
            isDynamic: true),
        QuickAction(type: "com.example.app.default", title: "Done", icon: .system(.taskCompleted)),
        QuickAction(type: "${PRODUCT_BUNDLE_IDENTIFIER}.3d-touch", title: "Tab\tand\nline", icon: .file("3d")),
        QuickAction(type: "$(PRODUCT_BUNDLE_IDENTIFIER).type", title: "Type", icon: .system(.compose), isDynamic: true),
        QuickAction(type: "org.other.new-message", title: "Other", icon: .system(.message)),
    ]

    private static let hardMain = #"""
        import UIKit

        let bundle = "com.example.app"
        for action in Shortcut.allCases {
            let made = action.shortcutItem(bundleIdentifier: bundle)
                ?? UIApplicationShortcutItem(type: action.type(bundleIdentifier: bundle), localizedTitle: "", localizedSubtitle: nil, icon: nil)
            let back = Shortcut(shortcutItem: made, bundleIdentifier: bundle)
            print("\(action) \(action.declaredType) -> \(made.type) back: \(back.map { "\($0)" } ?? "nil")")
            print("  \(action.localizedTitle.debugDescription) \(action.localizedSubtitle.map { $0.debugDescription } ?? "nil") \(action.icon.made)")
            if let userInfo = action.userInfo {
                // Foundation's descriptions span lines: one line each, spaces dropped.
                let values = userInfo.keys.sorted().map { "\($0)=\("\(userInfo[$0]!)".filter { !$0.isWhitespace })" }
                print("  " + values.joined(separator: " "))
            }
        }
        print("dynamic: \(Shortcut.dynamicActions.map { "\($0)" }.joined(separator: ", "))")
        let application = UIApplication()
        Shortcut.installDynamicItems(in: application, bundleIdentifier: bundle)
        print("installed: \((application.shortcutItems ?? []).map(\.type).joined(separator: ", "))")
        """#
}
