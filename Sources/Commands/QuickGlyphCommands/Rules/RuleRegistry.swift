import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// Every rule quickglyph has; `check`, `build`, `check --fix`, the docs and the tests all read it.
/// Its lists, one for each subject, are generated from the rules themselves by scripts/generate-rules.py
/// (RuleRegistry+Lists.swift); what is here is read from those lists.
package enum RuleRegistry {
    /// Every Android rule at work on one module, in registry order.
    package static func validate(_ module: AndroidModule, context: RuleContext) -> [Finding] {
        androidRules.flatMap { $0.init().validate(module, context: context) }
    }

    /// Every file rule, whatever its subject.
    package static var treeRules: [any DescribedTreeRule.Type] {
        pngFileRules.map { $0 as any DescribedTreeRule.Type } + imagesetRules.map { $0 as any DescribedTreeRule.Type }
            + shortcutsRules.map { $0 as any DescribedTreeRule.Type }
            + appRules.map { $0 as any DescribedTreeRule.Type }
            + lifeCycleRules.map { $0 as any DescribedTreeRule.Type }
            + androidRules.map { $0 as any DescribedTreeRule.Type }
    }

    /// Every rule's description, in the order above.
    static var descriptions: [DiagnosticDescription] {
        imageRules.map { $0.description } + treeRules.map { $0.description }
    }

    /// Every id the tool can print, described once: the rules', then its own.
    package static var allDiagnostics: [DiagnosticDescription] {
        descriptions + ToolDiagnostics.all
    }

    /// Every life-cycle rule at work on one application target, in registry order.
    static func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        lifeCycleRules.flatMap { $0.init().validate(subject, context: context) }
    }

    /// Every image rule at work on one image, in registry order.
    package static func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        imageRules.flatMap { $0.init().validate(subject, context: context) }
    }
}
