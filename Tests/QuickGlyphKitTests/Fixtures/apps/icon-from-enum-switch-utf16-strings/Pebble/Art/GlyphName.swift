// Pebble: a pocket notebook. Synthetic app for quickglyph's tests.

import UIKit

/// Every glyph of the app, by what it shows; `assetName` is its imageset.
enum GlyphName {
    case add
    case brand
    case check
    case compose
    case find
    case notes
    case settings
    case tag
    case trash

    /// The imageset drawn in light mode (the only one the app has).
    var assetName: String {
        switch self {
        case .add:
            return "glyph_add"
        case .brand:
            return "glyph_brand"
        case .check:
            return "glyph_check"
        case .compose:
            return "glyph_compose"
        case .find:
            return "glyph_find"
        case .notes:
            return "glyph_notes"
        case .settings:
            return "glyph_settings"
        case .tag:
            return "glyph_tag"
        case .trash:
            return "glyph_trash"
        }
    }

    var image: UIImage? {
        UIImage(named: assetName)
    }
}
