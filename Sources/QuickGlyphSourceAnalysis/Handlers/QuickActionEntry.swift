/// Where iOS hands a chosen quick action to an app's code, and in which life cycle it does.
public enum QuickActionEntry: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// The app delegate's `application(_:performActionFor:completionHandler:)`: a running app without scenes.
    case performAction
    /// `launchOptions[.shortcutItem]` in the app delegate's `application(_:will|didFinishLaunchingWithOptions:)`:
    /// a cold start without scenes.
    case launchOptions
    /// `connectionOptions.shortcutItem` in the scene delegate's `scene(_:willConnectTo:options:)`: a cold start with scenes.
    case sceneWillConnect
    /// The window scene delegate's `windowScene(_:performActionFor:completionHandler:)`: a running app with scenes.
    case windowScenePerformAction

    /// Whether iOS calls it only in an app without scenes (or on iOS 12 and earlier).
    public var isAppDelegate: Bool { self == .performAction || self == .launchOptions }

    /// Whether it is a `performActionFor…completionHandler:` method, whose completion handler must be called.
    public var hasCompletionHandler: Bool { self == .performAction || self == .windowScenePerformAction }

    /// The method as Swift writes it.
    public var swiftName: String {
        switch self {
        case .performAction: return "application(_:performActionFor:completionHandler:)"
        case .launchOptions: return "application(_:didFinishLaunchingWithOptions:)"
        case .sceneWillConnect: return "scene(_:willConnectTo:options:)"
        case .windowScenePerformAction: return "windowScene(_:performActionFor:completionHandler:)"
        }
    }

    /// The method as Objective-C writes it.
    public var objCName: String {
        switch self {
        case .performAction: return "application:performActionForShortcutItem:completionHandler:"
        case .launchOptions: return "application:didFinishLaunchingWithOptions:"
        case .sceneWillConnect: return "scene:willConnectToSession:options:"
        case .windowScenePerformAction: return "windowScene:performActionForShortcutItem:completionHandler:"
        }
    }

    /// The method in the language of the file it is in.
    public func name(in language: SourceLanguage) -> String {
        language == .swift ? swiftName : objCName
    }
}
