import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// An image rule with its own examples, as SwiftLint keeps a rule's examples beside it:
/// images it must find fault with (each saying where) and images it must pass. The
/// examples live here, in the test target, so no fixture ships in the product; each
/// rule's generated test runs them.
package protocol ImageRuleExamples: ImageRule {
    static var triggeringExamples: [ImageExample] { get }
    static var nonTriggeringExamples: [ImageExample] { get }
}
