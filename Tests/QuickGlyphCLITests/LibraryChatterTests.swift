import Foundation
import XCTest

/// stderr holds quickglyph's lines alone (issue 38): Foundation's plist parser on Linux logs
/// `CFPropertyListCreateFromXMLData(): Old-style plist parser: missing semicolon…` beside them when it
/// gives up on a malformed file. Each kind of malformed property list, through the built binary.
final class LibraryChatterTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##
    private let itemsPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Postbox</string>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.compose</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>COMPOSE</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """
    /// An old-style (OpenStep) dictionary missing the semicolon after its first entry.
    private let oldStyleMissingSemicolon = "{\n    CFBundleName = Postbox\n    CFBundleVersion = 1;\n}\n"

    private func write(_ text: String, to path: String, in root: URL) throws {
        try write(Data(text.utf8), to: path, in: root)
    }

    private func write(_ data: Data, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Every line on stderr is one of quickglyph's findings, `path: error: …` or `path: warning: …`.
    private func assertOnlyFindings(
        _ stderr: String, paths: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(stderr.contains("CFPropertyList"), stderr, file: file, line: line)
        for text in stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            XCTAssertTrue(
                paths.contains { text.hasPrefix("\($0): error: ") || text.hasPrefix("\($0): warning: ") },
                "not a finding: \(text)", file: file, line: line)
        }
        XCTAssertTrue(stderr.isEmpty || stderr.hasSuffix("\n"), stderr, file: file, line: line)
    }

    /// `check` prints its findings on stdout: stderr stays empty for an Info.plist cut short, an old-style
    /// one missing a semicolon and a truncated binary one, each said on stdout as the error it is.
    func testCheckOfEachMalformedInfoPlistLeavesStderrEmpty() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let xml = Data(itemsPlist.utf8)
        let binary = try PropertyListSerialization.data(
            fromPropertyList: [
                "CFBundleName": "Postbox",
                "UIApplicationShortcutItems": [
                    [
                        "UIApplicationShortcutItemType": "com.example.compose",
                        "UIApplicationShortcutItemTitle": "Compose",
                    ]
                ],
            ], format: .binary, options: 0)
        let kinds: [(String, Data)] = [
            ("XML/Info.plist", xml.prefix(xml.count / 2)),
            ("OldStyle/Info.plist", Data(oldStyleMissingSemicolon.utf8)),
            ("Binary/Info.plist", binary.prefix(binary.count - 20)),
        ]
        for (path, data) in kinds {
            try write(data, to: path, in: root)
            let result = try CLIRunner.run(["check", path], in: root)
            XCTAssertEqual(result.status, 1, "\(path): \(result.stdout)")
            XCTAssertEqual(result.stderr, "", path)
            XCTAssertTrue(result.stdout.contains("\n\(path): error: "), "\(path): \(result.stdout)")
        }
    }

    /// An app whose project.pbxproj and InfoPlist.strings each miss a semicolon: the project is said to be
    /// unreadable on stdout, and stderr stays empty.
    func testCheckOfAnAppWithAMalformedProjectAndStringsFileLeavesStderrEmpty() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try write(
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1\n\tobjectVersion = 56;\n}\n",
            to: "App/App.xcodeproj/project.pbxproj", in: root)
        try write(itemsPlist, to: "App/App/Info.plist", in: root)
        try write(
            "\"COMPOSE\" = \"Compose\"\n\"OTHER\" = \"Other\";\n", to: "App/App/en.lproj/InfoPlist.strings", in: root)
        let result = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(
            result.stdout.contains("\nApp/App.xcodeproj/project.pbxproj: warning: not a property list"), result.stdout)
    }

    /// `build` prints its findings on stderr: an old-style Info.plist missing a semicolon is one error line, alone.
    func testBuildIntoAMalformedInfoPlistPrintsItsErrorAlone() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try write(square, to: "glyphs/compose.svg", in: root)
        try write(
            #"{ "items": [ { "type": "com.example.compose", "title": "Compose", "glyph": "compose" } ] }"#,
            to: "glyphs/shortcuts.json", in: root)
        try write(oldStyleMissingSemicolon, to: "App/Info.plist", in: root)
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        assertOnlyFindings(result.stderr, paths: ["App/Info.plist"])
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("[info-plist-not-merged]\n"), result.stderr)
    }

    /// `build --project` with a project.pbxproj missing a semicolon is misuse: its one line, nothing beside it.
    func testBuildWithAMalformedProjectPrintsItsUsageLineAlone() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try write(square, to: "glyphs/compose.svg", in: root)
        try write(
            #"{ "items": [ { "type": "com.example.compose", "title": "Compose", "glyph": "compose" } ] }"#,
            to: "glyphs/shortcuts.json", in: root)
        try write(
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1\n\tobjectVersion = 56;\n}\n", to: "App.xcodeproj/project.pbxproj",
            in: root)
        let result = try CLIRunner.run(["build", "--project", "App.xcodeproj"], in: root)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertFalse(result.stderr.contains("CFPropertyList"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("quickglyph build: error: --project: "), result.stderr)
    }
}
