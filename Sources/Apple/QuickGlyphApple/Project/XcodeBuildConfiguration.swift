/// One build configuration of a target (Debug, Release…): its settings merged
/// the way Xcode layers them, lowest first: the project's xcconfig, the
/// project's settings, the target's xcconfig, the target's settings.
package struct XcodeBuildConfiguration: Sendable, Equatable {
    package var name: String
    /// As merged, not expanded; `$(inherited)` already stands for the level below.
    /// Conditional settings (`KEY[sdk=…]`) are left out.
    package var settings: [String: String]
    var targetName: String
    /// The folder `$(SRCROOT)` and `$(PROJECT_DIR)` name.
    var projectFolder: String
    /// The `.xcodeproj` folder's name without its extension: `$(PROJECT_NAME)`.
    var projectName: String
    /// The xcconfig files read for these settings, includes first, absolute.
    package var configurationFiles: [String]
    /// The xcconfig files the project names for these settings but that could not be read:
    /// their settings are missing from `settings`.
    package var unreadConfigurationFiles: [String]

    init(
        name: String, settings: [String: String], targetName: String, projectFolder: String, projectName: String,
        configurationFiles: [String] = [], unreadConfigurationFiles: [String] = []
    ) {
        self.name = name
        self.settings = settings
        self.targetName = targetName
        self.projectFolder = projectFolder
        self.projectName = projectName
        self.configurationFiles = configurationFiles
        self.unreadConfigurationFiles = unreadConfigurationFiles
    }

    /// `value` with `$(VAR)`, `${VAR}` and `$VAR` replaced by the setting's expanded value,
    /// `$(inherited)` dropped, a few operators (`:lower`, `:upper`, `:rfc1034identifier`,
    /// `:c99extidentifier`, `:default=…`) applied. A variable known neither to the settings
    /// nor to Xcode's few project ones stays as written.
    package func expanded(_ value: String) -> String {
        BuildSettingExpansion(lookup: lookup).expand(value).trimmingCharacters(in: .whitespaces)
    }

    /// `value` expanded as `expanded(_:)` does, but the settings in `kept` stay as written (`$(NAME)`): a
    /// quick-action type keeps `$(PRODUCT_BUNDLE_IDENTIFIER)`, the one setting its handlers read at run time.
    func expanded(_ value: String, keeping kept: Set<String>) -> String {
        BuildSettingExpansion(lookup: { kept.contains($0) ? nil : lookup($0) }).expand(value)
            .trimmingCharacters(in: .whitespaces)
    }

    /// INFOPLIST_FILE expanded and made absolute against the project folder.
    package var infoPlistFile: String? {
        guard let value = settings["INFOPLIST_FILE"].map(expanded), !value.isEmpty else { return nil }
        return ProjectPath.join(projectFolder, value)
    }

    /// GENERATE_INFOPLIST_FILE = YES: Xcode writes (or completes) the Info.plist from INFOPLIST_KEY_* settings.
    package var generatesInfoPlist: Bool {
        settings["GENERATE_INFOPLIST_FILE"].map(expanded)?.uppercased() == "YES"
    }

    /// The INFOPLIST_KEY_* settings, expanded, by Info.plist key (`CFBundleDisplayName`).
    package var infoPlistKeys: [String: String] {
        let prefix = "INFOPLIST_KEY_"
        var keys: [String: String] = [:]
        for (key, value) in settings where key.hasPrefix(prefix) && key.count > prefix.count {
            keys[String(key.dropFirst(prefix.count))] = expanded(value)
        }
        return keys
    }

    /// IPHONEOS_DEPLOYMENT_TARGET expanded: the oldest iOS the target runs on.
    package var deploymentTarget: String? {
        settings["IPHONEOS_DEPLOYMENT_TARGET"].map(expanded).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The oldest system of `platform` the target runs on: `WATCHOS_DEPLOYMENT_TARGET` for a watch app, and so on.
    func deploymentTarget(for platform: XcodePlatform) -> String? {
        let key: String
        switch platform {
        case .iOS, .unknown: return deploymentTarget
        case .macOS: key = "MACOSX_DEPLOYMENT_TARGET"
        case .watchOS: key = "WATCHOS_DEPLOYMENT_TARGET"
        case .tvOS: key = "TVOS_DEPLOYMENT_TARGET"
        case .visionOS: key = "XROS_DEPLOYMENT_TARGET"
        }
        return settings[key].map(expanded).flatMap { $0.isEmpty ? nil : $0 }
    }

    private func lookup(_ variable: String) -> String? {
        if let value = settings[variable] { return value }
        switch variable {
        case "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT": return projectFolder
        case "TARGET_NAME": return targetName
        case "PRODUCT_NAME": return targetName
        case "PROJECT_NAME": return projectName
        case "CONFIGURATION": return name
        case "inherited": return ""
        default: return nil
        }
    }
}
