import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// One of a rule's own examples: an image it must (or must not) find fault with.
public struct ImageExample: Sendable {
    public var name: String
    /// Where the rule fires on a triggering example: `.image`, or the pixel its finding names. None for the others.
    public var locations: [ExampleLocation]
    public var subject: @Sendable () -> ImageSubject

    public init(_ name: String, at locations: ExampleLocation..., subject: @escaping @Sendable () -> ImageSubject) {
        self.name = name
        self.locations = locations
        self.subject = subject
    }
}
