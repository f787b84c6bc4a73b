import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// The one real third-party corpus on every machine: Adwaita's symbolic icons.
final class AdwaitaCorpusTests: XCTestCase {
    /// Debian's place, or where `make test` says the theme is (Homebrew's prefix on macOS).
    static let root = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["QUICKGLYPH_ADWAITA"]
            ?? "/usr/share/icons/Adwaita/scalable")

    /// Copies every icon into one folder as CATEGORY_NAME.svg (one name repeats across categories).
    private func corpus(into folder: URL, only names: Set<String>? = nil) throws -> Int {
        var count = 0
        for category in try FileManager.default.contentsOfDirectory(atPath: Self.root.path).sorted() {
            let directory = Self.root.appendingPathComponent(category)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for file in files where file.hasSuffix(".svg") {
                let name = "\(category)_\(file)"
                if let names, !names.contains(String(name.dropLast(4))) { continue }
                try FileManager.default.copyItem(
                    at: directory.appendingPathComponent(file), to: folder.appendingPathComponent(name))
                count += 1
            }
        }
        return count
    }

    func testEveryAdwaitaIconBuildsOrIsRefusedForColourAndTheOutputPassesCheck() throws {
        // A corpus that is not there is a failure, not a skip: `make test` installs it.
        guard FileManager.default.fileExists(atPath: Self.root.path) else {
            return XCTFail("\(Self.root.path) is missing: install adwaita-icon-theme (make test-deps)")
        }
        let workspace = try Workspace(self)
        let total = try corpus(into: workspace.glyphs)
        XCTAssertGreaterThan(total, 600)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered.count + report.failed.count, total)
        XCTAssertGreaterThan(report.rendered.count, total - 40, "about 620 single-colour icons build")
        XCTAssertGreaterThan(report.failed.count, 10, "battery levels and warning states are drawn in colour")
        let errors = report.findings.filter { $0.severity == .error }
        XCTAssertEqual(Set(errors.map(\.rule)), [.notMonochrome], "refused only for colour")
        XCTAssertEqual(errors.count, report.failed.count)
        XCTAssertTrue(report.failed.contains("status_battery-level-10-symbolic"))
        // --fit auto, the default: drawn edge to edge on 16 px, the set is scaled as one to the HIG glyph box.
        XCTAssertEqual(
            report.findings.filter { [.glyphTooLarge, .glyphTouchesEdge].contains($0.rule) }, [], "no size warning")
        XCTAssertEqual(report.findings.filter { $0.rule == .fitScaled }.count, 1, "one set, one note")

        // Named on its own, the catalog is judged whole: there is no items file.
        let audit = try Auditor().check(paths: [workspace.output.appendingPathComponent("Shortcuts.xcassets").path])
        XCTAssertGreaterThan(audit.filesChecked, 2400)
        XCTAssertEqual(audit.findings.filter { $0.severity == .error }, [], "everything build writes passes check")

        let refused = try Workspace(self)
        _ = try corpus(into: refused.glyphs, only: Set(report.failed))
        let converted = try refused.build(options: OutputOptions(allowColor: true))
        XCTAssertEqual(converted.rendered.count, report.failed.count, "--allow-color converts every refused icon")
        XCTAssertEqual(converted.errorCount, 0)
    }
}
