import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// A PNG scale set judged as one glyph, after each file passed the rules a lone
/// PNG meets: its files' sizes agree with their scales, they are one drawing
/// (the comparison `check` makes of an imageset's scales, tolerant of hinting),
/// and they are drawn in one colour.
struct ScaleSetCheck {
    struct File {
        var scale: Int
        var path: String
        /// As decoded: its colour.
        var raster: Raster
        /// Its shape in the alpha channel (under `--mask luminance`, its darkness).
        var shape: Raster
    }

    var findings: [Finding] = []

    /// - Parameters:
    ///   - files: smallest scale first.
    /// - comparesColour: false when the colour is not the ink's (`--mask luminance`) or may be many (`--allow-color`).
    init(files: [File], higSizes: Bool, comparesColour: Bool) {
        guard files.count > 1 else { return }
        findings = ScaleSetCheck.sizes(files)
        // Shapes are compared at one size: files of the wrong size were named above.
        guard findings.isEmpty else { return }
        findings = ScalesDisagreeRule().disagreements(
            among: files.map {
                ImagesetSubject.ScaledImage(scale: $0.scale, path: $0.path, raster: $0.shape)
            })
        if comparesColour { findings += ScaleSetCheck.colours(files) }
    }

    /// Each file against the smallest-scale one: `scale / smallest` times its width and height,
    /// or both the canvas sizes of their scales (105 or the HIG's 104 px at @3x).
    private static func sizes(_ files: [File]) -> [Finding] {
        let reference = files[0]
        return files.dropFirst().compactMap { file in
            let proportional =
                file.raster.width * reference.scale == reference.raster.width * file.scale
                && file.raster.height * reference.scale == reference.raster.height * file.scale
            // Both drawn at their scale's canvas size, the HIG's 104 px @3x included (a common export, which
            // the conversion then says it resampled): sizes that agree, though not in exact proportion.
            guard !proportional, !(isCanvas(file, higSizes: true) && isCanvas(reference, higSizes: true)) else {
                return nil
            }
            let factor = Double(file.scale) / Double(reference.scale)
            let times = factor == 2 ? "twice" : "\(number(factor)) times"
            let expected =
                "\(number(Double(reference.raster.width) * factor))x\(number(Double(reference.raster.height) * factor))"
            return Finding(
                ScalesDisagreeRule.description, path: file.path,
                message:
                    "the @\(file.scale)x file is \(file.raster.width)x\(file.raster.height) px, but @\(file.scale)x is "
                    + "\(times) @\(reference.scale)x and \(name(reference.path)) is "
                    + "\(reference.raster.width)x\(reference.raster.height) px, so it should be \(expected) px; "
                    + "export every scale from the same artboard")
        }
    }

    private static func isCanvas(_ file: File, higSizes: Bool) -> Bool {
        let sizes = GlyphGeometry.acceptedSizes(scale: file.scale, higSizes: higSizes)
        return file.raster.width == file.raster.height && sizes.contains(file.raster.width)
    }

    /// Every file's main colour against the largest file's, within the tolerance one colour is held to.
    private static func colours(_ files: [File]) -> [Finding] {
        let reference = files.last!
        guard let ink = ColorAnalysis(reference.raster).swatches.first?.color else { return [] }
        return files.dropLast().compactMap { file in
            guard let color = ColorAnalysis(file.raster).swatches.first?.color else { return nil }
            let close = [(color.red, ink.red), (color.green, ink.green), (color.blue, ink.blue)]
                .allSatisfy { abs(Int32($0.0) - Int32($0.1)) <= ColorAnalysis.tolerance }
            guard !close else { return nil }
            var finding = Finding(
                ScalesDisagreeRule.description, path: file.path,
                message: "the @\(file.scale)x file is drawn in \(color) but \(name(reference.path)) in \(ink): "
                    + "a template keeps only alpha, so both become black, but a set drawn in two colours is "
                    + "usually two exports; export every scale from the same drawing")
            finding.severity = .warning
            return finding
        }
    }

    private static func name(_ path: String) -> String { (path as NSString).lastPathComponent }

    /// 2, 1.5: no decimals when there are none.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
