/// A side of a vector source's artboard, in the order findings name them.
public enum ArtboardSide: String, Sendable, CaseIterable, Comparable {
    case top, right, bottom, left

    public static func < (a: ArtboardSide, b: ArtboardSide) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
