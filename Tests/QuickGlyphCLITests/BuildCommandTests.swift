import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

final class BuildCommandTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"##
    private let twoColours =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#000"/><rect x="4" y="10" width="16" height="4" fill="#f00"/></svg>"##

    private func handoff() throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try Data(square.utf8).write(to: glyphs.appendingPathComponent("compose.svg"))
        try Data(#"{ "items": [ { "type": "com.example.compose", "title": "Compose", "glyph": "compose" } ] }"#.utf8)
            .write(to: glyphs.appendingPathComponent("shortcuts.json"))
        return root
    }

    func testDefaultsBuildGlyphsIntoOutputWithTheItemsFile() throws {
        let root = try handoff()
        let result = try CLIRunner.run(["build"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(
            result.stdout, "1 glyph in output/Shortcuts.xcassets, 1 rendered, 0 unchanged, 7 files written\n")
        for file in [
            "output/Shortcuts.xcassets/compose.imageset/compose@3x.png", "output/ShortcutItems.plist",
            "output/manifest.json",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path), file)
        }
        let again = try CLIRunner.run(["build"], in: root)
        XCTAssertEqual(again.stdout, "1 glyph in output/Shortcuts.xcassets, 0 rendered, 1 unchanged, 0 files written\n")
    }

    func testBadGlyphIsReportedAsPathErrorReasonWithExitOne() throws {
        let root = try handoff()
        try Data(twoColours.utf8).write(to: root.appendingPathComponent("glyphs/alert.svg"))
        try Data("not a png".utf8).write(to: root.appendingPathComponent("glyphs/broken.png"))
        let result = try CLIRunner.run(["build", "glyphs", "--out", "dist", "--catalog", "Quick", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.stderr)
        XCTAssertTrue(lines[0].hasPrefix("glyphs/alert.svg: error: uses 2 colours: #000000"), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("[not-monochrome]"))
        XCTAssertEqual(
            lines[1],
            "glyphs/broken.png: error: not a usable PNG: not a PNG file (wrong signature); export the image again [png-invalid]"
        )
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("dist/Quick.xcassets/compose.imageset/compose.png").path))

        let allowed = try CLIRunner.run(
            ["build", "glyphs", "--out", "dist", "--catalog", "Quick", "--allow-color", "--quiet"], in: root)
        XCTAssertEqual(allowed.status, 1, "broken.png still fails")
        XCTAssertTrue(
            allowed.stderr.contains("glyphs/alert.svg: warning: converted from alpha as asked (--allow-color)"),
            allowed.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("dist/Quick.xcassets/alert.imageset/alert@2x.png").path))
    }

    func testAFigmaFrameFillIsNamedAndDropBackgroundBuildsTheArtAlone() throws {
        let root = try handoff()
        let frame = """
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
            <g clip-path="url(#clip0_1_2)">
            <rect width="24" height="24" fill="white"/>
            <path d="M12 4L20 20H4L12 4Z" fill="black"/>
            </g>
            <defs><clipPath id="clip0_1_2"><rect width="24" height="24" fill="white"/></clipPath></defs>
            </svg>
            """
        try Data(frame.utf8).write(to: root.appendingPathComponent("glyphs/compose.svg"))
        let refused = try CLIRunner.run(["build", "--quiet"], in: root)
        XCTAssertEqual(refused.status, 1)
        let background =
            "glyphs/compose.svg:3:1: error: the artboard has a white background rectangle (line 3); remove "
            + "the frame's fill before exporting, or pass --drop-background [svg-background]\n"
        // No earlier build made compose: no file made from the items may name it.
        XCTAssertEqual(
            refused.stderr,
            background + "glyphs/shortcuts.json:1:67: warning: items[0] names the glyph \"compose\", which "
                + "did not build and has no imageset from an earlier build; so that no app file names a missing image, "
                + "output/ShortcutItems.plist was not written; fix the glyph and build again [app-files-kept]\n")

        let dropped = try CLIRunner.run(["build", "--drop-background"], in: root)
        XCTAssertEqual(dropped.status, 0, dropped.stderr)
        XCTAssertEqual(
            dropped.stderr,
            "glyphs/compose.svg:3:1: note: the artboard's white background rectangle (line 3) was removed "
                + "as asked (--drop-background) [svg-background]\n")
        let again = try CLIRunner.run(["build", "--drop-background", "--quiet"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        // The option is in the options hash: building without it draws the glyph again, and refuses it;
        // the imageset the last build made is kept, so the items' files may still name it.
        let without = try CLIRunner.run(["build", "--quiet"], in: root)
        XCTAssertEqual(without.status, 1)
        XCTAssertEqual(without.stderr, background)

        // The output is the drawing without that rectangle, pixel for pixel.
        let plain = try handoff()
        try Data(
            frame.replacingOccurrences(of: "<rect width=\"24\" height=\"24\" fill=\"white\"/>\n<path", with: "<path")
                .utf8
        )
        .write(to: plain.appendingPathComponent("glyphs/compose.svg"))
        XCTAssertEqual(try CLIRunner.run(["build", "--quiet"], in: plain).status, 0)
        _ = try CLIRunner.run(["build", "--drop-background", "--quiet"], in: root)
        for scale in ["", "@2x", "@3x"] {
            let file = "output/Shortcuts.xcassets/compose.imageset/compose\(scale).png"
            XCTAssertEqual(
                try Data(contentsOf: root.appendingPathComponent(file)),
                try Data(contentsOf: plain.appendingPathComponent(file)), file)
        }
    }

    func testScalesOptionWritesOnlyThoseScales() throws {
        let root = try handoff()
        let result = try CLIRunner.run(["build", "--scales", "2,3", "--quiet"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("output/Shortcuts.xcassets/compose.imageset").path)
        XCTAssertEqual(files.sorted(), ["Contents.json", "compose@2x.png", "compose@3x.png"])
    }

    /// A designer's folders: `--recursive` reads them, and the items file still names glyphs by base name.
    func testRecursiveReadsSubFoldersAndWithoutItTheFolderIsNamed() throws {
        let root = try handoff()
        let actions = root.appendingPathComponent("glyphs/Actions")
        try FileManager.default.createDirectory(at: actions, withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("glyphs/compose.svg"), to: actions.appendingPathComponent("compose.svg"))
        let flat = try CLIRunner.run(["build", "--quiet"], in: root)
        XCTAssertEqual(flat.status, 1)
        // --quiet: the note on the folder is not printed, and the error says where the glyph may be.
        XCTAssertEqual(
            flat.stderr,
            "glyphs/shortcuts.json:1:67: error: items[0].glyph is \"compose\" but no image has that name; "
                + "looked in glyphs (not in glyphs/Actions: --recursive reads sub-folders) for compose.svg, compose.pdf or "
                + "compose.png. The action would show no icon: add compose.svg (or .pdf, or .png) to glyphs, or fix the name "
                + "[icon-file-unresolved]\n")
        let noted = try CLIRunner.run(["build"], in: root)
        XCTAssertTrue(
            noted.stderr.hasPrefix(
                "glyphs/Actions: note: a folder: only the files directly in the glyph folder are built"
                    + " (.svg, .pdf, .png), not sub-folders; pass --recursive to read its glyphs too"), noted.stderr)
        let result = try CLIRunner.run(["build", "--recursive"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        // The flat build already wrote what does not depend on the glyph (the items plist, the manifest's neighbours).
        XCTAssertEqual(
            result.stdout, "1 glyph in output/Shortcuts.xcassets, 1 rendered, 0 unchanged, 6 files written\n")
    }

    /// `--strings` picks the format of the translations in the output folder; switching removes the other.
    func testStringsOptionWritesTheTranslationsInEitherFormat() throws {
        let root = try handoff()
        try Data(
            #"{ "items": [ { "type": "com.example.compose", "title": "Compose", "glyph": "compose", "localizations": { "de": { "title": "Verfassen" } } } ] }"#
                .utf8
        )
        .write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let catalog = try CLIRunner.run(["build", "--quiet"], in: root)
        XCTAssertEqual(catalog.status, 0, catalog.stderr)
        XCTAssertEqual(catalog.stderr, "")
        XCTAssertEqual(
            String(
                decoding: try Data(contentsOf: root.appendingPathComponent("output/InfoPlist.xcstrings")), as: UTF8.self
            ),
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Compose" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Verfassen"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        let lproj = try CLIRunner.run(["build", "--strings", "lproj"], in: root)
        XCTAssertEqual(lproj.status, 0, lproj.stderr)
        XCTAssertEqual(
            lproj.stdout, "1 glyph in output/Shortcuts.xcassets, 0 rendered, 1 unchanged, 2 files written, 1 removed\n")
        XCTAssertEqual(
            try Data(contentsOf: root.appendingPathComponent("output/de.lproj/InfoPlist.strings")),
            Data("\"Compose\" = \"Verfassen\";\n".utf8))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("output/InfoPlist.xcstrings").path))
        let wrong = try CLIRunner.run(["build", "--strings", "strings"], in: root)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertEqual(
            wrong.stderr,
            "quickglyph build: error: --strings takes xcstrings or lproj (got 'strings'; did you mean 'xcstrings'?); see 'quickglyph build --help'\n"
        )
    }

    func testMisuseExitsTwoWithUsage() throws {
        let root = try handoff()
        let unknown = try CLIRunner.run(["build", "--scale", "2"], in: root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.stderr.hasPrefix(
                "quickglyph build: error: unknown option '--scale' (did you mean '--scales'?); see 'quickglyph build --help'\n"
            ), unknown.stderr)
        let badScales = try CLIRunner.run(["build", "--scales", "4"], in: root)
        XCTAssertEqual(badScales.status, 2)
        XCTAssertTrue(badScales.stderr.contains("--scales takes a comma-separated list of 1, 2 and 3 (got '4')"))
        let compression = try CLIRunner.run(["build", "--compression", "13"], in: root)
        XCTAssertEqual(compression.status, 2)
        XCTAssertTrue(
            compression.stderr.contains("--compression takes a level from 1 to 12, or max for 12 (got '13')"),
            compression.stderr)
        let items = try CLIRunner.run(["build", "--items", "absent.json"], in: root)
        XCTAssertEqual(items.status, 2)
        XCTAssertTrue(
            items.stderr.hasPrefix("quickglyph build: error: --items: no such file 'absent.json'"), items.stderr)
        let missing = try CLIRunner.run(["build", "nowhere"], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("nowhere: error: cannot read the glyph folder"), missing.stderr)
        let command = try CLIRunner.run(["bulid"], in: root)
        XCTAssertEqual(command.status, 2)
        XCTAssertEqual(
            command.stderr,
            "quickglyph: error: unknown command 'bulid' (did you mean 'build'?); see 'quickglyph --help'\n")
    }

    /// `--swift` from the command line: written relative to the working folder, counted,
    /// named as given, and untouched on a second run.
    func testSwiftFileIsWrittenOnceWithTheGivenEnumName() throws {
        let root = try handoff()
        let first = try CLIRunner.run(
            ["build", "--swift", "App/Actions.swift", "--swift-type", "HomeAction"], in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "1 glyph in output/Shortcuts.xcassets, 1 rendered, 0 unchanged, 8 files written\n")
        let source = try String(contentsOf: root.appendingPathComponent("App/Actions.swift"), encoding: .utf8)
        XCTAssertTrue(
            source.hasPrefix("// Generated by quickglyph from glyphs/shortcuts.json. Do not edit: change that file\n"))
        XCTAssertTrue(source.contains("\nenum HomeAction: CaseIterable, Hashable, Sendable {\n"))
        XCTAssertTrue(source.contains("        case .compose: return \"com.example.compose\"\n"))
        let again = try CLIRunner.run(
            ["build", "--swift", "App/Actions.swift", "--swift-type", "HomeAction"], in: root)
        XCTAssertEqual(again.stdout, "1 glyph in output/Shortcuts.xcassets, 0 rendered, 1 unchanged, 0 files written\n")
    }

    /// `--objc` from the command line: the header and its .m, relative to the working folder,
    /// counted, named as given, and untouched on a second run.
    func testObjCFilesAreWrittenAsAPair() throws {
        let root = try handoff()
        let arguments = ["build", "--items", "glyphs/shortcuts.json", "--objc", "App/QuickActions.h"]
        let first = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "1 glyph in output/Shortcuts.xcassets, 1 rendered, 0 unchanged, 9 files written\n")
        let header = try String(contentsOf: root.appendingPathComponent("App/QuickActions.h"), encoding: .utf8)
        let implementation = try String(contentsOf: root.appendingPathComponent("App/QuickActions.m"), encoding: .utf8)
        for text in [header, implementation] {
            XCTAssertTrue(
                text.hasPrefix("// Generated by quickglyph from glyphs/shortcuts.json. Do not edit: change that file\n")
            )
        }
        XCTAssertTrue(header.contains("\nFOUNDATION_EXPORT NSString *const QuickActionsCompose;\n"))
        XCTAssertTrue(header.contains("\n@interface QuickActions : NSObject\n"))
        XCTAssertTrue(implementation.contains("\n#import \"QuickActions.h\"\n"))
        XCTAssertTrue(implementation.contains("\nNSString *const QuickActionsCompose = @\"com.example.compose\";\n"))
        let again = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(again.stdout, "1 glyph in output/Shortcuts.xcassets, 0 rendered, 1 unchanged, 0 files written\n")
        let named = try CLIRunner.run(
            ["build", "--objc", "App/QuickActions.h", "--objc-class", "HomeActions", "--quiet"], in: root)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertTrue(
            try String(contentsOf: root.appendingPathComponent("App/QuickActions.m"), encoding: .utf8)
                .contains("\n@implementation HomeActions\n"))
    }

    func testObjCMisuseExitsTwo() throws {
        let root = try handoff()
        let notHeader = try CLIRunner.run(["build", "--objc", "App/QuickActions.m"], in: root)
        XCTAssertEqual(notHeader.status, 2)
        XCTAssertTrue(
            notHeader.stderr.hasPrefix(
                "quickglyph build: error: --objc: 'App/QuickActions.m' is not a header: name a "
                    + "FILE.h (its FILE.m is written beside it); see 'quickglyph build --help'\n"), notHeader.stderr)
        let name = try CLIRunner.run(["build", "--objc", "A.h", "--objc-class", "NSAction"], in: root)
        XCTAssertEqual(name.status, 2)
        XCTAssertTrue(
            name.stderr.hasPrefix(
                "quickglyph build: error: --objc-class: 'NSAction' begins with NS, the prefix of "
                    + "Apple's classes, which the generated files use; choose another name, such as "
                    + "QuickActions; see 'quickglyph build --help'\n"), name.stderr)
        let keyword = try CLIRunner.run(["build", "--objc", "A.h", "--objc-class", "id"], in: root)
        XCTAssertEqual(keyword.status, 2)
        XCTAssertTrue(
            keyword.stderr.hasPrefix("quickglyph build: error: --objc-class: 'id' is not an Objective-C class name"),
            keyword.stderr)
        try FileManager.default.removeItem(at: root.appendingPathComponent("glyphs/shortcuts.json"))
        let noItems = try CLIRunner.run(["build", "--objc", "A.h"], in: root)
        XCTAssertEqual(noItems.status, 2)
        XCTAssertTrue(
            noItems.stderr.hasPrefix(
                "quickglyph build: error: --objc needs an items file: give --items FILE, "
                    + "or put shortcuts.json in glyphs"), noItems.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("output").path), "nothing built")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("A.h").path), "nothing written")
    }

    func testSwiftMisuseExitsTwo() throws {
        let root = try handoff()
        let name = try CLIRunner.run(["build", "--swift", "A.swift", "--swift-type", "2Fast"], in: root)
        XCTAssertEqual(name.status, 2)
        XCTAssertTrue(
            name.stderr.hasPrefix(
                "quickglyph build: error: --swift-type: '2Fast' is not a Swift type name "
                    + "(ASCII letters, digits and underscores, not starting with a digit, not a keyword)"),
            name.stderr)
        try FileManager.default.removeItem(at: root.appendingPathComponent("glyphs/shortcuts.json"))
        let noItems = try CLIRunner.run(["build", "--swift", "A.swift"], in: root)
        XCTAssertEqual(noItems.status, 2)
        XCTAssertTrue(
            noItems.stderr.hasPrefix(
                "quickglyph build: error: --swift needs an items file: give --items FILE, "
                    + "or put shortcuts.json in glyphs"), noItems.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("output").path), "nothing built")
    }

    /// `--swift` naming the header `--objc` writes, or the `.m` beside it, by any spelling or (for a file
    /// that exists) any other name, lost one generated file and rewrote both on every build (issue 38):
    /// misuse, refused before anything is built, as is a `--swift` .h or .m and an `--objc` .swift.
    func testSwiftAndObjCNamingOneFileIsMisuse() throws {
        let root = try handoff()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        func refused(_ arguments: [String], _ message: String, line: UInt = #line) throws {
            let result = try CLIRunner.run(["build"] + arguments, in: root)
            XCTAssertEqual(result.status, 2, result.stderr, line: line)
            XCTAssertEqual(
                result.stderr, "quickglyph build: error: \(message); see 'quickglyph build --help'\n", line: line)
            XCTAssertEqual(result.stdout, "", line: line)
        }
        let overwrite = "and each would overwrite the other; give --swift a FILE.swift of its own"
        try refused(
            ["--swift", "App/QuickActions.h", "--objc", "App/QuickActions.h"],
            "--swift: 'App/QuickActions.h' is the header --objc App/QuickActions.h writes, \(overwrite), "
                + "such as 'App/QuickActions.swift'")
        try refused(
            ["--objc", "App/QuickActions.h", "--swift", "./App/../App/QuickActions.m"],
            "--swift: './App/../App/QuickActions.m' is the .m --objc App/QuickActions.h writes, \(overwrite), "
                + "such as './App/../App/QuickActions.swift'")
        try refused(
            ["--swift", "App/QuickActions.m"],
            "--swift: 'App/QuickActions.m' is not a Swift file (a header and its .m are --objc's); give --swift a "
                + "FILE.swift of its own, such as 'App/QuickActions.swift'")
        try refused(
            ["--objc", "App/QuickActions.swift"],
            "--objc: 'App/QuickActions.swift' is not a header: name a FILE.h (its FILE.m is written beside it)")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("output").path), "nothing built")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("App").path), [])

        // Another name for a file that exists: a hard link to the .m, a symbolic link to the header.
        let first = try CLIRunner.run(["build", "--objc", "App/QuickActions.h", "--quiet"], in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        let app = root.appendingPathComponent("App")
        let implementation = try Data(contentsOf: app.appendingPathComponent("QuickActions.m"))
        try FileManager.default.linkItem(
            at: app.appendingPathComponent("QuickActions.m"), to: app.appendingPathComponent("Linked.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("Header.swift").path, withDestinationPath: "QuickActions.h")
        try refused(
            ["--objc", "App/QuickActions.h", "--swift", "App/Linked.swift"],
            "--swift: 'App/Linked.swift' is another name (a link) for 'App/QuickActions.m', the .m --objc "
                + "App/QuickActions.h writes, and each would overwrite the other; give each a file of its own")
        try refused(
            ["--objc", "App/QuickActions.h", "--swift", "App/Header.swift"],
            "--swift: 'App/Header.swift' is another name (a link) for 'App/QuickActions.h', the header --objc "
                + "App/QuickActions.h writes, and each would overwrite the other; give each a file of its own")
        XCTAssertEqual(
            try Data(contentsOf: app.appendingPathComponent("QuickActions.m")), implementation, "left as it was")
        // Files of their own are written side by side, and a second build writes nothing.
        let both = ["build", "--objc", "App/QuickActions.h", "--swift", "App/QuickAction.swift", "--quiet"]
        let written = try CLIRunner.run(both, in: root)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(
            try CLIRunner.run(both.dropLast() + [], in: root).stdout,
            "1 glyph in output/Shortcuts.xcassets, 0 rendered, 1 unchanged, 0 files written\n")
    }

    /// A name the generated file uses, or the app relies on, would shadow it: the app
    /// would not build (`type 'Bundle' has no member 'main'`). Refused before anything is built.
    func testSwiftTypeNamesThatWouldShadowAreUsageErrors() throws {
        let root = try handoff()
        let bundle = try CLIRunner.run(["build", "--swift", "A.swift", "--swift-type", "Bundle"], in: root)
        XCTAssertEqual(bundle.status, 2)
        XCTAssertTrue(
            bundle.stderr.hasPrefix(
                "quickglyph build: error: --swift-type: 'Bundle' would shadow Foundation's Bundle, "
                    + "which the generated file uses; choose another name, such as QuickAction; see 'quickglyph build --help'\n"
            ), bundle.stderr)
        let module = try CLIRunner.run(["build", "--swift", "A.swift", "--swift-type", "UIKit"], in: root)
        XCTAssertTrue(
            module.stderr.hasPrefix(
                "quickglyph build: error: --swift-type: 'UIKit' would shadow the module UIKit, "
                    + "which the generated file imports; choose another name, such as QuickAction; see 'quickglyph build --help'\n"
            ), module.stderr)
        let set = try CLIRunner.run(["build", "--swift", "A.swift", "--swift-type", "Set"], in: root)
        XCTAssertTrue(
            set.stderr.hasPrefix(
                "quickglyph build: error: --swift-type: 'Set' would shadow Swift's Set in every file "
                    + "of the app; choose another name, such as QuickAction; see 'quickglyph build --help'\n"),
            set.stderr)
        let owners = [
            "String": "Swift", "Bundle": "Foundation", "NSString": "Foundation", "UIApplication": "UIKit",
            "UIApplicationShortcutItem": "UIKit", "UIApplicationShortcutIcon": "UIKit", "UIScene": "UIKit",
            "UIWindowScene": "UIKit", "Sendable": "Swift", "Hashable": "Swift", "CaseIterable": "Swift",
            "Equatable": "Swift", "Optional": "Swift", "Bool": "Swift", "Int": "Swift", "NSObject": "Foundation",
            "Set": "Swift", "Array": "Swift", "Dictionary": "Swift", "Error": "Swift", "NSSecureCoding": "Foundation",
            "UIKit": "the module", "Foundation": "the module", "Swift": "the module", "MainActor": "Swift",
            "Void": "Swift",
        ]
        for (name, owner) in owners {
            let result = try CLIRunner.run(["build", "--swift", "A.swift", "--swift-type", name], in: root)
            XCTAssertEqual(result.status, 2, "\(name): \(result.stderr)")
            let shadows = owner == "the module" ? "the module \(name)" : "\(owner)'s \(name)"
            XCTAssertTrue(
                result.stderr.hasPrefix("quickglyph build: error: --swift-type: '\(name)' would shadow \(shadows)"),
                result.stderr)
            XCTAssertTrue(
                result.stderr.contains("; choose another name, such as QuickAction; see 'quickglyph build --help'\n"),
                result.stderr)
        }
        // Any is a keyword: refused as no type name at all.
        let any = try CLIRunner.run(["build", "--swift", "A.swift", "--swift-type", "Any"], in: root)
        XCTAssertEqual(any.status, 2)
        XCTAssertTrue(
            any.stderr.hasPrefix("quickglyph build: error: --swift-type: 'Any' is not a Swift type name"), any.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("output").path), "nothing built")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("A.swift").path), "nothing written")

        // A name that only resembles one of them is a name like any other.
        let fine = try CLIRunner.run(["build", "--swift", "A.swift", "--swift-type", "BundleAction"], in: root)
        XCTAssertEqual(fine.status, 0, fine.stderr)
        let source = try String(contentsOf: root.appendingPathComponent("A.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("\nenum BundleAction: CaseIterable, Hashable, Sendable {\n"))
    }

    func testHelpAndVersion() throws {
        let help = try CLIRunner.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("Usage: quickglyph <command> [options]"))
        let buildHelp = try CLIRunner.run(["build", "--help"])
        XCTAssertEqual(buildHelp.status, 0)
        for option in [
            "--out DIR", "--items FILE", "--catalog NAME", "--scales 1,2,3", "--fit auto|viewbox|glyph",
            "--strings xcstrings|lproj",
            "--allow-color", "--jobs N",
        ] {
            XCTAssertTrue(buildHelp.stdout.contains(option), option)
        }
        let version = try CLIRunner.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("quickglyph "))
    }
}
