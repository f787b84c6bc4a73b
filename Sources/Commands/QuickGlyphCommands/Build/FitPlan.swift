import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// `--fit auto`'s decision for a whole glyph folder, from every glyph's measured
/// ink: a pure function, so every branch is unit-tested without rendering.
///
/// Glyphs are grouped by artboard size (a PNG's pixels apart from vector units).
/// A group is kept as drawn (factor 1, byte-identical to `viewbox`) when every
/// member's ink, where `viewbox` puts it, lies inside the canvas's centred 30 pt
/// square (the HIG maximum, with a quarter point for measuring). Otherwise the
/// whole group is scaled about the canvas centre by one factor: the largest that
/// keeps every member inside its own HIG glyph box (27 pt for a square ink,
/// growing toward 30 pt as it elongates, the size `--fit glyph` gives it) and
/// inside the centred 30 pt square (ink drawn off-centre or past the artboard).
/// So the member that limits the set comes out as large as `--fit glyph` makes
/// it, and the others keep their size relative to it as the designer drew them.
struct FitPlan: Sendable, Equatable {
    /// Half the HIG's 30 pt maximum: how far ink may reach from the canvas centre.
    static let maximumReach = GlyphGeometry.maximumGlyphPoints / 2
    /// Measuring slack before a set that fits is scaled at all.
    static let keptSlack = 0.25

    struct Note: Sendable, Equatable {
        /// The glyphs scaled, in input order.
        var glyphs: [String]
        var artboard: String
        var factor: Double
    }

    /// By glyph name.
    var fits: [String: GlyphFit]
    /// One a scaled group, in the order its first glyph came.
    var notes: [Note]

    /// - Parameter measures: in input order; a nil measure is a glyph without an
    ///   artboard (fitted by its ink); a glyph missing here could not be measured
    ///   (its conversion reports why) and is drawn as `viewbox` draws it.
    init(names: [String], measures: [String: InkMeasure?]) {
        fits = [:]
        notes = []
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for name in names {
            guard let entry = measures[name] else {
                fits[name] = GlyphFit(mode: .viewbox, factor: 1)
                continue
            }
            guard let measure = entry else {
                fits[name] = GlyphFit(mode: .glyph, factor: 1)
                continue
            }
            let key = FitPlan.artboardName(measure)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(name)
        }
        for key in order {
            let members = groups[key]!
            let inks = members.map { measures[$0]!!.inkOnCanvas }
            let factor = FitPlan.factor(inks)
            let mode: GlyphFit.Mode = factor == 1 ? .viewbox : (members.count > 1 ? .set : .alone)
            for name in members { fits[name] = GlyphFit(mode: mode, factor: factor) }
            if factor != 1 { notes.append(Note(glyphs: members, artboard: key, factor: factor)) }
        }
    }

    /// 1 when every ink is inside the centred 30 pt square; else the factor that
    /// fits the set, rounded down to a thousandth so the manifest records exactly what was drawn.
    static func factor(_ inks: [Rect]) -> Double {
        guard inks.contains(where: { reach($0) > maximumReach + keptSlack }) else { return 1 }
        var factor = 1.0
        for ink in inks {
            let long = max(ink.width, ink.height)
            guard long > 0 else { continue }
            let box = GlyphGeometry.glyphBox(
                inkWidth: ink.width, inkHeight: ink.height, canvas: GlyphGeometry.canvasPoints)
            factor = min(factor, max(box.width, box.height) / long, maximumReach / reach(ink))
        }
        return (factor * 1000).rounded(.down) / 1000
    }

    /// How far the ink goes from the canvas centre, across or down, in points.
    static func reach(_ ink: Rect) -> Double {
        let centre = Double(GlyphGeometry.canvasPoints) / 2
        return max(centre - ink.x, ink.x + ink.width - centre, centre - ink.y, ink.y + ink.height - centre)
    }

    /// "24×24", "64×64 px": the group a glyph belongs to.
    static func artboardName(_ measure: InkMeasure) -> String {
        "\(GlyphGeometry.format(measure.artboardWidth))×\(GlyphGeometry.format(measure.artboardHeight))"
            + (measure.pixels ? " px" : "")
    }

    /// The build's notes: one a scaled group, on the glyph folder (or the glyph, when alone).
    func findings(folder: String, path: (String) -> String) -> [Finding] {
        notes.map { note in
            let factor = String(format: "%.2f", note.factor)
            if note.glyphs.count == 1 {
                return Finding(
                    ToolDiagnostics.fitScaled, path: path(note.glyphs[0]),
                    message: "drawn on a \(note.artboard) artboard no other glyph has, scaled by \(factor) on its own "
                        + "to fit the HIG glyph box")
            }
            return Finding(
                ToolDiagnostics.fitScaled, path: folder,
                message: "\(note.glyphs.count) glyphs drawn on \(note.artboard) artboards scaled by \(factor) as a set "
                    + "to fit the HIG glyph box (relative sizes kept as drawn)")
        }
    }
}
