/// The local Swift packages the folder walk found (each folder holding a `Package.swift`)
/// and the sources an app that links one of their products runs.
///
/// Which package targets a product holds is written in `Package.swift`, which is Swift
/// code: it is not parsed here. So a package counts whole: every Swift and Objective-C
/// file below its `Sources/` (SwiftPM's default place for targets), less a folder named
/// `Tests` and less a package nested inside it (which is a package of its own). A target
/// whose `path:` points elsewhere in the package is not read, and a package's own
/// dependencies on other local packages (`.package(path:)`) are not followed.
struct LocalPackages {
    /// By folder, absolute and normalized: the walk's spelling of the folder and its sources.
    private var packages: [String: (folder: String, sources: [String])] = [:]

    /// absolute: a walk path made absolute and normalized, as a project's paths are.
    init(scan: FolderScan, absolute: (String) -> String) {
        for root in scan.packageRoots { packages[absolute(root)] = (root, []) }
        // The innermost package holding a file is the one it belongs to.
        let roots = packages.keys.sorted { $0.count > $1.count }
        for path in scan.sources where !path.hasSuffix(".h") {
            let file = absolute(path)
            guard
                let (root, relative) = roots.lazy.compactMap({ root in
                    ProjectPath.relative(file, below: root).map { (root, $0) }
                }).first
            else { continue }
            let parts = relative.split(separator: "/")
            guard parts.count > 1, parts[0] == "Sources", !parts.dropLast().contains("Tests") else { continue }
            packages[root]?.sources.append(path)
        }
    }

    /// The walk's spelling of the package at `path` (absolute, normalized) and its sources;
    /// nil when the walk found no `Package.swift` there.
    func package(at path: String) -> (folder: String, sources: [String])? {
        packages[path]
    }

    /// The package that holds a product named `name`, for a product that names no
    /// package: among `candidates` (absolute folders, the project's folder references)
    /// when some are packages, else among every package found. Without `Package.swift`
    /// parsed, a package holds the product when its folder has the product's name or a
    /// target folder `Sources/<name>`; failing both, the one package among the
    /// project's folder references holds it, if there is only one.
    func package(holding name: String, candidates: [String]) -> String? {
        let referenced = candidates.filter { packages[$0] != nil }
        for pool in [referenced, packages.keys.sorted()] where !pool.isEmpty {
            if let named = pool.first(where: { ProjectPath.lastComponent($0) == name }) { return named }
            if let holding = pool.first(where: { hasTargetFolder($0, name) }) { return holding }
        }
        return referenced.count == 1 ? referenced[0] : nil
    }

    private func hasTargetFolder(_ root: String, _ name: String) -> Bool {
        guard let package = packages[root] else { return false }
        let prefix =
            package.folder.hasSuffix("/")
            ? package.folder + "Sources/" + name + "/" : package.folder + "/Sources/" + name + "/"
        return package.sources.contains { $0.hasPrefix(prefix) }
    }
}
