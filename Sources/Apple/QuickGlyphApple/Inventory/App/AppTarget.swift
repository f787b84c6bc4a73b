import QuickGlyphModel

/// One product of an app as Xcode builds it: which Info.plist it ships, which
/// catalogs it compiles into its `Assets.car`, which sources it compiles. Read
/// from an Xcode project's native target, or assumed from a folder that has no
/// project (then every file under the folder belongs to it).
package struct AppTarget: Sendable, Equatable {
    package enum Role: String, Sendable, Equatable {
        /// An iOS application (or App Clip): the only product whose quick actions iOS shows.
        case iOSApplication = "iOS application"
        /// An app extension, a widget, a watch app or extension, a macOS app, a framework, tests:
        /// their catalogs and plists are never judged for quick actions.
        case other
        /// No Xcode project: the folder is taken for one app.
        case assumedFromFolder = "folder"
    }

    /// The target's name; the folder's path when assumed.
    package var name: String
    package var role: Role
    /// Xcode's product type identifier (`com.apple.product-type.application`), or nil when assumed.
    package var productType: String?
    /// Its platform in words (`iOS`, `watchOS`), or nil when assumed.
    var platform: String?
    /// The Info.plist files its build configurations name, in order, without repeats.
    package var infoPlists: [String]
    /// The `.xcassets` folders it compiles. Only its own: a linked framework's catalogs are
    /// compiled into the framework's bundle, where `templateImageName:` never looks, so
    /// they resolve none of its quick actions' icons (unless it builds them too).
    package var catalogs: [String]
    /// The Swift and Objective-C files it compiles (and, for code following, the headers beside them).
    package var sources: [String]
    /// The Swift and Objective-C files of the code it links, which runs in its process as
    /// its own does: the sources of the framework and library targets it links
    /// (`linkedTargets`) and of the local Swift packages whose products it uses
    /// (`linkedPackages`), as the folder walk found them, less its own `sources`. Kept
    /// apart from `sources` so what it compiles stays known; whoever reads a target's
    /// code (its quick actions, its handlers) reads both.
    package var linkedSources: [String]
    /// The framework and library targets whose code it links, by name (`XcodeTarget.linkedTargets`).
    package var linkedTargets: [String]
    /// The local Swift packages whose code it links and whose sources were read: their folders as the walk spells them.
    package var linkedPackages: [String]
    /// Code it links that was not read, and why: a package outside the checked folder
    /// (never followed: the walk is the only source of paths), a package not found, a
    /// product no package found holds.
    package var unreadLinkedCode: [UnreadFile]
    /// Its `.strings` and `.xcstrings` resources.
    var localizationFiles: [String]
    /// PNGs copied into its bundle as files: `templateImageName:` finds them after the catalog.
    package var bundleImages: [String]
    /// quickglyph's build records (`ShortcutItems.plist`, and `manifest.json` beside it: an `--out` folder)
    /// that are members through one of its synchronized folders, so copied into its bundle; each with
    /// the folder's last path component, for the message. Never those listed in a build phase by hand.
    package var copiedBuildRecords: [CopiedRecord] = []
    package struct CopiedRecord: Sendable, Equatable {
        package var path: String
        package var folder: String
    }
    /// The oldest system it runs on (`IPHONEOS_DEPLOYMENT_TARGET` for an iOS app: `12.0`), when the project sets it.
    package var deploymentTarget: String?
    /// Info.plist keys the build generates (`INFOPLIST_KEY_CFBundleDisplayName`), by key.
    package var generatedInfoPlistKeys: [String: String]
    /// The `project.pbxproj` it is read from; nil when assumed.
    var project: String?
    /// Its build configurations (Debug, Release…), each with its merged settings: a quick-action type built from a
    /// custom setting (`$(MY_BUNDLE_ID).play`) is read in each. Empty for a target assumed from a folder.
    var configurations: [XcodeBuildConfiguration] = []

    init(
        name: String, role: Role, productType: String? = nil, platform: String? = nil, infoPlists: [String] = [],
        catalogs: [String] = [], sources: [String] = [], localizationFiles: [String] = [], bundleImages: [String] = [],
        deploymentTarget: String? = nil, generatedInfoPlistKeys: [String: String] = [:], project: String? = nil,
        linkedSources: [String] = [], linkedTargets: [String] = [], linkedPackages: [String] = [],
        unreadLinkedCode: [UnreadFile] = []
    ) {
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
        self.linkedSources = linkedSources
        self.linkedTargets = linkedTargets
        self.linkedPackages = linkedPackages
        self.unreadLinkedCode = unreadLinkedCode
    }

    /// Whether iOS shows the quick actions this target declares.
    package var showsQuickActions: Bool { role != .other }

    /// The name a report shows, nil for the assumed one (there is only one app then).
    package var label: String? { role == .assumedFromFolder ? nil : name }
}
