import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `quickglyph check` on the six real apps of `Fixtures/apps`, each against the
/// ground truth checked by hand beside it:
///
/// - the quick actions listed are the ground truth's, at the same places, with the
///   same literal values and every computed value reported as computed;
/// - the findings are exactly those of `Golden/apps/<app>.json` (the whole JSON
///   report, paths relative to `Fixtures/apps`), each reviewed against the app's
///   `GROUND_TRUTH.md` (a synthetic app's: its README and `ground-truth.json`) before it was accepted;
/// - a few facts that must hold however the goldens are rewritten.
final class RealAppTests: XCTestCase {
    /// Checks the app, compares its inventory with the ground truth and its JSON report with the golden,
    /// and asserts what the ground truth says for every app: what is kept only to prove it is not judged is
    /// not judged, and every title the tool can read that is over 25 characters is reported, no other.
    private func check(
        _ app: RealApp, deviations: [GroundTruthComparison.KnownDeviation] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> CheckReport {
        let full = try app.check()
        let truth = try app.groundTruth()
        try GroundTruthComparison(app: app, deviations: deviations).assertMatches(full, file: file, line: line)
        GoldenFile("apps/\(app.name).json").assertMatches(app.json(full), file: file, line: line)
        // These copies keep the apps' quick-action files, not the code that receives a chosen action:
        // the life-cycle rules are the rule examples' and CodeHandlersTests' to judge.
        var report = full
        report.findings.removeAll { rule in RuleRegistry.lifeCycleRules.contains { $0.description.id == rule.rule } }

        for other in (truth.otherImagesets ?? []) + (truth.otherImages ?? []) {
            let path = app.folder.appendingPathComponent(other).path
            XCTAssertEqual(
                report.findings.filter { $0.path == path || $0.path.hasPrefix(path + "/") }.map(\.diagnosticLine), [],
                "\(app.name): \(other) is not a quick-action icon", file: file, line: line)
        }

        var long: [String] = []
        for action in truth.quickActions where action.title != nil {
            for (language, title) in action.localizedTitles ?? [:] where title.graphemes > 25 {
                if case .file(let path) = title.from, path.hasSuffix(".strings") {
                    long.append("in \(language) is \"\(title.text)\", \(title.graphemes) characters")
                } else {
                    long.append("\"\(title.text)\" is \(title.graphemes) characters")
                }
            }
        }
        let tooLong = report.findings.filter { $0.rule == .titleTooLong }
        XCTAssertEqual(
            tooLong.count, long.count, "\(app.name): titles over 25 characters \(long)", file: file, line: line)
        for text in long {
            XCTAssertTrue(
                tooLong.contains { $0.message.contains(text) }, "\(app.name): not reported: \(text)", file: file,
                line: line)
        }
        return report
    }

    /// Findings on `rule`, as `path:line:col` relative to the apps folder, then the message up to ", but".
    private func findings(_ report: CheckReport, _ rule: DiagnosticID, _ app: RealApp) -> [String] {
        report.findings.filter { $0.rule == rule }.map { finding in
            let position = finding.position.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(app.relative(finding.path))\(position) \(finding.message.components(separatedBy: ", but ")[0])"
        }
    }

    /// Two static icons and one from code, all three smaller than 35 pt: one size finding each, naming every
    /// scale, nothing else on them; five translations over 25 characters (checked from the ground truth).
    func testPlistIconsNestedPDFLongTranslations() throws {
        let app = RealApp("plist-icons-nested-pdf-long-translations")
        let report = try check(app)
        XCTAssertEqual(report.count(.error), 0)
        let icons = "plist-icons-nested-pdf-long-translations/Tidepool/Assets.xcassets/"
        XCTAssertEqual(
            findings(report, .wrongSize, app),
            [
                icons + "Glyphs/24pt/Lock-24.imageset/Lock-24.pdf the images are 24x24 pt at every scale (24/48/72 px)",
                icons + "PasteNote.imageset/PasteNote@3x.png the images are 24x24 pt at every scale (24/48/72 px)",
                icons + "Sync-16.imageset/Sync-16.pdf the images are 16x16 pt at every scale (16/32/48 px)",
            ])
        XCTAssertEqual(report.findings.filter { $0.path.contains(".xcassets/") }.count, 3, "one finding an icon")
        XCTAssertEqual(Set(report.findings.map(\.rule)), [.noXcodeProject, .wrongSize, .titleTooLong])
    }

    /// Three icons from code, each in the app's catalog and in a Swift package's: only the app's copies are
    /// judged. Every title is an expression (Strings.…), so none is measured.
    func testMutableItemsTwoCatalogs() throws {
        let app = RealApp("mutable-items-two-catalogs")
        let report = try check(app)
        XCTAssertFalse(
            report.findings.contains { app.relative($0.path).hasPrefix("mutable-items-two-catalogs/Sources/") },
            "the package catalog's copies are not judged")
        let icons = "mutable-items-two-catalogs/App/iOS/Icons.xcassets/Quick Actions/"
        XCTAssertEqual(
            findings(report, .wrongSize, app),
            [
                icons + "qa_new_list.imageset/plus-list@3x.png the images are 25x25 pt at every scale (25/50/75 px)",
                icons + "qa_private_list.imageset/mask@3x.png the images are 21x7 pt at every scale (42x14/63x21 px)",
                icons + "qa_scan_code.imageset/scan code@3x.png the images are 18x18 pt at every scale (36/54 px)",
            ])
        XCTAssertEqual(report.findings.filter { $0.rule == .templateIntentMissing }.count, 3)
        XCTAssertEqual(report.count(.error), 0)
    }

    /// One icon computed (icon-unresolved where the ground truth says it is made, no candidate guessed), three
    /// system icons; the unused QuickMenu glyphs are reported, the watch app's same-named imageset is not.
    func testIconFromVariable8Candidates() throws {
        let app = RealApp("icon-from-variable-8-candidates")
        let report = try check(app)
        let truth = try app.groundTruth()
        let computed = try XCTUnwrap(truth.quickActions.first { $0.icon.kind == "unresolved" }?.icon.declaredAt)
        XCTAssertEqual(
            app.findingLines(report).filter { $0.hasSuffix(" icon-unresolved") },
            ["icon-from-variable-8-candidates/\(computed) icon-unresolved"])
        XCTAssertEqual(
            report.findings.filter { $0.rule == .unusedGlyph }.map { app.relative($0.path) },
            (truth.unusedQuickActionImagesets ?? [:]).values.compactMap(\.path).map {
                "icon-from-variable-8-candidates/\($0)"
            }.sorted())
        XCTAssertEqual(report.findings.filter { $0.rule == .unusedGlyph }.count, 9)
        XCTAssertFalse(
            report.findings.contains { $0.path.contains("/CommonGlyphs.xcassets/") || $0.path.contains("Watch App") },
            "candidates of a computed name are not guessed")
        XCTAssertEqual(report.count(.error) + report.count(.warning), 0)
    }

    /// Three icons named through an enum's `switch self` property, followed to their imagesets (the names the
    /// ground truth read by hand): each 24 pt PDF is judged too small, as the ground truth's verdict says; none is
    /// computed.
    func testIconFromEnumSwitchUTF16Strings() throws {
        let app = RealApp("icon-from-enum-switch-utf16-strings")
        let report = try check(app)
        XCTAssertEqual(report.findings.filter { $0.rule == .iconUnresolved }.count, 0)
        let icons = "icon-from-enum-switch-utf16-strings/Pebble/Images.xcassets/Glyphs/"
        XCTAssertEqual(
            findings(report, .wrongSize, app),
            [
                icons + "glyph_compose.imageset/compose.pdf the images are 24x24 pt at every scale (24/48/72 px)",
                icons + "glyph_find.imageset/find.pdf the images are 24x24 pt at every scale (24/48/72 px)",
                icons + "glyph_notes.imageset/notes.pdf the images are 24x24 pt at every scale (24/48/72 px)",
            ])
        XCTAssertEqual(report.count(.error), 0)
        XCTAssertEqual(report.count(.warning), 3)
    }

    /// Objective-C: three SF Symbols and one icon that is loose bundle PNGs (1x and 2x), judged as one icon.
    func testObjCIsEqualLoosePNGs() throws {
        let app = RealApp("objc-isequal-loose-pngs")
        let report = try check(app)
        XCTAssertEqual(
            findings(report, .wrongSize, app),
            ["objc-isequal-loose-pngs/Larkspur/herb_quick@2x.png the images are 32x32 pt at every scale (32/64 px)"])
        // The ground truth's main problem: no @3x, so it blurs on every current iPhone; and the
        // glyph fills its 32 pt canvas, so it is larger than the system's, not smaller.
        XCTAssertEqual(
            findings(report, .scaleMissing, app),
            [
                "objc-isequal-loose-pngs/Larkspur/herb_quick@2x.png the bundle icon \"herb_quick\" has no @3x image; devices at that "
                    + "scale enlarge another one and it blurs: add herb_quick@3x.png (105 px)"
            ])
        XCTAssertTrue(
            report.findings.contains {
                $0.rule == .wrongSize && $0.message.contains("(32 pt, edge to edge) is larger than")
            })
        XCTAssertFalse(report.findings.contains { $0.path.contains(".xcassets") })
        XCTAssertEqual(report.count(.error), 0)
    }

    /// SF Symbols and no icon only: no image finding at all, one note saying so.
    func testSFSymbolsAndKeyLikeTitles() throws {
        let app = RealApp("sf-symbols-and-key-like-titles")
        // The static titles are keys translated in Chirp/Resources/LANG.lproj/InfoPlist.strings, a
        // folder below the Info.plist's: Xcode copies every lproj of the target into the bundle.
        let report = try check(app)
        XCTAssertEqual(
            app.findingLines(report),
            [
                "sf-symbols-and-key-like-titles no-custom-icon",
                "sf-symbols-and-key-like-titles no-xcode-project",
            ])
    }
}

/// The apps whose Xcode project is kept: each target's own files are judged, no other.
final class RealProjectAppTests: XCTestCase {
    private func check(_ app: RealApp, file: StaticString = #filePath, line: UInt = #line) throws -> CheckReport {
        let full = try app.check()
        try GroundTruthComparison(app: app).assertMatches(full, file: file, line: line)
        GoldenFile("apps/\(app.name).json").assertMatches(app.json(full), file: file, line: line)
        XCTAssertFalse(
            full.findings.contains { $0.rule == .noXcodeProject }, "\(app.name): the project is read", file: file,
            line: line)
        var report = full
        report.findings.removeAll { rule in RuleRegistry.lifeCycleRules.contains { $0.description.id == rule.rule } }
        return report
    }

