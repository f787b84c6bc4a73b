import QuickGlyphModel

/// A class the life cycle depends on, where its name is written: an app or scene delegate, a
/// SwiftUI `App`, or a class named as a scene's delegate.
public struct DeclaredClass: Sendable, Equatable {
    public var name: String
    public var at: SourceLocation
    /// The class whose code names it (for a scene delegate set in `configurationForConnecting`: the app delegate).
    public var owner: String?

    public init(name: String, at: SourceLocation, owner: String? = nil) {
        self.name = name
        self.at = at
        self.owner = owner
    }
}
