/// Android's bitmap densities, each a multiple of mdpi's one pixel per dp.
package enum AndroidDensity: String, CaseIterable, Sendable {
    case mdpi, hdpi, xhdpi, xxhdpi, xxxhdpi

    /// Pixels per dp, in quarters (mdpi 4, hdpi 6, …): every size here is a whole number of pixels.
    var quarterPixelsPerDP: Int {
        switch self {
        case .mdpi: return 4
        case .hdpi: return 6
        case .xhdpi: return 8
        case .xxhdpi: return 12
        case .xxxhdpi: return 16
        }
    }

    func pixels(dp: Int) -> Int { dp * quarterPixelsPerDP / 4 }
}
