/// Which findings `check --fix` repairs, and how, in one place: the fixer decides from these sets
/// and `docs/rules.md` says, under each rule, what the repair does. A finding not here is never
/// repaired: it needs a person.
package enum FixableDiagnostics {
    /// Where and how large the art sits: the imageset is drawn again as a 35 pt template.
    package static let redrawn: Set<DiagnosticID> = [
        .wrongSize, .notSquare, .scaleMissing, .scalesDisagree, .glyphTooLarge, .glyphTouchesEdge, .glyphTooSmall,
    ]
    /// Opaque art: drawn again from its darkness, when it is a dark glyph on a light ground.
    package static let opaque: Set<DiagnosticID> = [.alphaOpaque, .noAlpha]
    /// Not a template: the intent set.
    package static let intent: Set<DiagnosticID> = [.templateIntentMissing, .templateIntentOriginal]
    /// Info.plist values the rule knows the repair of for certain (its finding carries the `SuggestedEdit`).
    package static let edited: Set<DiagnosticID> = [.iconTypeUnknown, .iconFileUnresolved, .iconFileAndType, .symbolWithoutFallback]
    /// Findings that leave an imageset to a person: what the art holds, or a catalog that cannot be read.
    package static let blocking: Set<DiagnosticID> = [
        .notMonochrome, .knockoutDetail, .alphaTransparent, .pngInvalid, .contentsInvalid, .contentsUnknownValue,
        .iconFormatUnsupported, .fileOutsideImageset, .svgInvalid, .pdfInvalid, .unreadable,
    ]

    /// Every finding an imageset repair answers.
    package static var imageset: Set<DiagnosticID> { redrawn.union(opaque).union(intent) }

    /// What `check --fix` does about a finding of `id`, in a sentence for the docs; nil when it leaves it.
    package static func repair(of id: DiagnosticID) -> String? {
        if redrawn.contains(id) {
            return "`check --fix` draws the imageset again from its own art (its PDF or SVG, else its largest PNG) as a 35 pt template "
                + "at every scale, as `build` draws a glyph; an imageset the app also uses elsewhere gets a `NAME-quickaction` copy instead."
        }
        switch id {
        case .alphaOpaque, .noAlpha:
            return "`check --fix` draws a dark glyph on a light ground again from its darkness (as `--mask luminance`); other opaque art is left."
        case .templateIntentMissing, .templateIntentOriginal:
            return "`check --fix` sets the intent in Contents.json, and makes coloured ink black with its alpha unchanged."
        case .iconTypeUnknown:
            return "`check --fix` sets the system icon the value is a letter or two from, when there is exactly one."
        case .iconFileUnresolved:
            return "`check --fix` sets the image the name is a letter or two from, when there is exactly one."
        case .iconFileAndType:
            return "`check --fix` removes the icon type, which the system ignores beside an icon file."
        case .symbolWithoutFallback:
            return "`check --fix` adds the system icon drawn like the symbol, when there is one."
        default:
            return nil
        }
    }
}
