// Pebble: a pocket notebook. Synthetic app for quickglyph's tests.

import Foundation

/// The type string of each quick action is the case's raw value.
enum QuickActionKind: String {
    case find
    case compose
    case lastNote
}
