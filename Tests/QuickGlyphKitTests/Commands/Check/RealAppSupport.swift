import Foundation
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// One of the apps in `Fixtures/apps`, checked as a user checks it from that
/// folder (`quickglyph check plist-icons-nested-pdf-long-translations`): every path the report holds is
/// relative to `Fixtures/apps`, so it is the same on every machine.
struct RealApp {
    /// `Fixtures/apps`, found from this file, not from the working directory.
    static let appsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/apps")

    let name: String
    var folder: URL { Self.appsFolder.appendingPathComponent(name) }
    /// What is stripped from every path: the apps folder and its slash.
    var rootPrefix: String { Self.appsFolder.path + "/" }

    init(_ name: String) { self.name = name }

    func check() throws -> CheckReport {
        try Auditor().check(paths: [folder.path])
    }

    /// The inventory library itself, for what the report does not carry (where an icon is made, literal or key).
    func inventory() throws -> AppModel {
        try AppModel(folder: folder.path)
    }

    /// `plist-icons-nested-pdf-long-translations/Tidepool/Info.plist` for an absolute path in the app.
    func relative(_ path: String) -> String {
        path.hasPrefix(rootPrefix) ? String(path.dropFirst(rootPrefix.count)) : path
    }

    /// The `--format json` document with the apps folder stripped from every path and message.
    func json(_ report: CheckReport) -> String {
        String(decoding: report.jsonData(), as: UTF8.self).replacingOccurrences(of: rootPrefix, with: "")
    }

    /// `path:line:col rule` for each finding, paths relative to the apps folder.
    func findingLines(_ report: CheckReport) -> [String] {
        report.findings.map { finding in
            let position = finding.position.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(relative(finding.path))\(position) \(finding.rule.rawValue)"
        }
    }

    func groundTruth() throws -> GroundTruth {
        let data = try Data(contentsOf: folder.appendingPathComponent("ground-truth.json"))
        return try JSONDecoder().decode(GroundTruth.self, from: data)
    }

    /// The lines of a file of the app (`path` relative to the app folder), as UTF-8 text.
    func lines(of path: String) throws -> [Substring] {
        let data = try Data(contentsOf: folder.appendingPathComponent(path))
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}

/// `apps/<app>/ground-truth.json`, the facts checked by hand (see `apps/README.md`).
/// Only what the tests compare is decoded.
struct GroundTruth: Decodable {
    /// 1-based line and column, the column in Unicode scalars (a tab is one).
    struct Position: Decodable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        var description: String { "\(path):\(line):\(column)" }
    }

    struct InfoPlist: Decodable {
        var path: String
        var quickActions: Int
    }

    struct Icon: Decodable {
        /// file, symbol, type, none, unresolved.
        var kind: String
        var name: String?
        /// For `unresolved`: the argument of `templateImageName:` as written.
        var expression: String?
        var declaredAt: Position?
        var imageset: String?
        var bundleFiles: [String]?
        /// For an item made by the app's own helper: where the icon name is passed to it.
        var argumentAt: Position?
        /// For `unresolved`: the name (or the candidates) found by reading further by hand.
        var resolvedByHand: HandResolution?
    }

    /// One name, or the several a computed one may be.
    enum HandResolution: Decodable {
        case name(String)
        case candidates([String])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let name = try? container.decode(String.self) {
                self = .name(name)
            } else {
                self = .candidates(try container.decode([String].self))
            }
        }

        var name: String? {
            if case .name(let name) = self { return name }
            return nil
        }
    }

    /// Where a translation comes from: a file kept in the app folder, somewhere
    /// not kept (the repository), or a note such as "Info.plist value (…)".
    enum Source: Decodable {
        case file(String)
        case notKept
        case note(String)

        private struct Object: Decodable {
            var path: String?
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let note = try? container.decode(String.self) {
                self = .note(note)
            } else {
                self = try container.decode(Object.self).path.map(Source.file) ?? .notKept
            }
        }
    }

    struct LocalizedTitle: Decodable {
        var text: String
        var from: Source
        /// Its length as users read it.
        var graphemes: Int
    }

    struct Imageset: Decodable {
        /// Nil for an icon of loose bundle files.
        var path: String?
        /// The ids of the actions that show it.
        var usedBy: [String]?
        /// The application target whose catalog holds it, where a project names targets.
        var target: String?
        /// The copy the Home Screen menu shows, judged as the action's glyph.
        var judged: Bool?
    }

    struct Helper: Decodable {
        var name: String
    }

    /// A native target of the app's Xcode project, as read by hand.
    struct Target: Decodable {
        var name: String
        var productType: String?
        var infoPlist: String?
        var catalogs: [String]?
        var deploymentTarget: String?
    }

    /// A copy of an icon that no application target ships, or one that a non-application target also builds.
    struct NotJudged: Decodable {
        var path: String
        var target: String?
    }

    struct Action: Decodable {
        var id: String
        var kind: String
        /// The application target that declares it, where the app has a project.
        var target: String?
        /// Present when the app's own helper makes the item: it is located at the helper's call.
        var helper: Helper?
        /// Other application targets that compile the same source: the same item once for each.
        var alsoCompiledBy: [String]?
        var declaredAt: Position
        var type: String?
        var typeExpression: String?
        /// The value the expression stands for, as read by hand.
        var typeResolved: String?
        /// The fields not literal at the call whose value the fixture's own sources
        /// fix through literal declarations alone (`"type"`, `"icon"`): the tool
        /// follows them to `typeResolved` and `icon.resolvedByHand`.
        var followedInFixture: [String]?
        var title: String?
        var titleExpression: String?
        var titleIsLocalizationKey: Bool?
        var subtitle: String?
        var subtitleExpression: String?
        var icon: Icon
        var localizedTitles: [String: LocalizedTitle]?
    }

    var app: String
    var infoPlists: [InfoPlist]
    var quickActions: [Action]

    /// Every action once for each application target that declares it.
    var actionsByTarget: [Action] {
        quickActions.flatMap { action in
            [action]
                + (action.alsoCompiledBy ?? []).map { target in
                    var copy = action
                    copy.target = target
                    copy.id += "@" + target
                    return copy
                }
        }
    }
    /// The project's native targets, for an app whose project is kept.
    var targets: [Target]?
    /// The quick-action icons by name.
    var imagesets: [String: Imageset]?
    var notJudged: [NotJudged]?
    /// Imagesets and loose images kept only to prove they are not judged.
    var otherImagesets: [String]?
    var otherImages: [String]?
    /// Quick-action glyphs nothing uses (icon-from-variable-8-candidates).
    var unusedQuickActionImagesets: [String: Imageset]?
}

