import Foundation
import QuickGlyphModel
import QuickGlyphSystem

extension AppModel {
    /// Every `*.xcodeproj` the walk found (and those a workspace in the folder names),
    /// each native target made an `AppTarget` of the files the walk found that it builds.
    mutating func readProjects() {
        var projects = scan.projects
        for workspace in scan.workspaces {
            let contents = FolderScan.join(workspace, "contents.xcworkspacedata")
            do {
                let named = try XcodeWorkspace(contents: try SourceFile.read(contents), workspacePath: workspace)
                    .projectPaths
                // Only the projects inside the folder: what is outside it was not walked, so its files are not known.
                let prefix = ProjectPath.normalized(folder) + "/"
                for path in named where path.hasPrefix(prefix) || ProjectPath.normalized(folder) == "." {
                    if !projects.map(ProjectPath.normalized).contains(ProjectPath.normalized(path)),
                        FileManager.default.fileExists(atPath: path)
                    {
                        projects.append(path)
                    }
                }
            } catch let error as XcodeProjectError {
                unreadProjects.append(UnreadFile(path: contents, reason: error.reason))
            } catch let error as FileReadError {
                // Missing, a workspace names no project; there but not a regular file (a FIFO), it is said.
                if FileStatus.kind(atPath: contents) != .missing {
                    unreadProjects.append(UnreadFile(path: contents, reason: error.description))
                }
            } catch {
                unreadProjects.append(UnreadFile(path: contents, reason: ErrorText.describe(error)))
            }
        }
        let files = ScanIndex(scan)
        let packages = LocalPackages(scan: scan, absolute: ScanIndex.absolute)
        for project in projects.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let pbxproj = FolderScan.join(project, "project.pbxproj")
            let parsed: XcodeProject
            do {
                let data = try SourceFile.read(pbxproj, limit: nil)
                // Read from its absolute path: build settings such as $(SRCROOT) expand to one.
                parsed = try XcodeProject(pbxproj: data, projectPath: ScanIndex.absolute(project)) { path in
                    try? SourceFile.read(path)
                }
            } catch let error as XcodeProjectError {
                unreadProjects.append(UnreadFile(path: pbxproj, reason: error.reason))
                continue
            } catch {
                unreadProjects.append(
                    UnreadFile(
                        path: pbxproj, reason: (error as? FileReadError)?.description ?? ErrorText.describe(error)))
                continue
            }
            projectFiles.append(pbxproj)
            let own = parsed.targets.map { files.target($0, project: pbxproj) }
            targets += zip(parsed.targets, own).map { target, made in
                files.linking(made, as: target, in: parsed, among: own, packages: packages)
            }
        }
    }

    /// The linked code of every target that was not read, each once: what `check` cannot
    /// have looked at (see `AppTarget.unreadLinkedCode`).
    package var unreadLinkedCode: [UnreadFile] {
        targets.flatMap(\.unreadLinkedCode).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}

/// The walk's files by normalized path, so a project's paths (normalized from its
/// own folder) find the walk's paths (as the user spelt the folder).
private struct ScanIndex {
    let scan: FolderScan
    private var byPath: [String: String] = [:]

    init(_ scan: FolderScan) {
        self.scan = scan
        for path in scan.sources + scan.localizationFiles + scan.catalogs + scan.pngs + scan.plists {
            byPath[ScanIndex.absolute(path)] = path
        }
    }

