import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
@testable import QuickGlyphModel
import XCTest

/// The skip-or-rebuild decision, branch by branch, without touching the disk.
final class RebuildDecisionTests: XCTestCase {
    private let imageset = "Shortcuts.xcassets/a.imageset"
    private let source = Manifest.Source(path: "glyphs/a.svg", sha256: "aaaa", bytes: 10)
    private let finding = Manifest.RecordedFinding(
        Finding(rule: .glyphTooLarge, severity: .warning, path: "x", message: "big"))

    private func glyph(sha256: String = "aaaa", path: String = "old/a.svg", imageset: String? = nil) -> Manifest.Glyph {
        let folder = imageset ?? self.imageset
        return Manifest.Glyph(
            source: .init(path: path, sha256: sha256, bytes: 10), imageset: folder,
            contents: .init(path: folder + "/Contents.json", sha256: "c", bytes: 3),
            outputs: [.init(path: folder + "/a.png", scale: 1, pixels: 35, sha256: "p", bytes: 90)],
            usedBy: ["com.example.a"], findings: [finding])
    }

    private func manifest(
        optionsHash: String = "options", glyphs: [String: Manifest.Glyph] = [:],
        refused: [String: Manifest.Refusal] = [:]
    ) -> Manifest {
        Manifest(
            version: Manifest.currentVersion, generator: "quickglyph test", catalog: "Shortcuts.xcassets",
            options: OutputOptions(), optionsHash: optionsHash, glyphs: glyphs, refused: refused, items: [], files: [])
    }

    private func decide(_ previous: Manifest?, intact: Bool = true) -> RebuildDecision {
        RebuildDecision.decide(
            name: "a", source: source, imageset: imageset, optionsHash: "options",
            previous: previous, outputIsIntact: { _ in intact })
    }

    func testUnchangedGlyphWithItsOutputsIsSkippedUnderItsCurrentPath() {
        guard case .skip(let skipped) = decide(manifest(glyphs: ["a": glyph()])) else {
            return XCTFail("an unchanged glyph is skipped")
        }
        XCTAssertEqual(skipped.source.path, "glyphs/a.svg", "the entry records where the source is now")
        XCTAssertEqual(skipped.usedBy, [], "items are matched again on every build")
        XCTAssertEqual(skipped.findings, [finding], "its warnings are kept to be repeated")
    }

    func testEveryChangeRebuilds() {
        XCTAssertEqual(decide(nil), .rebuild(.noManifest))
        XCTAssertEqual(decide(manifest(optionsHash: "other", glyphs: ["a": glyph()])), .rebuild(.optionsChanged))
        XCTAssertEqual(decide(manifest(glyphs: ["b": glyph()])), .rebuild(.new))
        XCTAssertEqual(decide(manifest(glyphs: ["a": glyph(sha256: "bbbb")])), .rebuild(.sourceChanged))
        XCTAssertEqual(
            decide(manifest(glyphs: ["a": glyph(imageset: "Other.xcassets/a.imageset")])), .rebuild(.imagesetMoved))
        XCTAssertEqual(decide(manifest(glyphs: ["a": glyph()]), intact: false), .rebuild(.outputMissing))
    }

