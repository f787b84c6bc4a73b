/// One native target of a project: what it builds, for which platform, with which
/// settings, from which files.
package struct XcodeTarget: Sendable, Equatable {
    package var name: String
    package var productType: XcodeProductType
    /// The `productType` as the project writes it: `com.apple.product-type.application`.
    package var productTypeIdentifier: String
    package var platform: XcodePlatform
    /// In the project's order; the one `xcodebuild` uses without `-configuration` is `defaultConfigurationName`.
    package var configurations: [XcodeBuildConfiguration]
    package var defaultConfigurationName: String?
    /// The Sources build phase's files, absolute, sorted.
    package var sourceFiles: [String]
    /// The Resources build phase's files, absolute, sorted: asset catalogs and other
    /// folders as one path each, every localization of a variant group as its own path.
    package var resourceFiles: [String]
    /// The synchronized folders the target lists, each with the exceptions set for this target.
    package var synchronizedFolders: [XcodeSynchronizedFolder]
    /// Files inside a synchronized folder the target does not list, made members by an
    /// exception set naming this target (Xcode's way of sharing a file of another
    /// target's folder); absolute, sorted. A listed folder can be among them.
    package var synchronizedMemberFiles: [String]
    /// The targets it depends on or embeds, by name, in the project's order.
    package var dependencies: [String]
    /// The framework and library targets of this project whose code it links, by name:
    /// those it depends on, links or embeds, and theirs in turn, breadth first; never an
    /// app extension, a watch app or a test bundle, which run apart (`ProjectLinks`).
    package var linkedTargets: [String]
    /// The local Swift package products it and its linked targets use, each once.
    package var linkedPackageProducts: [XcodePackageProduct]

    init(
        name: String, productTypeIdentifier: String, platform: XcodePlatform, supportedPlatforms: [String] = [],
        configurations: [XcodeBuildConfiguration], defaultConfigurationName: String? = nil,
        sourceFiles: [String] = [], resourceFiles: [String] = [], synchronizedFolders: [XcodeSynchronizedFolder] = [],
        synchronizedMemberFiles: [String] = [], dependencies: [String] = [],
        linkedTargets: [String] = [], linkedPackageProducts: [XcodePackageProduct] = []
    ) {
        self.name = name
        self.productType = XcodeProductType(identifier: productTypeIdentifier)
        self.productTypeIdentifier = productTypeIdentifier
        self.platform = platform
        self.supportedPlatforms = supportedPlatforms
        self.configurations = configurations
        self.defaultConfigurationName = defaultConfigurationName
        self.sourceFiles = sourceFiles
        self.resourceFiles = resourceFiles
        self.synchronizedFolders = synchronizedFolders
        self.synchronizedMemberFiles = synchronizedMemberFiles
        self.dependencies = dependencies
        self.linkedTargets = linkedTargets
        self.linkedPackageProducts = linkedPackageProducts
    }

    /// SUPPORTED_PLATFORMS of the default configuration, split: `iphoneos`, `iphonesimulator`…
    package var supportedPlatforms: [String]

    /// An app (or App Clip) with an iOS Home Screen icon, hence quick actions.
    package var isIOSApplication: Bool {
        guard productType == .application || productType == .appClip else { return false }
        return platform == .iOS || supportedPlatforms.contains("iphoneos")
    }

    /// The configuration `xcodebuild` builds when none is named, else the first.
    package var defaultConfiguration: XcodeBuildConfiguration? {
        configurations.first { $0.name == defaultConfigurationName } ?? configurations.first
    }

    package func configuration(named name: String) -> XcodeBuildConfiguration? {
        configurations.first { $0.name == name }
    }

    /// Whether a file at this absolute path is a member: listed in a build phase (or
    /// inside a folder listed there), or inside one of its synchronized folders and not excepted.
    package func contains(_ path: String) -> Bool {
        let file = ProjectPath.normalized(path)
        let listed = sourceFiles + resourceFiles + synchronizedMemberFiles
        if listed.contains(where: { ProjectPath.relative(file, below: $0) != nil }) { return true }
        return synchronizedFolders.contains { $0.contains(file) }
    }
}
