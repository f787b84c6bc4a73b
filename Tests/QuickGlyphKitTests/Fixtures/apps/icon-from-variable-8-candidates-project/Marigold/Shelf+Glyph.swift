// Marigold: an audiobook player. Synthetic app for quickglyph's tests.

import Foundation

/// A shelf's icon is one of five colours times eight shapes; the glyph depends on the shape only.
extension Shelf {
    func glyphName() -> String? {
        Shelf.glyphName(forIcon: icon)
    }

    static func glyphName(forIcon icon: Int32) -> String? {
        guard icon >= 0 else { return nil }
        switch icon % 8 {
        case 0: return "shelf_list"
        case 1: return "shelf_headphones"
        case 2: return "shelf_clock"
        case 3: return "shelf_downloaded"
        case 4: return "shelf_play"
        case 5: return "shelf_volume"
        case 6: return "shelf_video"
        case 7: return "shelf_starred"
        default: return nil
        }
    }
}
