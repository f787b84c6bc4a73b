import QuickGlyphModel

/// An SVG's artboard and the ink past it, drawn at 256 px to the artboard's long side,
/// to tell a shape cut by the artboard from a bar drawn on past its edge (Adwaita
/// bleeds lines off the artboard: what lies past the edge is the edge's own profile
/// carried straight on, so nothing of the shape is lost where it is cut).
struct ArtboardEdgeStrip {
    private let mask: AlphaMask
    private let ink: PixelRect
    /// The artboard's sides in the mask's pixels.
    private let left: Double, right: Double, top: Double, bottom: Double

    init(document: some VectorDocument, artboard: VectorSize, ink measured: Rect) throws(RenderError) {
        let perUnit = 256 / max(artboard.width, artboard.height)
        let minX = min(0, measured.x), minY = min(0, measured.y)
        let maxX = max(artboard.width, measured.x + measured.width),
            maxY = max(artboard.height, measured.y + measured.height)
        let region = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let width = Int((region.width * perUnit).rounded(.up)), height = Int((region.height * perUnit).rounded(.up))
        mask = try document.renderAlpha(
            from: region, to: Rect(x: 0, y: 0, width: region.width * perUnit, height: region.height * perUnit),
            width: width, height: height)
        ink = mask.inkBounds(threshold: GlyphGeometry.inkThreshold) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        left = -minX * perUnit
        top = -minY * perUnit
        right = (artboard.width - minX) * perUnit
        bottom = (artboard.height - minY) * perUnit
    }

    /// Whether every line of pixels past `side` (a column past the left or right, a row past
    /// the top or bottom) is the line just inside it, give or take anti-aliasing. The pixel
    /// astride the side and the bar's own anti-aliased end are not compared.
    func bleeds(past side: ArtboardSide) -> Bool {
        let inside: Int, beyond: [Int]
        switch side {
        case .left:
            inside = Int(left.rounded(.up)) + 1
            beyond = Array(stride(from: ink.x + 2, through: Int(left.rounded(.down)) - 2, by: 1))
        case .right:
            inside = Int(right.rounded(.down)) - 2
            beyond = Array(stride(from: Int(right.rounded(.up)) + 1, through: ink.x + ink.width - 3, by: 1))
        case .top:
            inside = Int(top.rounded(.up)) + 1
            beyond = Array(stride(from: ink.y + 2, through: Int(top.rounded(.down)) - 2, by: 1))
        case .bottom:
            inside = Int(bottom.rounded(.down)) - 2
            beyond = Array(stride(from: Int(bottom.rounded(.up)) + 1, through: ink.y + ink.height - 3, by: 1))
        }
        let vertical = side == .left || side == .right
        func line(_ index: Int) -> [Int] {
            vertical ? (0..<mask.height).map { Int(mask[index, $0]) } : (0..<mask.width).map { Int(mask[$0, index]) }
        }
        let limit = vertical ? mask.width : mask.height
        guard inside >= 0, inside < limit else { return false }
        let edge = line(inside)
        return beyond.allSatisfy { index in
            index < 0 || index >= limit || zip(line(index), edge).allSatisfy { abs($0 - $1) <= 48 }
        }
    }
}
