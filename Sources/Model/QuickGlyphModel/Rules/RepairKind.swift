/// What `check --fix` may do about a finding, declared by the rule that makes it (`DiagnosticDescription.repair`):
/// the fix layer carries out the kind a rule declares, and knows no list of ids of its own.
///
/// These are the repairs that exist: an imageset drawn again, its intent set, or an Info.plist value
/// edited. Code is edited only to point a quick action at the copy a redraw makes, never as a rule's own repair.
package enum RepairKind: Sendable, Equatable {
    /// Left as it is, to a person; the imageset it is about may still be repaired for another finding.
    case none
    /// Left to a person, and the imageset holding it is not drawn again: a redraw would hide what is wrong,
    /// not repair it.
    case needsPerson
    /// As `needsPerson`, except in opaque art drawn again from its darkness: that art is two colours by nature, and
    /// whether it is a dark glyph on a light ground is judged from its pixels before it is drawn.
    case needsPersonUnlessOpaque
    /// Where and how large the art sits: the imageset is drawn again as a 35 pt template.
    case redraw
    /// Opaque art: drawn again from its darkness, when it is a dark glyph on a light ground.
    case redrawFromDarkness
    /// An SVG's artboard background exported behind the art: drawn again without that one layer, as
    /// `build --drop-background` draws it.
    case redrawWithoutBackground
    /// Not a template: the rendering intent set in Contents.json.
    case intent
    /// An Info.plist value the rule knows the repair of for certain: its finding carries the `SuggestedEdit`.
    /// `does` finishes the docs' sentence "`check --fix` …", since only the rule knows what its edit does.
    case plistEdit(does: String)

    /// Whether the repair draws or rewrites the imageset the finding is about.
    package var repairsImageset: Bool {
        switch self {
        case .redraw, .redrawFromDarkness, .redrawWithoutBackground, .intent: return true
        case .none, .needsPerson, .needsPersonUnlessOpaque, .plistEdit: return false
        }
    }

    /// Whether the imageset holding the finding is left to a person; `opaque`: it is being drawn from its darkness.
    package func blocksRedraw(opaque: Bool) -> Bool {
        self == .needsPerson || (self == .needsPersonUnlessOpaque && !opaque)
    }
}
