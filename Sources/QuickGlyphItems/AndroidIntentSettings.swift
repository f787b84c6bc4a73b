/// An item's `"android"` object: what its Android app shortcut's `<intent>` holds
/// beyond the package (which the root's `"android"` gives every item). Every value is
/// a literal: Android reads intent attributes with the system's resources, so a
/// `@string/…` there would become a broken component name.
public struct AndroidIntentSettings: Sendable, Equatable {
    public static let fields = ["action", "targetClass", "data", "categories"]
    /// The intent action Android's documentation uses for shortcuts when none is given.
    public static let defaultAction = "android.intent.action.VIEW"

    public var action: String?
    /// The activity's fully qualified class name.
    public var targetClass: String?
    public var data: String?
    public var categories: [String]

    public init(action: String? = nil, targetClass: String? = nil, data: String? = nil, categories: [String] = []) {
        self.action = action
        self.targetClass = targetClass
        self.data = data
        self.categories = categories
    }
}
