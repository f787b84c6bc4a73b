import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// One of a file rule's own examples: a small file tree (relative path to file)
/// that the tests write to a temporary folder and check as a whole.
package struct TreeExample: Sendable {
    package var name: String
    /// Where the rule fires on a triggering example, paths relative to the tree's root. None for the others.
    package var locations: [ExampleLocation]
    package var files: @Sendable () -> [String: ExampleFile]

    init(
        _ name: String, at locations: ExampleLocation..., files: @escaping @Sendable () -> [String: ExampleFile]
    ) {
        self.name = name
        self.locations = locations
        self.files = files
    }
}
