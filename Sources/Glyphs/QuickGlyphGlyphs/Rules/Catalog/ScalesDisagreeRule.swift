import Foundation
import QuickGlyphModel

/// The scales of one imageset must be one drawing: a wrong file in the @3x slot
/// shows only on @3x phones, where nobody on the team with a @2x phone sees it.
package struct ScalesDisagreeRule: ImagesetRule {
    package static let order = 10
    package static let description = DiagnosticDescription(
        id: .scalesDisagree, name: "Scales disagree", severity: .error,
        repair: .redraw,
        summary:
            "The @1x, @2x and @3x images of one variant of an imageset (same idiom and appearance) are not the same "
            + "shape: scaled to 35 px, their alpha differs by more than 30% of the ink, even allowing each pixel to "
            + "match its neighbours (anti-aliasing and hairlines land differently at each scale). The image that "
            + "disagrees with the others is named. build holds a handoff's PNG scale set (NAME.png, NAME@2x.png, "
            + "NAME@3x.png) to the same comparison, and also names a file whose size is not its scale's share of the "
            + "smallest-scale file's, and (a warning) files drawn in different colours.")

    /// Renders of one drawing differ by a few percent after scaling; different drawings by far more.
    static let maximumDifference = 0.3

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        // Only like is compared with like: a dark or iPad variant may be another drawing.
        let groups = Dictionary(grouping: subject.images, by: \.variant)
        return groups.keys.sorted().flatMap { variant in
            disagreements(groups[variant]!.sorted { $0.scale < $1.scale }, variant: variant)
        }
    }

    /// The same judgement for a handoff's PNG scale set, which has no imageset yet: one variant, each image named by
    /// its path.
    package func disagreements(among images: [ImagesetSubject.ScaledImage]) -> [Finding] {
        disagreements(images.sorted { $0.scale < $1.scale }, variant: "universal")
    }

    private struct Comparison {
        var share: Double
        var worst: PixelPosition
    }

    private func disagreements(_ images: [ImagesetSubject.ScaledImage], variant: String) -> [Finding] {
        guard images.count > 1 else { return [] }
        let size = GlyphGeometry.canvasPoints
        let masks = images.map { ScalesDisagreeRule.shrink($0.raster, to: size) }
        func compare(_ i: Int, _ j: Int) -> Comparison { ScalesDisagreeRule.compare(masks[i], masks[j]) }
        let indices = Array(images.indices)
        // The odd one out: an image that disagrees with every other while they agree among themselves.
        var odd: [Int] = []
        if images.count > 2 {
            odd = indices.filter { i in
                let others = indices.filter { $0 != i }
                let othersAgree = others.allSatisfy { j in
                    others.allSatisfy { k in j >= k || compare(j, k).share <= Self.maximumDifference }
                }
                return othersAgree && others.allSatisfy { compare(i, $0).share > Self.maximumDifference }
            }
        }
        if let i = odd.first {
            let others = indices.filter { $0 != i }
            let worst = others.map { compare(i, $0) }.max { $0.share < $1.share }!
            return [finding(images[i], against: others.map { images[$0] }, worst, variant: variant, size: size)]
        }
        // No majority: each smaller scale is held against the largest, which is the one drawn with most detail.
        let reference = indices.last!
        return indices.dropLast().compactMap { i in
            let comparison = compare(i, reference)
            guard comparison.share > Self.maximumDifference else { return nil }
            return finding(images[i], against: [images[reference]], comparison, variant: variant, size: size)
        }
    }

    private func finding(
        _ image: ImagesetSubject.ScaledImage, against others: [ImagesetSubject.ScaledImage], _ comparison: Comparison,
        variant: String, size: Int
    ) -> Finding {
        let at = PixelPosition(
            x: comparison.worst.x * image.raster.width / size, y: comparison.worst.y * image.raster.width / size)
        let scales = others.map { "@\($0.scale)x" }
        let names = DisplayText.list(others.map { DisplayText.shortened(($0.path as NSString).lastPathComponent) })
        let which = variant == "universal" ? "" : " (\(variant))"
        return Finding(
            Self.description, path: image.path,
            message: "the @\(image.scale)x image\(which) is not the same shape as the "
                + (scales.count == 1 ? "\(scales[0]) one" : scales.joined(separator: " and ") + " ones")
                + " (\(names)): scaled to \(size) px their alpha differs by \(Int((comparison.share * 100).rounded()))% "
                + "of the ink, most around \(at.x),\(at.y); export every scale from the same drawing",
            pixel: at)
    }

    /// How far two masks differ, as a share of the larger one's ink. Each pixel is
    /// matched with the closest value among the other mask's pixel and its eight
    /// neighbours, both ways, so an edge or a hairline a pixel off costs nothing.
    private static func compare(_ a: AlphaMask, _ b: AlphaMask) -> Comparison {
        var worst = (0, PixelPosition(x: 0, y: 0))
        func distance(_ from: AlphaMask, _ to: AlphaMask) -> Int {
            var total = 0
            for y in 0..<from.height {
                for x in 0..<from.width {
                    let value = Int(from[x, y])
                    var best = Int.max
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let nx = x + dx, ny = y + dy
                            guard nx >= 0, ny >= 0, nx < to.width, ny < to.height else { continue }
                            best = min(best, abs(value - Int(to[nx, ny])))
                        }
                    }
                    total += best
                    if best > worst.0 { worst = (best, PixelPosition(x: x, y: y)) }
                }
            }
            return total
        }
        let difference = max(distance(a, b), distance(b, a))
        let ink = max(a.values.reduce(0) { $0 + Int($1) }, b.values.reduce(0) { $0 + Int($1) })
        return Comparison(share: Double(difference) / Double(max(1, ink)), worst: worst.1)
    }

    /// The alpha of `raster` area-averaged to a `size`×`size` square.
    static func shrink(_ raster: Raster, to size: Int) -> AlphaMask {
        Resampler.resample(
            raster, from: Rect(x: 0, y: 0, width: Double(raster.width), height: Double(raster.height)),
            to: Rect(x: 0, y: 0, width: Double(size), height: Double(size)), canvas: size
        ).alphaMask
    }
}
