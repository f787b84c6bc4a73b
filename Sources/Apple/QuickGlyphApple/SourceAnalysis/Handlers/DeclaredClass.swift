import QuickGlyphModel

/// A class the life cycle depends on, where its name is written: an app or scene delegate, a
/// SwiftUI `App`, or a class named as a scene's delegate.
package struct DeclaredClass: Sendable, Equatable {
    package var name: String
    package var at: SourceLocation
    /// The class whose code names it (for a scene delegate set in `configurationForConnecting`: the app delegate).
    var owner: String?

    init(name: String, at: SourceLocation, owner: String? = nil) {
        self.name = name
        self.at = at
        self.owner = owner
    }
}
