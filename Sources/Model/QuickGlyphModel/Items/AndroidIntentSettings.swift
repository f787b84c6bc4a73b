/// An item's `"android"` object: what its Android app shortcut holds beyond the title
/// and the package (which the root's `"android"` gives every item): its id, its short
/// label, and its `<intent>`. Every intent value is a literal: Android reads intent
/// attributes with the system's resources, so a `@string/…` there would become a broken
/// component name.
package struct AndroidIntentSettings: Sendable, Equatable {
    static let fields = ["id", "shortLabel", "action", "targetClass", "data", "categories"]
    /// What a translation's `"android"` object may hold: the labels are per language, the intent is not.
    static let translationFields = ["shortLabel"]
    /// The intent action Android's documentation uses for shortcuts when none is given.
    package static let defaultAction = "android.intent.action.VIEW"

    /// `android:shortcutId`, in place of the one the type gives.
    package var id: String?
    /// The short label in the development language; without one the title is both labels.
    var shortLabel: String?
    /// The short label by language, from the item's `localizations`.
    var shortLabels: [String: String]
    package var action: String?
    /// The activity's fully qualified class name.
    package var targetClass: String?
    package var data: String?
    package var categories: [String]

    package init(
        id: String? = nil, shortLabel: String? = nil, shortLabels: [String: String] = [:], action: String? = nil,
        targetClass: String? = nil, data: String? = nil, categories: [String] = []
    ) {
        self.id = id
        self.shortLabel = shortLabel
        self.shortLabels = shortLabels
        self.action = action
        self.targetClass = targetClass
        self.data = data
        self.categories = categories
    }

    /// The short label in `language` (nil: the development one), when the items file gives one.
    package func shortLabel(in language: String?) -> String? {
        language.map { shortLabels[$0] } ?? shortLabel
    }
}
