import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphSystem

/// Reads an icon's images for the HTML report the way `check` reads them: PNGs
/// decoded, a PDF or SVG drawn at its own point size per scale as Xcode does. A
/// file that cannot be read is left out; its finding is in the report already.
enum ReportIconLoader {
    /// An imageset, every entry that names a file that is there.
    static func imageset(_ path: String, name: String) -> ReportIcon {
        let folder = ImagesetFolder(path: path)
        let subject = folder.subject(isQuickActionGlyph: true)
        var images: [ReportIcon.Image] = []
        for entry in subject.entries {
            guard let filename = entry.filename, folder.files.contains(filename),
                let file = folder.readablePath(of: filename)
            else { continue }
            images += load(file, scales: entry.scaleNumber.map { [$0] }, variant: entry.variantLabel)
        }
        let reason = images.isEmpty ? "no image of this imageset could be read" : nil
        return ReportIcon(name: name, location: path, findingPaths: [path], images: images, missingReason: reason)
    }

    /// Loose files (bundle PNGs such as `NAME.png`, `NAME@2x.png`, or a PNG, PDF or SVG named on its own).
    static func files(_ paths: [String], name: String, location: String) -> ReportIcon {
        let images = paths.flatMap {
            load($0, scales: AssetNaming.scale(fromFilename: $0).map { [$0] }, variant: "universal")
        }
        return ReportIcon(
            name: name, location: location, findingPaths: paths, images: images,
            missingReason: images.isEmpty ? "the file could not be read" : nil)
    }

    /// One file's images: a PNG at its scale (1 when unnamed), a vector at `scales`, or
    /// at every scale when single-scale (as Xcode rasterizes it).
    static func load(_ file: String, scales: [Int]?, variant: String) -> [ReportIcon.Image] {
        if let kind = SourceKind(filename: file), let vector = VectorImage.Kind(kind) {
            let (rendered, _) = GlyphJudge.render(
                file, kind: vector, scales: scales ?? GlyphGeometry.scales,
                inspects: false)
            return rendered.map {
                ReportIcon.Image(
                    findingPath: file, shownPath: file, scale: $0.scale ?? 1, variant: variant,
                    mask: $0.raster.alphaMask)
            }
        }
        guard file.lowercased().hasSuffix(".png"), let data = try? SourceFile.read(file),
            let image = try? PNGImage(data: data)
        else { return [] }
        return [
            ReportIcon.Image(
                findingPath: file, shownPath: file, scale: scales?.first ?? 1, variant: variant,
                mask: image.raster.alphaMask)
        ]
    }
}
