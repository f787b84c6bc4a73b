import QuickGlyphModel

/// An `<activity>` or `<activity-alias>` with an intent filter of action MAIN and category
/// LAUNCHER: the only activities whose shortcuts Android reads.
struct AndroidLauncherActivity: Sendable, Equatable {
    /// A `<meta-data android:name="android.app.shortcuts">` of the activity.
    struct ShortcutsEntry: Sendable, Equatable {
        /// `android:resource` as written.
        var resource: String
        var position: SourcePosition
        /// The `res/xml*/NAME.xml` files it names, each a device may pick.
        package var files: [String]

        init(resource: String, position: SourcePosition, files: [String]) {
            self.resource = resource
            self.position = position
            self.files = files
        }

        /// The `NAME` of `@xml/NAME`.
        var xmlName: String? {
            guard let reference = AndroidResourceReference(resource), reference.type == "xml", reference.package == nil
            else { return nil }
            return reference.name
        }
    }

    var name: String
    var position: SourcePosition
    var shortcuts: [ShortcutsEntry]

    init(name: String, position: SourcePosition, shortcuts: [ShortcutsEntry]) {
        self.name = name
        self.position = position
        self.shortcuts = shortcuts
    }

    static let shortcutsMetaData = "android.app.shortcuts"

    /// The launcher activities of a manifest's `<application>`, their shortcuts files not yet found.
    static func all(in manifest: AndroidXMLElement) -> [AndroidLauncherActivity] {
        var found: [AndroidLauncherActivity] = []
        for application in manifest.children(named: "application") {
            for activity in application.children where activity.name == "activity" || activity.name == "activity-alias"
            {
                let launches = activity.children(named: "intent-filter").contains { filter in
                    filter.children(named: "action").contains { $0.android("name") == "android.intent.action.MAIN" }
                        && filter.children(named: "category").contains {
                            $0.android("name") == "android.intent.category.LAUNCHER"
                        }
                }
                guard launches else { continue }
                let entries = activity.children(named: "meta-data").filter { $0.android("name") == shortcutsMetaData }
                    .map {
                        ShortcutsEntry(resource: $0.android("resource") ?? "", position: $0.position, files: [])
                    }
                found.append(
                    AndroidLauncherActivity(
                        name: activity.android("name") ?? "(unnamed)", position: activity.position, shortcuts: entries))
            }
        }
        return found
    }

    /// Every action named by an intent filter of an activity or activity alias of the manifest's
    /// `<application>`, whatever its categories and data: a superset of the actions an intent with no
    /// component can reach inside the app, so that a finding about one not among them is certain.
    static func filterActions(in manifest: AndroidXMLElement) -> Set<String> {
        var actions = Set<String>()
        for application in manifest.children(named: "application") {
            for activity in application.children where activity.name == "activity" || activity.name == "activity-alias"
            {
                for filter in activity.children(named: "intent-filter") {
                    actions.formUnion(filter.children(named: "action").compactMap { $0.android("name") })
                }
            }
        }
        return actions
    }
}
