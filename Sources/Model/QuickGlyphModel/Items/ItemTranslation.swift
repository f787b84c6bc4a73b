/// An item's title and subtitle in one language other than the development one.
package struct ItemTranslation: Sendable, Equatable {
    package var title: String
    /// Nil where the item has no subtitle, or where this language keeps the development text.
    package var subtitle: String?

    package init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}
