import QuickGlyphModel

/// Which findings `check --fix` repairs, and how, read from the repair kind each rule declares in its
/// description (`DiagnosticDescription.repair`, through the registry), with what docs/rules.md says of
/// each kind. A finding whose rule declares no repair is never repaired: it needs a person.
package enum FixableDiagnostics {
    /// The repair each id's description declares; `.none` for an id no description names.
    static func kind(of id: DiagnosticID) -> RepairKind { kinds[id] ?? .none }

    private static let kinds: [DiagnosticID: RepairKind] = Dictionary(
        RuleRegistry.allDiagnostics.map { ($0.id, $0.repair) }, uniquingKeysWith: { first, _ in first })

    private static func ids(_ declares: (RepairKind) -> Bool) -> Set<DiagnosticID> {
        Set(kinds.filter { declares($0.value) }.keys)
    }

    /// Where and how large the art sits: the imageset is drawn again as a 35 pt template.
    package static let redrawn = ids { $0 == .redraw }
    /// Opaque art: drawn again from its darkness, when it is a dark glyph on a light ground.
    static let opaque = ids { $0 == .redrawFromDarkness }
    /// An SVG's exported artboard background: drawn again without it.
    static let background = ids { $0 == .redrawWithoutBackground }
    /// Not a template: the intent set.
    static let intent = ids { $0 == .intent }
    /// Info.plist values the rule knows the repair of for certain (its finding carries the `SuggestedEdit`).
    package static let edited = ids { if case .plistEdit = $0 { true } else { false } }
    /// Findings that leave an imageset to a person: what the art holds, or a catalog that cannot be read.
    package static let blocking = ids { $0 == .needsPerson || $0 == .needsPersonUnlessOpaque }
    /// Every finding an imageset repair answers.
    package static let imageset = ids(\.repairsImageset)

    /// What `check --fix` does about a finding of `id`, in a few words for the docs' index; "" when it leaves
    /// the finding and whatever it is about as they are.
    static func briefRepair(of id: DiagnosticID) -> String {
        switch kind(of: id) {
        case .redraw: return "redraws the imageset"
        case .redrawFromDarkness: return "redraws the imageset from its darkness"
        case .redrawWithoutBackground: return "redraws the imageset without it"
        case .intent: return "sets the intent"
        case .plistEdit: return "edits the Info.plist"
        case .needsPerson: return "leaves the imageset"
        case .needsPersonUnlessOpaque: return "leaves the imageset, unless opaque"
        case .none: return ""
        }
    }

    /// What `check --fix` does about a finding of `id`, in a sentence for the docs; nil when it leaves it.
    package static func repair(of id: DiagnosticID) -> String? {
        switch kind(of: id) {
        case .redraw:
            return "`check --fix` draws the imageset again from its own art (its PDF or SVG, else its largest PNG) "
                + "as a 35 pt template, as `build` draws a glyph: vector art as one PDF, a bitmap at every scale; an "
                + "imageset the app also uses elsewhere gets a `NAME-quickaction` copy instead."
        case .redrawFromDarkness:
            return "`check --fix` draws a dark glyph on a light ground again from its darkness "
                + "(as `--mask luminance`), its ink at full opacity; other opaque art is left."
        case .redrawWithoutBackground:
            return "`check --fix` draws the imageset again without that one layer, as `build --drop-background` "
                + "draws it (a vector stays vector), and its line says which layer it left out."
        case .intent:
            return "`check --fix` sets the intent in Contents.json, and makes coloured ink black with its alpha "
                + "unchanged."
        case .plistEdit(let does):
            return "`check --fix` " + does
        case .none, .needsPerson, .needsPersonUnlessOpaque:
            return nil
        }
    }
}
