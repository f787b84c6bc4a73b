/// An item's title and subtitle in one language other than the development one.
public struct ItemTranslation: Sendable, Equatable {
    public var title: String
    /// Nil where the item has no subtitle, or where this language keeps the development text.
    public var subtitle: String?

    public init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}
