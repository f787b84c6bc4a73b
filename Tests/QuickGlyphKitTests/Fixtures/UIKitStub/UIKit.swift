// A stand-in for UIKit, so that tests on Linux compile the Swift `build --swift`
// generates and run its logic. It declares exactly the UIKit API the generated
// code uses, with Apple's documented signatures and availability, and as strict an
// isolation as Apple's (every class on the main actor), and the properties a test
// reads back of what that code made (a scene configuration's name and role, as
// Apple's declares them). Beyond that it records
// which initializer made an icon, and has initializers a test needs to make what
// only iOS makes (an application, connection options, a session, a scene); both are
// marked "stub only". The delegate methods that are `optional` in UIKit's Objective-C
// protocols are requirements here (Swift on Linux has no optional requirements): a
// class whose method is misspelt then fails to compile instead of never being called.

// UIKit re-exports Foundation (Bundle, NSSecureCoding, NSString).
@_exported import Foundation

@MainActor
open class UIApplicationShortcutIcon {
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share
        case prohibit, contact, home, markLocation, favorite, love, cloud, invitation, confirmation, mail, message
        case date, time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// Stub only: the initializer that made the icon and its argument, `templateImageName: compose`.
    public let made: String

    public convenience init(type: IconType) { self.init(made: "type: .\(type)") }
    public convenience init(templateImageName: String) { self.init(made: "templateImageName: \(templateImageName)") }
    @available(iOS 13.0, *)
    public convenience init(systemImageName: String) { self.init(made: "systemImageName: \(systemImageName)") }

    private init(made: String) { self.made = made }
}

@MainActor
open class UIApplicationShortcutItem {
    open private(set) var type: String
    open private(set) var localizedTitle: String
    open private(set) var localizedSubtitle: String?
    open private(set) var icon: UIApplicationShortcutIcon?
    open private(set) var userInfo: [String: any NSSecureCoding]?

    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
}

@MainActor
open class UIApplication {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    open var shortcutItems: [UIApplicationShortcutItem]?

    /// Stub only: iOS makes the one `UIApplication.shared`.
    public init() {}
}

@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    @available(iOS 13.0, *)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

@available(iOS 13.0, *)
@MainActor
open class UIScene {
    @MainActor
    open class ConnectionOptions {
        open private(set) var shortcutItem: UIApplicationShortcutItem?

        /// Stub only: iOS makes these when it connects a scene.
        public init(shortcutItem: UIApplicationShortcutItem?) { self.shortcutItem = shortcutItem }
    }

    /// Stub only: iOS makes the scenes.
    public init() {}
}

@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {}

@available(iOS 13.0, *)
@MainActor
open class UISceneSession: NSObject {
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    open private(set) var role: Role
    open private(set) var configuration: UISceneConfiguration

    /// Stub only: iOS makes a session for each scene, with the configuration Info.plist gives.
    public init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
    }
}

@available(iOS 13.0, *)
@MainActor
open class UISceneConfiguration: NSObject {
    open private(set) var name: String?
    open private(set) var role: UISceneSession.Role
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

@available(iOS 13.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

@available(iOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}
