import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel

/// The registry's rules seen with their examples, for the tests that run them and the
/// docs that quote them; a registered rule whose examples were never written is named
/// by `withoutExamples`, so its absence fails a test instead of passing unseen.
package enum ExampledRules {
    package static var imageRules: [any ImageRuleExamples.Type] {
        RuleRegistry.imageRules.compactMap { $0 as? any ImageRuleExamples.Type }
    }

    package static var treeRules: [any TreeRuleExamples.Type] {
        RuleRegistry.treeRules.compactMap { $0 as? any TreeRuleExamples.Type }
    }

    package static var withoutExamples: [DiagnosticID] {
        RuleRegistry.imageRules.filter { !($0 is any ImageRuleExamples.Type) }.map { $0.description.id }
            + RuleRegistry.treeRules.filter { !($0 is any TreeRuleExamples.Type) }.map { $0.description.id }
    }
}
