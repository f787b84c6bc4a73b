import QuickGlyphCore

/// One product of an app as Xcode builds it: which Info.plist it ships, which
/// catalogs it compiles into its `Assets.car`, which sources it compiles. Read
/// from an Xcode project's native target, or assumed from a folder that has no
/// project (then every file under the folder belongs to it).
public struct AppTarget: Sendable, Equatable {
    public enum Role: String, Sendable, Equatable {
        /// An iOS application (or App Clip): the only product whose quick actions iOS shows.
        case iOSApplication = "iOS application"
        /// An app extension, a widget, a watch app or extension, a macOS app, a framework, tests:
        /// their catalogs and plists are never judged for quick actions.
        case other
        /// No Xcode project: the folder is taken for one app.
        case assumedFromFolder = "folder"
    }

    /// The target's name; the folder's path when assumed.
    public var name: String
    public var role: Role
    /// Xcode's product type identifier (`com.apple.product-type.application`), or nil when assumed.
    public var productType: String?
    /// Its platform in words (`iOS`, `watchOS`), or nil when assumed.
    public var platform: String?
    /// The Info.plist files its build configurations name, in order, without repeats.
    public var infoPlists: [String]
    /// The `.xcassets` folders it compiles.
    public var catalogs: [String]
    /// The Swift and Objective-C files it compiles (and, for code following, the headers beside them).
    public var sources: [String]
    /// Its `.strings` and `.xcstrings` resources.
    public var localizationFiles: [String]
    /// PNGs copied into its bundle as files: `templateImageName:` finds them after the catalog.
    public var bundleImages: [String]
    /// The oldest system it runs on (`IPHONEOS_DEPLOYMENT_TARGET` for an iOS app: `12.0`), when the project sets it.
    public var deploymentTarget: String?
    /// Info.plist keys the build generates (`INFOPLIST_KEY_CFBundleDisplayName`), by key.
    public var generatedInfoPlistKeys: [String: String]
    /// The `project.pbxproj` it is read from; nil when assumed.
    public var project: String?

    public init(name: String, role: Role, productType: String? = nil, platform: String? = nil, infoPlists: [String] = [],
                catalogs: [String] = [], sources: [String] = [], localizationFiles: [String] = [], bundleImages: [String] = [],
                deploymentTarget: String? = nil, generatedInfoPlistKeys: [String: String] = [:], project: String? = nil) {
        self.name = name
        self.role = role
        self.productType = productType
        self.platform = platform
        self.infoPlists = infoPlists
        self.catalogs = catalogs
        self.sources = sources
        self.localizationFiles = localizationFiles
        self.bundleImages = bundleImages
        self.deploymentTarget = deploymentTarget
        self.generatedInfoPlistKeys = generatedInfoPlistKeys
        self.project = project
    }

    /// Whether iOS shows the quick actions this target declares.
    public var showsQuickActions: Bool { role != .other }

    /// The name a report shows, nil for the assumed one (there is only one app then).
    public var label: String? { role == .assumedFromFolder ? nil : name }
}