    func testAScaleSetIsUnchangedOnlyWhenEveryFileIs() {
        func set(_ hashes: [Int: String], folder: String) -> Manifest.Source {
            let files = hashes.keys.sorted().map {
                Manifest.ScaleFile(scale: $0, path: "\(folder)/a@\($0)x.png", sha256: hashes[$0]!, bytes: 10)
            }
            return Manifest.Source(path: files.last!.path, sha256: files.last!.sha256, bytes: 10, scales: files)
        }
        var recorded = glyph()
        recorded.source = set([1: "one", 2: "two", 3: "three"], folder: "old")
        func decide(_ now: Manifest.Source) -> RebuildDecision {
            RebuildDecision.decide(
                name: "a", source: now, imageset: imageset, optionsHash: "options",
                previous: manifest(glyphs: ["a": recorded]), outputIsIntact: { _ in true })
        }
        let moved = set([1: "one", 2: "two", 3: "three"], folder: "new")
        guard case .skip(let skipped) = decide(moved) else { return XCTFail("an unchanged set is skipped") }
        XCTAssertEqual(skipped.source, moved, "the entry records where every file is now")
        XCTAssertEqual(
            decide(set([1: "one", 2: "changed", 3: "three"], folder: "old")), .rebuild(.sourceChanged),
            "the @2x file alone changed")
        XCTAssertEqual(
            decide(set([2: "two", 3: "three"], folder: "old")), .rebuild(.sourceChanged), "a file left the set")
        XCTAssertEqual(
            decide(Manifest.Source(path: "old/a@3x.png", sha256: "three", bytes: 10)), .rebuild(.sourceChanged),
            "the largest file alone, no longer a set")
        var refusal = manifest()
        refusal.refused["a"] = Manifest.Refusal(source: recorded.source, findings: [finding])
        XCTAssertEqual(
            RebuildDecision.decide(
                name: "a", source: set([1: "one", 2: "changed", 3: "three"], folder: "old"), imageset: imageset,
                optionsHash: "options", previous: refusal, outputIsIntact: { _ in true }),
            .rebuild(.sourceChanged), "a refused set is tried again when one file changes")
    }

    func testAChangedSetFactorRebuildsAGlyphWhoseOwnSourceDidNot() {
        let old = GlyphFit(mode: .set, factor: 0.8)
        var recorded = glyph()
        recorded.fit = old
        func decide(_ fit: GlyphFit?) -> RebuildDecision {
            RebuildDecision.decide(
                name: "a", source: source, imageset: imageset, optionsHash: "options", fit: fit,
                previous: manifest(glyphs: ["a": recorded]), outputIsIntact: { _ in true })
        }
        guard case .skip = decide(old) else { return XCTFail("the same factor skips") }
        XCTAssertEqual(
            decide(GlyphFit(mode: .set, factor: 0.7)), .rebuild(.fitChanged), "a larger glyph joined the set")
        XCTAssertEqual(decide(GlyphFit(mode: .viewbox, factor: 1)), .rebuild(.fitChanged))
        XCTAssertEqual(decide(nil), .rebuild(.fitChanged), "an entry from --fit auto under another fit")

        let refusal = Manifest.Refusal(source: source, findings: [finding], fit: old)
        let refusedBefore = manifest(refused: ["a": refusal])
        XCTAssertEqual(
            RebuildDecision.decide(
                name: "a", source: source, imageset: imageset, optionsHash: "options", fit: old,
                previous: refusedBefore, outputIsIntact: { _ in true }), .refuseAgain(refusal))
        XCTAssertEqual(
            RebuildDecision.decide(
                name: "a", source: source, imageset: imageset, optionsHash: "options",
                fit: GlyphFit(mode: .set, factor: 0.5), previous: refusedBefore,
                outputIsIntact: { _ in true }), .rebuild(.fitChanged))
    }

    func testOutputsAreCheckedOneByOne() {
        var asked: [String] = []
        _ = RebuildDecision.decide(
            name: "a", source: source, imageset: imageset, optionsHash: "options",
            previous: manifest(glyphs: ["a": glyph()]),
            outputIsIntact: {
                asked.append($0.path); return true
            })
        XCTAssertEqual(asked, [imageset + "/a.png", imageset + "/Contents.json"])
    }

    func testAnUnchangedRefusedSourceIsRefusedAgainWithItsFindings() {
        let refusal = Manifest.Refusal(source: .init(path: "old/a.svg", sha256: "aaaa", bytes: 10), findings: [finding])
        XCTAssertEqual(
            decide(manifest(refused: ["a": refusal])),
            .refuseAgain(Manifest.Refusal(source: source, findings: [finding])))
        let changed = Manifest.Refusal(
            source: .init(path: "glyphs/a.svg", sha256: "bbbb", bytes: 10), findings: [finding])
        XCTAssertEqual(decide(manifest(refused: ["a": changed])), .rebuild(.sourceChanged))
        XCTAssertEqual(
            decide(manifest(optionsHash: "other", refused: ["a": refusal])), .rebuild(.optionsChanged),
            "new options may accept it (--allow-color)")
    }
}
