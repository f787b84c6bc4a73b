import QuickGlyphModel

/// One row of the quick-action menu as iOS draws it: title, subtitle, icon on the right.
package struct ReportMenuItem: Sendable {
    /// What stands where the icon goes.
    package enum Icon: Sendable, Equatable {
        /// A template image: the name of one of the overview's icons.
        case custom(String)
        /// A template image that resolves to nothing: iOS shows no icon (users report a black dot).
        case missing(String)
        /// An SF Symbol, drawn by the system; only its lookalike, if it has one, can be drawn here.
        case symbol(String)
        /// One of the 29 system icon types, drawn by the system; drawn here as its lookalike.
        case system(String)
        /// A name the code computes: shown as written.
        case unresolved(String)
        case none

        /// Our drawing shown, approximately, where iOS draws its own icon (`IconLookalike`,
        /// `SystemIconDrawings`): nil for an app's own icon, for no icon, and for a symbol no
        /// lookalike is known for.
        package var lookalike: (name: String, icon: SystemIconDrawings.Drawing)? {
            let name: String?
            switch self {
            case .system(let written): name = SystemIcon(name: written).map(IconLookalike.drawingName(of:))
            case .symbol(let symbol): name = IconLookalike.drawingName(ofSymbol: symbol)
            case .custom, .missing, .unresolved, .none: name = nil
            }
            guard let name, let icon = SystemIconDrawings.drawings[name] else { return nil }
            return (name, icon)
        }
    }

    /// The title as the menu shows it: in the development language where the source gives a
    /// key and its translation is known, else as written.
    package var title: String
    /// The title is an expression the code computes (`NSLocalizedString(…)`), shown as written.
    var titleIsExpression: Bool
    /// The key `title` translates, when it does (`VIDEO` for "Video"): the report shows it on hover.
    package var titleKey: String?
    package var subtitle: String?
    package var icon: Icon

    package init(title: String, titleIsExpression: Bool = false, titleKey: String? = nil, subtitle: String?, icon: Icon)
    {
        self.title = title
        self.titleIsExpression = titleIsExpression
        self.titleKey = titleKey
        self.subtitle = subtitle
        self.icon = icon
    }
}
