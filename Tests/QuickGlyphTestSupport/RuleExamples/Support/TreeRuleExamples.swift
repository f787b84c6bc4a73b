import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// A file rule with its own examples: small file trees it must find fault with (each
/// saying in which file, line or pixel) and trees it must pass. They live in the test
/// target; each rule's generated test writes them to disk and checks them as `check` does.
package protocol TreeRuleExamples: DescribedTreeRule {
    static var triggeringExamples: [TreeExample] { get }
    static var nonTriggeringExamples: [TreeExample] { get }
}
