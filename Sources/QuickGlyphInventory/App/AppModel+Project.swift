import Foundation
import QuickGlyphCore
import QuickGlyphProject
import QuickGlyphSystem

extension AppModel {
    /// Every `*.xcodeproj` the walk found (and those a workspace in the folder names),
    /// each native target made an `AppTarget` of the files the walk found that it builds.
    mutating func readProjects() {
        var projects = scan.projects
        for workspace in scan.workspaces {
            let contents = FolderScan.join(workspace, "contents.xcworkspacedata")
            do {
                let named = try XcodeWorkspace(contents: try SourceFile.read(contents), workspacePath: workspace).projectPaths
                // Only the projects inside the folder: what is outside it was not walked, so its files are not known.
                let prefix = ProjectPath.normalized(folder) + "/"
                for path in named where path.hasPrefix(prefix) || ProjectPath.normalized(folder) == "." {
                    if !projects.map(ProjectPath.normalized).contains(ProjectPath.normalized(path)), FileManager.default.fileExists(atPath: path) {
                        projects.append(path)
                    }
                }
            } catch let error as XcodeProjectError {
                unreadProjects.append(UnreadFile(path: contents, reason: error.reason))
            } catch let error as FileReadError {
                // Missing, a workspace names no project; there but not a regular file (a FIFO), it is said.
                if FileStatus.kind(atPath: contents) != .missing { unreadProjects.append(UnreadFile(path: contents, reason: error.description)) }
            } catch {
                unreadProjects.append(UnreadFile(path: contents, reason: ErrorText.describe(error)))
            }
        }
        let files = ScanIndex(scan)
        for project in projects.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let pbxproj = FolderScan.join(project, "project.pbxproj")
            let parsed: XcodeProject
            do {
                let data = try SourceFile.read(pbxproj, limit: nil)
                // Read from its absolute path: build settings such as $(SRCROOT) expand to one.
                parsed = try XcodeProject(pbxproj: data, projectPath: ScanIndex.absolute(project)) { path in try? SourceFile.read(path) }
            } catch let error as XcodeProjectError {
                unreadProjects.append(UnreadFile(path: pbxproj, reason: error.reason))
                continue
            } catch {
                unreadProjects.append(UnreadFile(path: pbxproj, reason: (error as? FileReadError)?.description ?? ErrorText.describe(error)))
                continue
            }
            projectFiles.append(pbxproj)
            targets += parsed.targets.map { files.target($0, project: pbxproj) }
        }
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
        path.hasPrefix("/") ? ProjectPath.normalized(path) : ProjectPath.normalized(FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// The walk's spelling of a project path; a path the walk did not find keeps the project's.
    func found(_ path: String) -> String? { byPath[ScanIndex.absolute(path)] }

    func target(_ target: XcodeTarget, project: String) -> AppTarget {
        let listed = Set((target.sourceFiles + target.resourceFiles + target.synchronizedMemberFiles).map(ProjectPath.normalized))
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
        return AppTarget(
            name: target.name, role: target.isIOSApplication ? .iOSApplication : .other,
            productType: target.productTypeIdentifier, platform: target.platform.rawValue,
            infoPlists: infoPlists, catalogs: members(scan.catalogs),
            sources: members(scan.sources.filter { !$0.hasSuffix(".h") }) + headers,
            localizationFiles: members(scan.localizationFiles), bundleImages: members(scan.pngs),
            deploymentTarget: defaults?.deploymentTarget(for: target.platform),
            generatedInfoPlistKeys: defaults.map { $0.generatesInfoPlist ? $0.infoPlistKeys : [:] } ?? [:],
            project: project)
    }
}
