import Foundation

/// Turns the objects of one project into its targets.
struct ProjectReader {
    let graph: ProjectObjects
    let projectID: String
    let projectName: String
    let readFile: (String) -> Data?

    func targets() -> [XcodeTarget] {
        let targetIDs = graph.ids(projectID, "targets").filter { graph.isa($0) == "PBXNativeTarget" }
        var products: [String: String] = [:]
        for id in targetIDs {
            if let product = graph.string(id, "productReference"), let name = graph.string(id, "name") {
                products[product] = name
            }
        }
        let projectConfigurations = configurations(of: projectID)
        let links = ProjectLinks(graph: graph, projectID: projectID, targetIDs: targetIDs)
        return targetIDs.map { id in
            var target = target(id: id, projectConfigurations: projectConfigurations, products: products)
            target.linkedTargets = links.linkedTargets(of: id).map {
                graph.string($0, "name") ?? graph.string($0, "productName") ?? $0
            }
            target.linkedPackageProducts = links.linkedProducts(of: id)
            return target
        }
    }

    /// Folders the project references as files (`lastKnownFileType` `folder` or
    /// `wrapper`): blue folders of resources, and local Swift packages added before
    /// Xcode 15, whose products then name no package. Absolute, sorted.
    func folderReferences() -> [String] {
        let folders = graph.objects.keys.filter { id in
            graph.isa(id) == "PBXFileReference"
                && ["folder", "wrapper"].contains(graph.string(id, "lastKnownFileType") ?? "")
        }
        return Self.sortedUnique(folders.compactMap { graph.path(of: $0) })
    }

    private func target(
        id: String, projectConfigurations: [RawConfiguration], products: [String: String]
    ) -> XcodeTarget {
        let name = graph.string(id, "name") ?? graph.string(id, "productName") ?? id
        let list = graph.string(id, "buildConfigurationList")
        let configurations = configurations(of: id).map { own in
            merged(own, over: projectConfigurations.first { $0.name == own.name }, targetName: name)
        }
        let defaultName = list.flatMap { graph.string($0, "defaultConfigurationName") }
        let chosen = configurations.first { $0.name == defaultName } ?? configurations.first
        let setting = { (key: String) in chosen?.settings[key].map { chosen!.expanded($0) } }
        let supported = (setting("SUPPORTED_PLATFORMS") ?? "").split(separator: " ").map(String.init)
        var sources: [String] = []
        var resources: [String] = []
        var dependencies: [String] = graph.ids(id, "dependencies").compactMap { dependency in
            graph.string(dependency, "target").flatMap { graph.string($0, "name") } ?? graph.string(dependency, "name")
                ?? graph.string(dependency, "targetProxy").flatMap { graph.string($0, "remoteInfo") }
        }
        for phase in graph.ids(id, "buildPhases") {
            let files = graph.ids(phase, "files")
            switch graph.isa(phase) {
            case "PBXSourcesBuildPhase": sources += files.flatMap(graph.files(ofBuildFile:))
            case "PBXResourcesBuildPhase": resources += files.flatMap(graph.files(ofBuildFile:))
            case "PBXCopyFilesBuildPhase":
                dependencies += files.compactMap { graph.string($0, "fileRef").flatMap { products[$0] } }
            default: break
            }
        }
        let listed = graph.ids(id, "fileSystemSynchronizedGroups")
        return XcodeTarget(
            name: name, productTypeIdentifier: graph.string(id, "productType") ?? "",
            platform: XcodePlatform(sdkRoot: setting("SDKROOT"), supportedPlatforms: supported),
            supportedPlatforms: supported,
            configurations: configurations, defaultConfigurationName: defaultName,
            sourceFiles: Self.sortedUnique(sources), resourceFiles: Self.sortedUnique(resources),
            synchronizedFolders: listed.compactMap { folder in
                graph.path(of: folder).map {
                    XcodeSynchronizedFolder(path: $0, exceptions: exceptions(of: folder, for: id))
                }
            },
            synchronizedMemberFiles: Self.sortedUnique(sharedFiles(for: id, listed: Set(listed))),
            dependencies: dependencies.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        )
    }

    /// The paths an exception set of the folder names for the target, sorted.
    private func exceptions(of folder: String, for target: String) -> [String] {
        let sets = graph.ids(folder, "exceptions").filter {
            graph.isa($0) == "PBXFileSystemSynchronizedBuildFileExceptionSet" && graph.string($0, "target") == target
        }
        return Self.sortedUnique(sets.flatMap { graph.ids($0, "membershipExceptions").map(ProjectPath.normalized) })
    }

    /// For a folder the target does not list, an exception set naming the target adds
    /// the files it names (the exception is to the folder's not being the target's).
    private func sharedFiles(for target: String, listed: Set<String>) -> [String] {
        graph.objects.keys.sorted().filter {
            graph.isa($0) == "PBXFileSystemSynchronizedRootGroup" && !listed.contains($0)
        }
        .flatMap { folder -> [String] in
            guard let path = graph.path(of: folder) else { return [] }
            return exceptions(of: folder, for: target).map { ProjectPath.join(path, $0) }
        }
    }

    // MARK: Settings

    /// One XCBuildConfiguration as written: its settings and the xcconfig it is based on.
    struct RawConfiguration {
        var name: String
        var settings: [String: Any]
        var baseConfiguration: String?
    }

    private func configurations(of owner: String) -> [RawConfiguration] {
        guard let list = graph.string(owner, "buildConfigurationList") else { return [] }
        return graph.ids(list, "buildConfigurations").compactMap { id in
            guard let name = graph.string(id, "name") else { return nil }
            return RawConfiguration(
                name: name, settings: graph[id]?["buildSettings"] as? [String: Any] ?? [:],
                baseConfiguration: baseConfigurationPath(id))
        }
    }

    /// The xcconfig a configuration is based on: a file reference, or (Xcode 16) a path
    /// inside a synchronized folder.
    private func baseConfigurationPath(_ id: String) -> String? {
        if let reference = graph.string(id, "baseConfigurationReference") { return graph.path(of: reference) }
        if let anchor = graph.string(id, "baseConfigurationReferenceAnchor"),
            let relative = graph.string(id, "baseConfigurationReferenceRelativePath"),
            let folder = graph.path(of: anchor)
        {
            return ProjectPath.join(folder, relative)
        }
        return nil
    }

    /// Lowest first: the project's xcconfig, the project's settings, the target's xcconfig, the target's settings.
    private func merged(
        _ own: RawConfiguration, over project: RawConfiguration?, targetName: String
    ) -> XcodeBuildConfiguration {
        var settings: [String: String] = [:]
        var xcconfig = XcconfigFile()
        for level in [project, own].compactMap({ $0 }) {
            if let base = level.baseConfiguration { xcconfig.apply(base, to: &settings, readFile: readFile) }
            for (key, value) in level.settings where !key.contains("[") {
                guard let text = BuildSettingValue.text(value) else { continue }
                settings[key] = BuildSettingValue.inheriting(text, from: settings[key])
            }
        }
        return XcodeBuildConfiguration(
            name: own.name, settings: settings, targetName: targetName, projectFolder: graph.projectFolder,
            projectName: projectName, configurationFiles: xcconfig.filesRead,
            unreadConfigurationFiles: xcconfig.filesUnread)
    }

    private static func sortedUnique(_ paths: [String]) -> [String] {
        Array(Set(paths)).sorted()
    }
}
