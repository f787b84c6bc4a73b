import QuickGlyphModel

/// What an app's code says about its life cycle, and every method iOS hands quick actions to.
/// The target's Info.plist says the rest (its scene manifest); the inventory puts both together.
package struct LifeCycleCode: Sendable, Equatable {
    /// Classes adopting `UIApplicationDelegate` (or `@main`/`@UIApplicationMain` ones).
    package var appDelegates: [DeclaredClass] = []
    /// Classes adopting `UIWindowSceneDelegate` or `UISceneDelegate`.
    package var sceneDelegates: [DeclaredClass] = []
    /// Classes a `UISceneConfiguration`'s `delegateClass` is set to (in `configurationForConnecting`), where it is set.
    package var configuredSceneDelegates: [DeclaredClass] = []
    /// `@main struct …: App`: a SwiftUI app.
    package var swiftUIApps: [DeclaredClass] = []
    /// Classes a SwiftUI app names in `@UIApplicationDelegateAdaptor`.
    package var delegateAdaptors: [DeclaredClass] = []
    /// Each `scene(_:willConnectTo:options:)` method, read or not for a quick action, by its class.
    var sceneWillConnectMethods: [DeclaredClass] = []
    /// The methods that receive quick actions.
    package var handlers: [QuickActionHandler] = []
    /// quickglyph's own Swift file in the app, with the lines the app adds for it.
    var wirings: [GeneratedWiring] = []

    init() {}

    /// The facts of the files at `paths` only (one target's code).
    func restricted(to paths: Set<String>) -> LifeCycleCode {
        var code = LifeCycleCode()
        code.appDelegates = appDelegates.filter { paths.contains($0.at.path) }
        code.sceneDelegates = sceneDelegates.filter { paths.contains($0.at.path) }
        code.configuredSceneDelegates = configuredSceneDelegates.filter { paths.contains($0.at.path) }
        code.swiftUIApps = swiftUIApps.filter { paths.contains($0.at.path) }
        code.delegateAdaptors = delegateAdaptors.filter { paths.contains($0.at.path) }
        code.sceneWillConnectMethods = sceneWillConnectMethods.filter { paths.contains($0.at.path) }
        code.handlers = handlers.filter { paths.contains($0.at.path) }
        code.wirings = wirings.compactMap { $0.restricted(to: paths) }
        return code
    }

    mutating func add(_ other: LifeCycleCode) {
        appDelegates += other.appDelegates
        sceneDelegates += other.sceneDelegates
        configuredSceneDelegates += other.configuredSceneDelegates
        swiftUIApps += other.swiftUIApps
        delegateAdaptors += other.delegateAdaptors
        sceneWillConnectMethods += other.sceneWillConnectMethods
        handlers += other.handlers
        wirings += other.wirings
    }
}
