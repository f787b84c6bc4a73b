/// Where iOS hands a chosen quick action to an app's code, and in which life cycle it does.
package enum QuickActionEntry: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// The app delegate's `application(_:performActionFor:completionHandler:)`: a running app without scenes.
    case performAction
    /// `launchOptions[.shortcutItem]` in the app delegate's `application(_:will|didFinishLaunchingWithOptions:)`:
    /// a cold start without scenes.
    case launchOptions
    /// `connectionOptions.shortcutItem` in the scene delegate's `scene(_:willConnectTo:options:)`: a cold start with
    /// scenes.
    case sceneWillConnect
    /// The window scene delegate's `windowScene(_:performActionFor:completionHandler:)`: a running app with scenes.
    case windowScenePerformAction
    /// `options.shortcutItem` in the app delegate's `application(_:configurationForConnecting:options:)`: the same
    /// connection options a scene delegate gets at a cold start, read before the scene connects.
    case configurationForConnecting

    /// Whether iOS calls it only in an app without scenes (or on iOS 12 and earlier).
    var isAppDelegate: Bool { self == .performAction || self == .launchOptions }

    /// Whether it receives the action that launched the app with scenes.
    var isSceneColdStart: Bool { self == .sceneWillConnect || self == .configurationForConnecting }

    /// Whether it is a `performActionFor…completionHandler:` method, whose completion handler must be called.
    var hasCompletionHandler: Bool { self == .performAction || self == .windowScenePerformAction }

    /// The method as Swift writes it.
    var swiftName: String {
        switch self {
        case .performAction: return "application(_:performActionFor:completionHandler:)"
        case .launchOptions: return "application(_:didFinishLaunchingWithOptions:)"
        case .sceneWillConnect: return "scene(_:willConnectTo:options:)"
        case .windowScenePerformAction: return "windowScene(_:performActionFor:completionHandler:)"
        case .configurationForConnecting: return "application(_:configurationForConnecting:options:)"
        }
    }

    /// The method as Objective-C writes it.
    var objCName: String {
        switch self {
        case .performAction: return "application:performActionForShortcutItem:completionHandler:"
        case .launchOptions: return "application:didFinishLaunchingWithOptions:"
        case .sceneWillConnect: return "scene:willConnectToSession:options:"
        case .windowScenePerformAction: return "windowScene:performActionForShortcutItem:completionHandler:"
        case .configurationForConnecting: return "application:configurationForConnectingSceneSession:options:"
        }
    }

    /// The method in the language of the file it is in.
    func name(in language: SourceLanguage) -> String {
        language == .swift ? swiftName : objCName
    }
}
