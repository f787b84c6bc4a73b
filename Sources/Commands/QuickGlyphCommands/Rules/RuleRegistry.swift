import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// Every rule quickglyph has; `check`, `build`, the docs and the tests all read this list.
package enum RuleRegistry {
    package static let imageRules: [any ImageRule.Type] = [
        NoAlphaRule.self, OpaqueRule.self, TransparentRule.self, MonochromeRule.self, FaintRule.self,
        NotSquareRule.self, WrongSizeRule.self, GlyphTooLargeRule.self, GlyphTouchesEdgeRule.self,
        GlyphTooSmallRule.self, BlurryRule.self, KnockoutDetailRule.self,
    ]
    package static let pngFileRules: [any PNGFileRule.Type] = [PNGInvalidRule.self]
    package static let imagesetRules: [any ImagesetRule.Type] = [
        ContentsInvalidRule.self, ContentsUnknownValueRule.self, TemplateIntentMissingRule.self,
        TemplateIntentOriginalRule.self, FileMissingRule.self, FileOutsideImagesetRule.self, UnassignedFileRule.self, DuplicateScaleRule.self,
        ScaleMissingRule.self, ScalesDisagreeRule.self, IconFormatRule.self,
    ]
    package static let shortcutsRules: [any ShortcutsRule.Type] = [
        ShortcutsInvalidRule.self, TooManyItemsRule.self, ItemMissingFieldRule.self, DuplicateTypeRule.self,
        IconFileUnresolvedRule.self, IconTypeUnknownRule.self, IconFileAndTypeRule.self, TitleEmojiRule.self,
        TitleAppNameRule.self, TitleTooLongRule.self, TitleLocalizationMissingRule.self, PlistNotReadRule.self, IconUnresolvedRule.self,
        SymbolWithoutFallbackRule.self,
    ]
    package static let appRules: [any AppRule.Type] = [UnusedGlyphRule.self, NoCustomIconRule.self]
    package static let lifeCycleRules: [any LifeCycleRule.Type] = [
        HandlerUnreachableRule.self, ColdStartUnhandledRule.self, HandledTwiceRule.self, TypeUnhandledRule.self,
        HandledTypeUndeclaredRule.self, CompletionHandlerNotCalledRule.self, SceneLifecycleRequiredRule.self,
    ]
    static let androidRules: [any AndroidModuleRule.Type] = [
        AndroidShortcutsUnreadableRule.self, AndroidShortcutsMissingRule.self, AndroidShortcutIDMissingRule.self,
        AndroidShortcutIDDuplicateRule.self, AndroidLabelLiteralRule.self, AndroidLabelMissingStringRule.self,
        AndroidIntentStringReferenceRule.self, AndroidIntentNoActionRule.self, AndroidLabelTooLongRule.self, AndroidLabelPlaceholderRule.self,
        AndroidTooManyShortcutsRule.self, AndroidIconNotAdaptiveRule.self, AndroidIconDensityMissingRule.self, AndroidIconSizesDisagreeRule.self,
        AndroidIconMissingRule.self, AndroidTargetPackageVariantRule.self,
    ]

    /// Every Android rule at work on one module, in registry order.
    package static func validate(_ module: AndroidModule, context: RuleContext) -> [Finding] {
        androidRules.flatMap { $0.init().validate(module, context: context) }
    }

    /// Every file rule, whatever its subject.
    package static var treeRules: [any DescribedTreeRule.Type] {
        pngFileRules.map { $0 as any DescribedTreeRule.Type } + imagesetRules.map { $0 as any DescribedTreeRule.Type }
            + shortcutsRules.map { $0 as any DescribedTreeRule.Type } + appRules.map { $0 as any DescribedTreeRule.Type }
            + lifeCycleRules.map { $0 as any DescribedTreeRule.Type } + androidRules.map { $0 as any DescribedTreeRule.Type }
    }

    /// Every rule's description, in the order above.
    package static var descriptions: [DiagnosticDescription] {
        imageRules.map { $0.description } + treeRules.map { $0.description }
    }

    /// Every id the tool can print, described once: the rules', then its own.
    package static var allDiagnostics: [DiagnosticDescription] {
        descriptions + ToolDiagnostics.all
    }

    /// Every life-cycle rule at work on one application target, in registry order.
    package static func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        lifeCycleRules.flatMap { $0.init().validate(subject, context: context) }
    }

    /// Every image rule at work on one image, in registry order.
    package static func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        imageRules.flatMap { $0.init().validate(subject, context: context) }
    }
}