    /// `path` absolute and normalized, as the project's paths are.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/")
            ? ProjectPath.normalized(path)
            : ProjectPath.normalized(FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// The walk's spelling of a project path; a path the walk did not find keeps the project's.
    func found(_ path: String) -> String? { byPath[ScanIndex.absolute(path)] }

    func target(_ target: XcodeTarget, project: String) -> AppTarget {
        let listed = Set(
            (target.sourceFiles + target.resourceFiles + target.synchronizedMemberFiles).map(ProjectPath.normalized))
        func members(_ paths: [String]) -> [String] {
            paths.filter { path in
                let normalized = ScanIndex.absolute(path)
                return listed.contains(normalized) || target.synchronizedFolders.contains { $0.contains(normalized) }
            }
        }
        let configurations = [target.defaultConfiguration].compactMap { $0 } + target.configurations
        var infoPlists: [String] = []
        for configuration in configurations {
            guard let file = configuration.infoPlistFile else { continue }
            let path = found(file) ?? file
            if !infoPlists.contains(path) { infoPlists.append(path) }
        }
        let defaults = target.defaultConfiguration
        // Headers are not built, but a source's constants may be declared in them.
        let headers = scan.sources.filter { $0.hasSuffix(".h") }
        var made = AppTarget(
            name: target.name, role: target.isIOSApplication ? .iOSApplication : .other,
            productType: target.productTypeIdentifier, platform: target.platform.rawValue,
            infoPlists: infoPlists, catalogs: members(scan.catalogs),
            sources: members(scan.sources.filter { !$0.hasSuffix(".h") }) + headers,
            localizationFiles: members(scan.localizationFiles), bundleImages: members(scan.pngs),
            deploymentTarget: defaults?.deploymentTarget(for: target.platform),
            generatedInfoPlistKeys: defaults.map { $0.generatesInfoPlist ? $0.infoPlistKeys : [:] } ?? [:],
            project: project)
        made.configurations = target.configurations
        // quickglyph's --out inside a synchronized folder: its fragment marks it, the manifest beside it is the other
        // record. Only a synchronized folder's members: a file listed in a build phase was added on purpose.
        func parent(_ path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }
        func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
        let fragments = scan.plists.filter { name($0) == "ShortcutItems.plist" }
        let outFolders = Set(fragments.map(parent))
        let manifests = scan.jsonFiles.filter { name($0) == "manifest.json" && outFolders.contains(parent($0)) }
        for record in (fragments + manifests).sorted() {
            let normalized = ScanIndex.absolute(record)
            guard !listed.contains(normalized),
                let folder = target.synchronizedFolders.first(where: { $0.contains(normalized) })
            else { continue }
            made.copiedBuildRecords.append(AppTarget.CopiedRecord(path: record, folder: name(folder.path)))
        }
        return made
    }

    /// `made` (the target's own files) with the code it links: the sources of its linked
    /// targets (`own`, the project's targets as made) and of the local packages whose
    /// products it uses. A package is read only when the walk found it: one outside the
    /// checked folder, or not found, is said (once, with the products that lead to it), never followed.
    func linking(
        _ made: AppTarget, as target: XcodeTarget, in project: XcodeProject, among own: [AppTarget],
        packages: LocalPackages
    ) -> AppTarget {
        var app = made
        var linked: [String] = []
        for name in target.linkedTargets {
            guard let other = own.first(where: { $0.name == name }) else { continue }
            app.linkedTargets.append(name)
            linked += other.sources.filter { !$0.hasSuffix(".h") }
        }
        // Package folder (absolute) → the products that lead to it, in order.
        var byPackage: [(path: String, products: [String])] = []
        var unmatched: [String] = []
        for product in target.linkedPackageProducts {
            guard
                let path = product.packagePath
                    ?? packages.package(holding: product.name, candidates: project.folderReferences)
            else {
                unmatched.append(product.name)
                continue
            }
            if let index = byPackage.firstIndex(where: { $0.path == path }) {
                byPackage[index].products.append(product.name)
            } else {
                byPackage.append((path, [product.name]))
            }
        }
        let checked = ScanIndex.absolute(scan.root)
        let notListed = "so quick actions made in its code are not listed"
        for (path, products) in byPackage {
            let what =
                "a local Swift package target \(target.name) links (\(products.count == 1 ? "product" : "products") "
                + DisplayText.list(products.map { DisplayText.quote($0) }) + ")"
            if let inside = ProjectPath.relative(path, below: checked) {
                guard let package = packages.package(at: path) else {
                    app.unreadLinkedCode.append(
                        UnreadFile(
                            path: inside.isEmpty ? scan.root : FolderScan.join(scan.root, inside),
                            reason: "\(what), but the folder walk found no Package.swift there: not read, \(notListed)")
                    )
                    continue
                }
                app.linkedPackages.append(package.folder)
                linked += package.sources
            } else {
                app.unreadLinkedCode.append(
                    UnreadFile(
                        path: path,
                        reason: "\(what), outside the checked folder: not read, \(notListed); "
                            + "check the folder that holds both the project and the package"))
            }
        }
        if !unmatched.isEmpty {
            app.unreadLinkedCode.append(
                UnreadFile(
                    path: made.project ?? project.path,
                    reason: "target \(target.name) links "
                        + (unmatched.count == 1 ? "product " : "products ")
                        + DisplayText.list(unmatched.map { DisplayText.quote($0) })
                        + " of a local Swift package the project names by folder, and no package the walk found has that name or a "
                        + "Sources/<product> folder: not read, \(notListed)"))
        }
        // Each file once, and none it compiles itself: those are its `sources`.
        var seen = Set(made.sources)
        app.linkedSources = linked.filter { seen.insert($0).inserted }
        return app
    }
}
