/// One row of the quick-action menu as iOS draws it: title, subtitle, icon on the right.
public struct ReportMenuItem: Sendable {
    /// What stands where the icon goes.
    public enum Icon: Sendable, Equatable {
        /// A template image: the name of one of the overview's icons.
        case custom(String)
        /// A template image that resolves to nothing: iOS shows no icon (users report a black dot).
        case missing(String)
        /// An SF Symbol, drawn by the system; not available off Apple's platforms.
        case symbol(String)
        /// One of the 29 system icon types, drawn by the system.
        case system(String)
        /// A name the code computes: shown as written.
        case unresolved(String)
        case none
    }

    public var title: String
    /// The title is an expression the code computes (`NSLocalizedString(…)`), shown as written.
    public var titleIsExpression: Bool
    public var subtitle: String?
    public var icon: Icon

    public init(title: String, titleIsExpression: Bool = false, subtitle: String?, icon: Icon) {
        self.title = title
        self.titleIsExpression = titleIsExpression
        self.subtitle = subtitle
        self.icon = icon
    }
}
