import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

final class CheckAuditorTests: XCTestCase {
    private func findings(_ report: CheckReport, _ rule: DiagnosticID) -> [Finding] {
        report.findings.filter { $0.rule == rule }
    }

    func testCatalogAsBuildWritesItPassesEveryRule() throws {
        let report = try CheckTestSupport.check(Fixtures.imageset("compose"), test: self)
        XCTAssertEqual(report.findings.map(\.diagnosticLine), [])
        XCTAssertEqual(report.filesChecked, 4)
        XCTAssertEqual(report.summary, "0 errors, 0 warnings, 0 notes in 4 files")
    }

    func testPlistFindingPointsAtTheKeyLine() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        let items = [
            Fixtures.plistItem("com.example.a", "Search", iconType: "UIApplicationShortcutIconTypeSearch"),
            Fixtures.plistItem(
                "com.example.b", "Write a new message to a friend", iconType: "UIApplicationShortcutIconTypeCompose"),
        ]
        try CheckTestSupport.write(["Info.plist": Fixtures.infoPlist(items: items)], to: folder)
        let report = try Auditor().check(paths: [folder.path])
        let finding = try XCTUnwrap(findings(report, .titleTooLong).first)
        let position = try XCTUnwrap(finding.position)
        let lines = try String(contentsOf: folder.appendingPathComponent("Info.plist"), encoding: .utf8).components(
            separatedBy: "\n")
        XCTAssertEqual(
            lines[position.line - 1].trimmingCharacters(in: .whitespaces), "<key>UIApplicationShortcutItemTitle</key>")
        // The second item's title, not the first one's.
        XCTAssertEqual(
            lines[position.line].trimmingCharacters(in: .whitespaces),
            "<string>Write a new message to a friend</string>")
        XCTAssertEqual(position.column, lines[position.line - 1].prefix { $0 == "\t" || $0 == " " }.count + 1)
    }

    /// An app's Info.plist past the limit is named with its size, not passed over as if it held no quick action;
    /// a plist of another name that size is data and stays unread and unnamed.
    func testAnInfoPlistPastTheLimitInAFolderIsNamedWithItsSize() throws {
        let padded =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>UIApplicationShortcutItems</key>\n<array><dict><key>UIApplicationShortcutItemType</key><string>a</string>"
            + "<key>UIApplicationShortcutItemTitle</key><string>Search</string></dict></array>\n"
            + "<!-- " + String(repeating: "x", count: 4_100_000) + " -->\n</dict>\n</plist>\n"
        let (report, relative) = try CheckTestSupport.checkApp(
            ["App/Info.plist": .text(padded), "App/Data.plist": .text(padded)], test: self)
        XCTAssertEqual(
            findings(report, .shortcutsInvalid).map { relative($0.diagnosticLine) },
            [
                "App/Info.plist: error: cannot read the file: it is 4.2 MB, more than the 4 MB quickglyph reads as a quick-action source "
                    + "[shortcuts-invalid]"
            ])
    }

    func testBinaryPlistIsCheckedWithoutPositions() throws {
        let root: [String: Any] = [
            InfoPlistKey.shortcutItems: [Fixtures.plistItem("a", "A"), Fixtures.plistItem("a", "B")]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        let report = try CheckTestSupport.check(["Info.plist": data], test: self)
        let duplicate = try XCTUnwrap(findings(report, .duplicateType).first)
        XCTAssertNil(duplicate.position)
    }

    func testItemsFileErrorsAreReportedOnce() throws {
        let json =
            #"{"items": [{"type": "new", "title": "New", "glyph": "compose"}, {"type": "new", "title": "Old", "systemIcon": "composer"}]}"#
        var tree = Fixtures.imageset("compose", catalog: "glyphs/out.xcassets")
        tree["glyphs/shortcuts.json"] = .text(json)
        let report = try CheckTestSupport.check(tree, test: self)
        XCTAssertEqual(
            report.findings.map(\.rule).sorted(), [.duplicateType, .iconTypeUnknown],
            report.findings.map(\.diagnosticLine).joined(separator: "\n"))
        XCTAssertEqual(findings(report, .duplicateType).first?.position?.line, 1)
    }

    /// iOS takes an empty (or blank) UIApplicationShortcutItemIconFile for no file: the item shows its icon type, or
    /// none. Not an unresolved icon, and not a file that hides the type (issue 41).
    func testAnEmptyIconFileNameIsNoIconFile() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>UIApplicationShortcutItems</key>
            	<array>
            		<dict>
            			<key>UIApplicationShortcutItemIconFile</key>
            			<string></string>
            			<key>UIApplicationShortcutItemIconType</key>
            			<string>UIApplicationShortcutIconTypePlay</string>
            			<key>UIApplicationShortcutItemTitle</key>
            			<string>Play</string>
            			<key>UIApplicationShortcutItemType</key>
            			<string>com.example.play</string>
            		</dict>
            		<dict>
            			<key>UIApplicationShortcutItemIconFile</key>
            			<string> </string>
            			<key>UIApplicationShortcutItemTitle</key>
            			<string>Pause</string>
            			<key>UIApplicationShortcutItemType</key>
            			<string>com.example.pause</string>
            		</dict>
            	</array>
            </dict>
            </plist>

            """
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(["Info.plist": .text(plist)], to: folder)
        let report = try Auditor().check(paths: [folder.path])
        // The two notes any folder of one plist gets; no icon-file-unresolved, no icon-file-and-type.
        XCTAssertEqual(
            report.findings.map { $0.diagnosticLine.replacingOccurrences(of: folder.path, with: "App") },
            [
                "App: note: 2 quick actions in App/Info.plist, none with a custom icon named by a literal (system "
                    + "icons and SF Symbols only): no custom icon to check, 0 imagesets left alone; --all-imagesets "
                    + "audits every imageset [no-custom-icon]",
                "App: note: no Xcode project (*.xcodeproj) in this folder, so it is taken for one iOS app: every "
                    + "Info.plist, every asset catalog outside a Swift package and every source file in it are judged "
                    + "together; check the folder that holds the .xcodeproj to judge each target's own files "
                    + "[no-xcode-project]",
            ])
        XCTAssertEqual(
            report.actions.map { $0.icon },
            [.type(SystemIconName("UIApplicationShortcutIconTypePlay")), QuickActionIcon.none])
    }

    func testLocalizedTitleInUTF16StringsFile() throws {
        var strings = Data([0xFF, 0xFE])
        strings.append("\"compose_title\" = \"Nouveau message\";\n".data(using: .utf16LittleEndian)!)
        let tree: [String: ExampleFile] = [
            "App/Info.plist": Fixtures.infoPlist(items: [
                Fixtures.plistItem(
                    "com.example.compose", "compose_title", iconType: "UIApplicationShortcutIconTypeCompose")
            ]),
            "App/fr.lproj/InfoPlist.strings": .bytes(strings),
        ]
        // Only the notes that the app has no custom icon and no project: the key is translated.
        XCTAssertEqual(
            try CheckTestSupport.check(tree, test: self).findings.map(\.rule), [.noCustomIcon, .noXcodeProject])
    }

    func testScaleComesFromTheImageset() throws {
        var tree = Fixtures.imageset("compose")
        // The @2x file in the @3x slot: right for its own name's scale, wrong for the slot.
        tree["Assets.xcassets/compose.imageset/compose@3x.png"] = .png(Fixtures.disc(path: "").raster)
        let report = try CheckTestSupport.check(tree, test: self)
        // One finding for the set, on the file in the wrong slot's set, naming every scale.
        XCTAssertEqual(
            findings(report, .wrongSize).map(\.message),
            [
                "the images are 35x35 pt at @1x (35x35 px), 35x35 pt at @2x (70x70 px), 23.3x23.3 pt at @3x "
                    + "(70x70 px: the @2x size, in the wrong slot?), but a quick-action icon is 35x35 pt (35, 70 or 105 px at @1x, @2x, @3x), "
                    + "so it shows at another size, or scaled and soft; export it at 35 pt for each scale"
            ])
        XCTAssertEqual(
            report.findings.map(\.rule), [.wrongSize], "no touches-edge or too-large measured on the wrong canvas")
    }

    func testAnIconDrawnAt24PointsIsOneSizeFindingNamingEveryScale() throws {
        var tree = Fixtures.imageset("compose")
        for scale in GlyphGeometry.scales {
            // Drawn on a 24 pt canvas, as many icon sets are.
            tree["Assets.xcassets/compose.imageset/" + AssetNaming.filename(name: "compose", scale: scale)] =
                .png(Fixtures.disc(path: "", size: 24 * scale, scale: scale).raster)
        }
        let report = try CheckTestSupport.check(tree, test: self)
        XCTAssertEqual(
            report.findings.map(\.diagnosticLine).map {
                $0.replacingOccurrences(of: try! CheckTestSupport.rootPrefix(report), with: "")
            },
            [
                "Assets.xcassets/compose.imageset/compose@3x.png: warning: the images are 24x24 pt at every scale (24/48/72 px), "
                    + "but a quick-action icon is 35x35 pt (35, 70 or 105 px at @1x, @2x, @3x), so it shows smaller than the system icons beside it; "
                    + "export it at 35 pt for each scale [wrong-size]"
            ])
    }

    /// The HIG gives 104 px at @3x as its maximum: not a wrong size, with or without --hig; 106 px is over 35 pt.
    func testHIGSizeAcceptedAtThreeXWithOrWithoutFlag() throws {
        let tree = ["glyph@3x.png": Fixtures.pngData(Fixtures.disc(path: "", size: 104, scale: 3))]
        XCTAssertEqual(try CheckTestSupport.check(tree, test: self).findings.map(\.diagnosticLine), [])
        let hig = try CheckTestSupport.check(tree, test: self, context: RuleContext(acceptsHIGSizes: true))
        XCTAssertEqual(hig.findings.map(\.diagnosticLine), [])
        let large = ["glyph@3x.png": Fixtures.pngData(Fixtures.disc(path: "", size: 106, scale: 3))]
        XCTAssertEqual(findings(try CheckTestSupport.check(large, test: self), .wrongSize).count, 1)
    }

    func testLoosePNGWithoutScaleNameMayBeAnyCanvasSize() throws {
        let tree = [
            "a.png": Fixtures.pngData(Fixtures.disc(path: "", size: 105, scale: 3)),
            "b.png": Fixtures.pngData(Fixtures.disc(path: "", size: 48, scale: 1)),
        ]
        let report = try CheckTestSupport.check(tree, test: self)
        XCTAssertEqual(findings(report, .wrongSize).map { ($0.path as NSString).lastPathComponent }, ["b.png"])
    }

    func testDamagedPNGsAreFindingsNotCrashes() throws {
        let good = Fixtures.pngData(Fixtures.disc(path: ""))
        var tree: [String: Data] = ["empty@2x.png": Data()]
        for length in stride(from: 1, to: good.count, by: max(1, good.count / 15)) {
            tree["cut-\(length)@2x.png"] = good.prefix(length)
        }
        var flipped = [UInt8](good)
        flipped[flipped.count / 2] ^= 0x55
        tree["flipped@2x.png"] = Data(flipped)
        let report = try CheckTestSupport.check(tree, test: self)
        for (name, _) in tree {
            XCTAssertTrue(
                report.findings.contains { $0.path.hasSuffix("/" + name) && $0.rule == .pngInvalid },
                "\(name) not reported")
        }
    }

    /// A FIFO named like a PNG and given to check on its own is refused by the read below the
    /// rules (a regular file only), with the reason, and never opened: the check does not hang.
    func testAFIFONamedAsAPNGIsUnreadableNotOpened() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        let fifo = folder.appendingPathComponent("lone.png").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let report = try Auditor().check(paths: [fifo])
        XCTAssertEqual(
            report.findings.map(\.diagnosticLine),
            ["\(fifo): error: cannot read the file: not a regular file [unreadable]"])
    }

    func testMissingPathIsACheckError() {
        XCTAssertThrowsError(try Auditor().check(paths: ["/nonexistent/quickglyph/Info.plist"])) { error in
            XCTAssertEqual(
                error as? CheckError, .unreadablePath("/nonexistent/quickglyph/Info.plist", "no such file or directory")
            )
        }
    }

    func testJSONReportIsStableAndCarriesPositions() throws {
        var tree = Fixtures.app(items: [
            Fixtures.plistItem("com.example.compose", "New Message", icon: "compose"),
            Fixtures.plistItem("com.example.reply", "Reply", icon: "compse"),
        ])
        tree["App/Assets.xcassets/compose.imageset/compose@2x.png"] = .png(
            Fixtures.leftBar(path: "", width: 0.3).raster)
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(tree, to: folder)
        let report = try Auditor().check(paths: [folder.path])
        let data = report.jsonData()
        // The temporary folder differs on each run: the golden holds paths relative to it.
        GoldenFile("check-report.json").assertMatches(
            String(decoding: data, as: UTF8.self).replacingOccurrences(of: folder.path + "/", with: "")
                .replacingOccurrences(of: "\"\(folder.path)\"", with: "\".\""))
        // What must hold however the golden is rewritten: the counts are the report's
        // own, plist findings carry a line and column, image findings a pixel.
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertEqual(
            object["counts"] as? [String: Int],
            [
                "error": report.count(.error), "warning": report.count(.warning),
                "info": report.count(.info), "files": report.filesChecked,
            ])
        let entries = try XCTUnwrap(object["findings"] as? [[String: Any]])
        let unresolved = try XCTUnwrap(entries.first { $0["rule"] as? String == "icon-file-unresolved" })
        XCTAssertEqual(unresolved["severity"] as? String, "error")
        XCTAssertNotNil(unresolved["line"] as? Int)
        XCTAssertNotNil(unresolved["column"] as? Int)
        let edge = try XCTUnwrap(entries.first { $0["rule"] as? String == "glyph-touches-edge" })
        XCTAssertEqual(edge["pixel"] as? [String: Int], ["x": 0, "y": 0])
        XCTAssertNil(edge["line"])
    }
}

extension CheckAuditorTests {
    func testPNGsBesideAnItemsFileAreSourcesNotTemplates() throws {
        let tree: [String: Data] = [
            "glyphs/shortcuts.json": Data(#"{"items": [{"type": "like", "title": "Like", "glyph": "heart"}]}"#.utf8),
            "glyphs/heart.png": Fixtures.pngData(Fixtures.disc(path: "", size: 420, scale: 1)),
            "glyphs/other/stray.png": Fixtures.pngData(Fixtures.disc(path: "", size: 48, scale: 1)),
        ]
        let report = try CheckTestSupport.check(tree, test: self)
        // heart.png is a source of the items file beside it; stray.png is a loose image no quick action names.
        XCTAssertEqual(report.findings.map { "\($0.rule.rawValue) \(($0.path as NSString).lastPathComponent)" }, [])
        XCTAssertEqual(report.filesChecked, 1, "only the items file")
    }
}

extension CheckAuditorTests {
    /// A name resolves only where Xcode resolves it: inside a namespace folder, with the namespace, in the same case.
    func testIconNamesResolveThroughNamespacesAndCase() throws {
        var tree = Fixtures.app(
            items: [
                Fixtures.plistItem("a", "Scan", icon: "Icons/qr"),
                Fixtures.plistItem("b", "Send", icon: "send"),
                Fixtures.plistItem("c", "Compose", icon: "Compose"),
            ], glyphs: [])
        let namespaced =
            #"{"info" : {"author" : "xcode", "version" : 1}, "properties" : {"provides-namespace" : true}}"#
        let plain = #"{"info" : {"author" : "xcode", "version" : 1}}"#
        tree.merge(Fixtures.imageset("qr", catalog: "App/Assets.xcassets/Icons")) { first, _ in first }
        tree["App/Assets.xcassets/Icons/Contents.json"] = .text(namespaced)
        tree.merge(Fixtures.imageset("send", catalog: "App/Assets.xcassets/Plain")) { first, _ in first }
        tree["App/Assets.xcassets/Plain/Contents.json"] = .text(plain)
        tree.merge(Fixtures.imageset("compose", catalog: "App/Assets.xcassets")) { first, _ in first }
        let report = try CheckTestSupport.check(tree, test: self)
        // "Icons/qr" and "send" resolve (a folder without a namespace adds nothing); "Compose" is not "compose".
        XCTAssertEqual(
            findings(report, .iconFileUnresolved).map { $0.message.components(separatedBy: " but ")[0] },
            ["UIApplicationShortcutItems[2].UIApplicationShortcutItemIconFile is \"Compose\""])
    }
}

extension CheckAuditorTests {
    private func pdfFixture(_ name: String) throws -> Data {
        try PDFFixture.data(name)
    }

    /// A single-scale PDF imageset is drawn at every scale from its page size, as Xcode does, and judged like PNGs.
    func testASingleScalePDFImagesetIsJudgedAtEveryScale() throws {
        let contents =
            #"{"images" : [ { "filename" : "square.pdf", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }, "#
            + #""properties" : { "preserves-vector-representation" : true, "template-rendering-intent" : "template" } }"#
        let tree: [String: ExampleFile] = [
            "Assets.xcassets/Contents.json": .text(#"{"info" : {"author" : "xcode", "version" : 1}}"#),
            "Assets.xcassets/square.imageset/Contents.json": .text(contents),
            "Assets.xcassets/square.imageset/square.pdf": .bytes(try pdfFixture("square-24pt.pdf")),
        ]
        let report = try CheckTestSupport.check(tree, test: self)
        XCTAssertEqual(report.findings.map(\.rule), [.wrongSize])
        XCTAssertEqual(
            report.findings.first?.message.hasPrefix("the images are 24x24 pt at every scale (24/48/72 px)"), true,
            report.findings.first?.message ?? "")
        XCTAssertEqual((report.findings.first?.path as NSString?)?.lastPathComponent, "square.pdf")
    }

    /// A PDF named on the command line is a single-scale icon too; a JPEG cannot be one.
    func testANamedPDFIsCheckedAtEveryScale() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        let pdf = folder.appendingPathComponent("edit-copy.pdf")
        try pdfFixture("edit-copy-symbolic.pdf").write(to: pdf)
        let report = try Auditor().check(paths: [pdf.path])
        XCTAssertEqual(report.filesChecked, 1)
        // Adwaita draws on a 16 px artboard (made 32× larger at test time): one size finding, nothing per scale;
        // larger than 35 pt, it is scaled down to the slot, and its ink on all four edges then has no margin
        // there either, once for every scale.
        XCTAssertEqual(
            report.findings.map(\.rule), [.glyphTouchesEdge, .wrongSize],
            report.findings.map(\.diagnosticLine).joined(separator: "\n"))
    }
}

/// An items file's items are listed as its rules judge them: each at its `{`, its glyph resolved
/// to the source beside the file, in a folder and named on its own alike.
final class ItemsFileInventoryTests: XCTestCase {
    func testTheItemsOfAnItemsFileAreListed() throws {
        let items = """
            {
              "items": [
                {"type": "compose", "title": "New Message", "glyph": "compose", "localizations": {"de": {"title": "Neue Nachricht"}}},
                {"type": "fav", "title": "Favorites", "symbol": "star.fill", "dynamic": true}
              ]
            }
            """
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="35" height="35"><circle cx="17.5" cy="17.5" r="12"/></svg>"#
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(
            ["Glyphs/shortcuts.json": .text(items), "Glyphs/compose.svg": .text(svg)], to: folder)
        let prefix = folder.path + "/"
        for path in ["Glyphs", "Glyphs/shortcuts.json"] {
            let report = try Auditor().check(paths: [folder.appendingPathComponent(path).path])
            XCTAssertEqual(
                report.actions.map { "\($0.kind.rawValue) \($0.titleText) \($0.iconText) \($0.declaredAt)" }
                    .map { $0.replacingOccurrences(of: prefix, with: "") },
                [
                    "static New Message file compose → Glyphs/compose.svg Glyphs/shortcuts.json:3:5",
                    "dynamic Favorites symbol star.fill Glyphs/shortcuts.json:4:5",
                ], path)
            XCTAssertEqual(report.actions.first?.titles, ["de": "Neue Nachricht"], path)
            XCTAssertEqual(report.actions.first?.positions[.icon], SourcePosition(line: 3, column: 49), path)
        }
    }
}
