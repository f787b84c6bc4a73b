import QuickGlyphModel

/// An Info.plist's `UIApplicationSceneManifest`: the app uses scenes, and these classes are the
/// delegates of its application scenes (`UISceneConfigurations` › `UIWindowSceneSessionRoleApplication`
/// › `UISceneDelegateClassName`).
struct SceneManifest: Sendable, Equatable {
    static let key = "UIApplicationSceneManifest"

    /// The delegate classes named, as written (`$(PRODUCT_MODULE_NAME).SceneDelegate`).
    var delegateClassNames: [String]
    /// Where `UIApplicationSceneManifest` is in the file.
    var position: SourcePosition?

    init(delegateClassNames: [String], position: SourcePosition?) {
        self.delegateClassNames = delegateClassNames
        self.position = position
    }

    init(_ manifest: [String: Any], at position: SourcePosition?) {
        var names: [String] = []
        if let configurations = manifest["UISceneConfigurations"] as? [String: Any] {
            for role in configurations.keys.sorted()
            where role.hasSuffix("ApplicationSessionRole") || role == "UIWindowSceneSessionRoleApplication" {
                for configuration in configurations[role] as? [[String: Any]] ?? [] {
                    if let name = configuration["UISceneDelegateClassName"] as? String { names.append(name) }
                }
            }
        }
        self.init(delegateClassNames: names, position: position)
    }

    /// A written class name as code declares it: Swift's module prefix (`App.SceneDelegate`,
    /// `$(PRODUCT_MODULE_NAME).SceneDelegate`) cut off.
    static func className(_ written: String) -> String {
        String(written.split(separator: ".").last ?? Substring(written))
    }
}
