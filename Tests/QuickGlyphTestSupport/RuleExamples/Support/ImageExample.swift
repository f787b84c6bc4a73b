import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// One of a rule's own examples: an image it must (or must not) find fault with.
package struct ImageExample: Sendable {
    package var name: String
    /// Where the rule fires on a triggering example: `.image`, or the pixel its finding names. None for the others.
    package var locations: [ExampleLocation]
    package var subject: @Sendable () -> ImageSubject

    init(_ name: String, at locations: ExampleLocation..., subject: @escaping @Sendable () -> ImageSubject) {
        self.name = name
        self.locations = locations
        self.subject = subject
    }
}
