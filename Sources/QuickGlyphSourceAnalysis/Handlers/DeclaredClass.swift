import QuickGlyphItems

/// A class the life cycle depends on, where its name is written: an app or scene delegate, a
/// SwiftUI `App`, or a class named as a scene's delegate.
public struct DeclaredClass: Sendable, Equatable {
    public var name: String
    public var at: SourceLocation

    public init(name: String, at: SourceLocation) {
        self.name = name
        self.at = at
    }
}
