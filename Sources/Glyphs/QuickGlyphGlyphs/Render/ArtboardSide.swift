/// A side of a vector source's artboard, in the order findings name them.
package enum ArtboardSide: String, Sendable, CaseIterable, Comparable {
    case top, right, bottom, left

    package static func < (a: ArtboardSide, b: ArtboardSide) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