/// The ground truth's positions in the tool's convention, translated exactly
/// (never compared loosely):
///
/// - columns: the ground truth counts Unicode scalars, the tool bytes, as
///   compilers print them; the line's text converts one into the other;
/// - an Info.plist icon: the ground truth points at the icon key's string value,
///   the tool at the `<key>` before it, as for every other plist field;
/// - Objective-C: the ground truth points at the class name in
///   `[[UIApplicationShortcutItem alloc]` and `[UIApplicationShortcutIcon iconWith…]`,
///   the tool at the first `[`, where the message expression starts.
struct GroundTruthPositions {
    /// `call`: an item a helper of the app makes, located at the helper's call (any expression);
    /// `argument`: an icon name passed to that helper, at the argument.
    enum Role { case item, icon, call, argument }

    static let plistIconKeys = [
        "UIApplicationShortcutItemIconFile", "UIApplicationShortcutItemIconSymbolName",
        "UIApplicationShortcutItemIconType",
    ]

    let app: RealApp

    func location(
        _ position: GroundTruth.Position, _ role: Role, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> SourceLocation {
        let lines = try app.lines(of: position.path)
        let text = try XCTUnwrap(
            lines.indices.contains(position.line - 1) ? lines[position.line - 1] : nil,
            "\(position) is past the end of the file", file: file, line: line)
        let scalars = Array(text.unicodeScalars)
        XCTAssertLessThanOrEqual(
            position.column, scalars.count, "\(position) is past the end of its line", file: file, line: line)
        let before = String(String.UnicodeScalarView(scalars.prefix(position.column - 1)))
        let at = String(String.UnicodeScalarView(scalars.dropFirst(position.column - 1)))
        var byteColumn = before.utf8.count + 1
        var lineNumber = position.line
        let extensionName = (position.path as NSString).pathExtension

        if extensionName == "plist" && role == .icon {
            // The ground truth is at the value's first character, on a line after the icon key's: point at that
            // `<key>`.
            XCTAssertTrue(
                before.hasSuffix("<string>"), "\(position) is not at a string's value: \(text)", file: file, line: line)
            var keyLine = position.line - 1
            while keyLine > 0 && !lines[keyLine - 1].contains("<key>") { keyLine -= 1 }
            let keyText = try XCTUnwrap(
                keyLine > 0 ? lines[keyLine - 1] : nil, "no <key> before \(position)", file: file, line: line)
            XCTAssertTrue(
                Self.plistIconKeys.contains { keyText.contains("<key>\($0)</key>") },
                "\(position) does not follow an icon key: \(keyText)", file: file, line: line)
            let start = try XCTUnwrap(keyText.range(of: "<key>"))
            lineNumber = keyLine
            byteColumn = keyText[..<start.lowerBound].utf8.count + 1
        } else if role == .call || role == .argument {
            // A helper's call or argument is any expression: the ground truth names where it starts.
        } else if extensionName == "plist" {
            XCTAssertTrue(at.hasPrefix("<dict>"), "\(position) is not an item's <dict>: \(at)", file: file, line: line)
        } else if ["m", "mm"].contains(extensionName) {
            let className = role == .item ? "UIApplicationShortcutItem" : "UIApplicationShortcutIcon"
            let brackets = role == .item ? "[[" : "["
            XCTAssertTrue(
                at.hasPrefix(className + " "), "\(position) is not at \(className): \(at)", file: file, line: line)
            XCTAssertTrue(
                before.hasSuffix(brackets), "\(position) does not follow \(brackets): \(before)", file: file, line: line
            )
            byteColumn -= brackets.utf8.count
        } else {
            let names =
                role == .item
                ? ["UIApplicationShortcutItem(", "UIMutableApplicationShortcutItem("]
                : ["UIApplicationShortcutIcon(", "icon: nil"]
            XCTAssertTrue(
                names.contains { at.hasPrefix($0) }, "\(position) is not at \(names): \(at)", file: file, line: line)
        }
        return SourceLocation(
            path: app.folder.appendingPathComponent(position.path).path, line: lineNumber, column: byteColumn)
    }
}