    /// Two static items whose icons are in the app's catalog, which the widget extension builds too: each
    /// problem is reported once, for the app; the widget's Info.plist and the tunnels' are not judged.
    func testSevenTargetsSharedCatalog() throws {
        let app = RealApp("seven-targets-shared-catalog")
        let report = try check(app)
        XCTAssertEqual(
            report.actions.map { "\($0.target ?? "-") \($0.titleText) \($0.iconName ?? "")" },
            ["Veil Secure Now Locked", "Veil Pause Unlocked"])
        XCTAssertEqual(
            app.findingLines(report),
            [
                "seven-targets-shared-catalog/Veil/Assets.xcassets/Locked.imageset/Contents.json:1:1 template-intent-missing",
                "seven-targets-shared-catalog/Veil/Assets.xcassets/Locked.imageset/Locked.pdf wrong-size",
                "seven-targets-shared-catalog/Veil/Assets.xcassets/Unlocked.imageset/Contents.json:1:1 template-intent-missing",
                "seven-targets-shared-catalog/Veil/Assets.xcassets/Unlocked.imageset/Unlocked.pdf wrong-size",
            ])
        // One application target: findings need not name it.
        XCTAssertFalse(report.findings.contains { $0.message.hasPrefix("target ") })
    }

    /// Four items made by one helper, each listed at its call with the literal names passed there; the four
    /// imagesets in two catalogs of the app target are judged, the catalogs the fixture leaves out are not read.
    func testHelperMadeItemsTwoCatalogs() throws {
        let app = RealApp("helper-made-items-two-catalogs")
        let report = try check(app)
        XCTAssertEqual(
            report.actions.map {
                "\(app.relativeLocation($0.declaredAt)) \($0.target ?? "-") \($0.titleText) \($0.iconName ?? "")"
            },
            [
                "helper-made-items-two-catalogs/Relay/Shortcuts.swift:23:19 Relay Pay paper-dart",
                "helper-made-items-two-catalogs/Relay/Shortcuts.swift:24:23 Relay Request scan-code",
                "helper-made-items-two-catalogs/Relay/Shortcuts.swift:25:23 Relay Explore target",
                "helper-made-items-two-catalogs/Relay/Shortcuts.swift:26:22 Relay Digest lines",
            ])
        XCTAssertEqual(
            report.judgedImagesets.map(app.relative),
            [
                "helper-made-items-two-catalogs/Relay/Common.xcassets/lines.imageset",
                "helper-made-items-two-catalogs/Relay/Common.xcassets/paper-dart.imageset",
                "helper-made-items-two-catalogs/Relay/Common.xcassets/target.imageset",
                "helper-made-items-two-catalogs/Relay/Wallet/WalletArt.xcassets/scan-code.imageset",
            ])
        XCTAssertEqual(report.findings.filter { $0.rule == .wrongSize }.count, 4)
        XCTAssertEqual(report.count(.error), 0)
    }

    /// The watch app's same-named filter imagesets are in its own catalog: never judged, never
    /// listed as unused; the app's dedicated quick-action catalog is reported unused as before.
    func testIconFromVariable8CandidatesWithItsProject() throws {
        let app = RealApp("icon-from-variable-8-candidates-project")
        let report = try check(app)
        let truth = try app.groundTruth()
        XCTAssertEqual(Set(report.actions.map(\.target)), ["Marigold"])
        XCTAssertEqual(
            report.findings.filter { $0.rule == .unusedGlyph }.map { app.relative($0.path) },
            (truth.unusedQuickActionImagesets ?? [:]).values.compactMap(\.path).map {
                "icon-from-variable-8-candidates-project/\($0)"
            }.sorted())
        XCTAssertFalse(report.findings.contains { $0.path.contains("Watch App") })
        XCTAssertEqual(report.count(.error) + report.count(.warning), 0)
    }
}

extension RealProjectAppTests {
    /// Items made by the app's own subclass, at each call, in both app targets that compile the file; icon names
    /// through an enum's per-case property, judged in the app's catalog (24 pt: wrong-size), once for both targets.
    func testSubclassInitializerEnumIcons() throws {
        let app = RealApp("subclass-initializer-enum-icons")
        let report = try check(app)
        XCTAssertEqual(Set(report.actions.compactMap(\.target)), ["Snap", "SnapStaging"])
        XCTAssertEqual(
            report.actions.filter { $0.target == "Snap" }.map { $0.iconName ?? "" },
            ["tab2Inactive", "tab3Inactive", "tab4Inactive", "tab5Inactive"])
        XCTAssertEqual(report.judgedImagesets.count, 4)
        XCTAssertEqual(
            report.findings.filter { $0.rule == .wrongSize }.count, 4, "one finding an imageset, not one a target")
    }

    /// Six brands compile one provider: its three SF Symbol items are listed for each, nothing is judged as a
    /// glyph, and the one note on a computed value names every brand once.
    func testThirtyTargetsSynchronizedFolders() throws {
        let app = RealApp("thirty-targets-synchronized-folders")
        let report = try check(app)
        XCTAssertEqual(report.actions.count, 18)
        XCTAssertEqual(
            Set(report.actions.compactMap(\.target)),
            ["Harbor", "Harbor Work", "Harbor Local", "Custom Local", "Harbor Green", "Harbor Blue"])
        XCTAssertEqual(
            Set(report.actions.map(\.iconText)),
            ["symbol plus.bubble", "symbol person.text.rectangle", "symbol qrcode.viewfinder"])
        XCTAssertEqual(report.judgedImagesets, [])
        XCTAssertEqual(report.count(.error) + report.count(.warning), 0)
    }
}
