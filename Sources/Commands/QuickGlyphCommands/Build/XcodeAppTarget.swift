import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// `build --project App.xcodeproj [--target NAME]`: the app target whose quick actions the
/// build keeps, read from the project: the Info.plist its configurations name (or, when it
/// keeps none, as Xcode 13+ templates do, where the build writes one) and its deployment
/// target.
package struct XcodeAppTarget: Sendable {
    /// The `.xcodeproj` folder as the user wrote it, and resolved.
    var projectDisplayPath: String
    var projectURL: URL
    var name: String
    /// The Info.plist the build merges into, as a path the user would write.
    var infoPlistDisplayPath: String
    /// Whether every configuration of the target names it in INFOPLIST_FILE already.
    var namesInfoPlist: Bool
    /// Whether the file is also among the target's members (a synchronized folder holds it, no exception keeps it
    /// out), so that Xcode would copy it as a resource too.
    var isMember: Bool
    /// IPHONEOS_DEPLOYMENT_TARGET: below iOS 13 a symbol-only item shows no icon (the items' check is told it).
    var deploymentTarget: String?

    /// Set when the project chose the Info.plist (INFOPLIST_FILE, or a folder it keeps the target's files in) and it
    /// lies
    /// outside the project's folder. The project is a file a pull request can change; the command line is the
    /// person's. So there the build creates nothing (no Info.plist, no folder, no `.lproj` folder, strings file or
    /// String Catalog), and edits an existing file only when `--info-plist` names it too.
    var outsideProject: OutsideProject?

    struct OutsideProject: Sendable, Equatable {
        /// What put the file there, for messages: `INFOPLIST_FILE (../elsewhere/Info.plist) of target Demo`.
        var setting: String
        /// The project's folder, as the user would write it.
        var folder: String
        /// Whether `--info-plist` names the file too.
        var named: Bool
    }

    /// Whether `path` (relative to the working folder, or absolute) lies outside the project's folder: the folder
    /// holding the `.xcodeproj`, `$(SRCROOT)`. By its spelling, `..` resolved: a link inside the folder is the guard's.
    func isOutsideProject(_ path: String) -> Bool {
        let folder = ProjectPath.normalized(projectURL.deletingLastPathComponent().path)
        return ProjectPath.relative(URL(fileURLWithPath: path).standardizedFileURL.path, below: folder) == nil
    }

    /// Whether the project must change for the target to use the file: set, or kept out of its members.
    var needsEdit: Bool { !namesInfoPlist || isMember }

    var pbxprojURL: URL { projectURL.appendingPathComponent("project.pbxproj") }
    var pbxprojDisplayPath: String { (projectDisplayPath as NSString).appendingPathComponent("project.pbxproj") }

    /// A mistyped `--project` (`Dmeo.xcodeproj`, or `Demo` for `Demo.xcodeproj`): the `.xcodeproj` folder beside it
    /// named most like it, else the one inside the folder it names; as the user would write it, nil when none is near.
    static func nearestProject(to displayPath: String) -> String? {
        let trimmed = displayPath.hasSuffix("/") ? String(displayPath.dropLast()) : displayPath
        func projects(in folder: String) -> [String] {
            (FolderListing.entries(of: folder.isEmpty ? "." : folder) ?? [])
                .filter { $0.kind == .directory && $0.name.hasSuffix(".xcodeproj") }.map(\.name).sorted()
        }
        func join(_ folder: String, _ name: String) -> String {
            folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
        }
        let parent = (trimmed as NSString).deletingLastPathComponent
        // Compared whole (`Dmeo.xcodeproj` is a typo of `Demo.xcodeproj`), the extension added when left out.
        let typed = ((trimmed as NSString).lastPathComponent as NSString).deletingPathExtension + ".xcodeproj"
        let beside = projects(in: parent)
        if let name = beside.first(where: { $0 == typed }) ?? NameSuggestion.nearest(to: typed, among: beside) {
            return join(parent, name)
        }
        let inside = projects(in: trimmed)
        return inside.count == 1 ? join(trimmed, inside[0]) : nil
    }

    /// Reads the project through the guard (no link followed inside the project, size-limited) and picks the target.
    /// - Parameter infoPlistDisplayPath: `--info-plist`, where the build writes the file when the target names none.
    package static func read(
        projectDisplayPath: String, targetName: String?, infoPlistDisplayPath: String?,
        files: AppFileGuard
    ) throws(XcodeAppTargetError) -> XcodeAppTarget {
        let projectURL = URL(fileURLWithPath: projectDisplayPath).standardizedFileURL
        let pbxprojDisplay = (projectDisplayPath as NSString).appendingPathComponent("project.pbxproj")
        let data: Data
        do {
            guard
                let read = try files.read(projectURL.appendingPathComponent("project.pbxproj"), limit: SourceFile.limit)
            else {
                let near = nearestProject(to: projectDisplayPath).map { " (did you mean '\($0)'?)" } ?? ""
                throw XcodeAppTargetError.unreadable(
                    path: pbxprojDisplay, reason: "there is no such file; name the .xcodeproj folder\(near)")
            }
            data = read
        } catch let error as XcodeAppTargetError {
            throw error
        } catch {
            throw .unreadable(path: pbxprojDisplay, reason: ErrorText.describe(error))
        }
        let project: XcodeProject
        do throws(XcodeProjectError) {
            project = try XcodeProject(pbxproj: data, projectPath: projectURL.path) { path in
                try? files.read(URL(fileURLWithPath: path), limit: SourceFile.limit)
            }
        } catch {
            throw .unreadable(path: pbxprojDisplay, reason: error.reason)
        }
        let applications = project.targets.filter(\.isIOSApplication).map(\.name)
        let target: XcodeTarget
        if let targetName {
            guard let named = project.target(named: targetName) else {
                throw .noSuchTarget(
                    name: targetName, project: projectDisplayPath, applications: applications,
                    others: project.targets.map(\.name))
            }
            guard named.isIOSApplication else { throw .notAnApplication(name: targetName, applications: applications) }
            target = named
        } else {
            guard !applications.isEmpty else { throw .noApplication(project: projectDisplayPath) }
            guard applications.count == 1, let only = project.target(named: applications[0]) else {
                throw .severalApplications(project: projectDisplayPath, applications: applications)
            }
            target = only
        }
        return try settle(
            target, project: project, projectDisplayPath: projectDisplayPath, projectURL: projectURL,
            infoPlistDisplayPath: infoPlistDisplayPath)
    }

    private static func settle(
        _ target: XcodeTarget, project: XcodeProject, projectDisplayPath: String, projectURL: URL,
        infoPlistDisplayPath: String?
    ) throws(XcodeAppTargetError) -> XcodeAppTarget {
        let configurations = target.configurations
        let named = configurations.compactMap(\.infoPlistFile)
        let projectParent = (projectDisplayPath as NSString).deletingLastPathComponent
        func display(_ absolute: String) -> String {
            guard absolute.hasPrefix(project.projectFolder + "/") else { return absolute }
            return (projectParent as NSString).appendingPathComponent(
                String(absolute.dropFirst(project.projectFolder.count + 1)))
        }
        let plist: String
        let namesIt: Bool
        // What chose the file, when the project did (nil when --info-plist alone names it).
        var chosenBy: String?
        if let first = named.first {
            // Every configuration must name the same one: the build keeps one file.
            guard named.count == configurations.count, Set(named).count == 1 else {
                throw .severalInfoPlists(
                    target: target.name,
                    byConfiguration: configurations.map { ($0.name, $0.infoPlistFile.map(display)) })
            }
            if let given = infoPlistDisplayPath, URL(fileURLWithPath: given).standardizedFileURL.path != first {
                throw .otherInfoPlist(target: target.name, named: display(first), given: given)
            }
            plist = first
            namesIt = true
            let written = configurations.first?.settings["INFOPLIST_FILE"] ?? first
            chosenBy = "INFOPLIST_FILE (\(written)) of target \(target.name)"
        } else {
            // Whether an xcconfig that could not be read names one is unknown: not guessed.
            let unread = configurations.flatMap(\.unreadConfigurationFiles)
            guard unread.isEmpty else {
                throw .unreadConfigurationFiles(target: target.name, files: unread.map(display))
            }
            if let given = infoPlistDisplayPath {
                plist = URL(fileURLWithPath: given).standardizedFileURL.path
            } else if let folder = target.synchronizedFolders.first(where: {
                ($0.path as NSString).lastPathComponent == target.name
            })
                ?? target.synchronizedFolders.first
            {
                plist = folder.path + "/Info.plist"
                chosenBy = "the synchronized folder \(display(folder.path)) of target \(target.name)"
            } else if FileStatus.kind(atPath: project.projectFolder + "/" + target.name) == .directory {
                plist = ProjectPath.normalized(project.projectFolder + "/" + target.name + "/Info.plist")
                chosenBy = "the folder named after target \(target.name)"
            } else {
                throw .noPlaceForInfoPlist(target: target.name)
            }
            namesIt = false
        }
        let settings = target.defaultConfiguration
        var app = XcodeAppTarget(
            projectDisplayPath: projectDisplayPath, projectURL: projectURL, name: target.name,
            infoPlistDisplayPath: infoPlistDisplayPath ?? display(plist), namesInfoPlist: namesIt,
            isMember: target.contains(plist), deploymentTarget: settings?.deploymentTarget)
        if let chosenBy, app.isOutsideProject(plist) {
            app.outsideProject = OutsideProject(
                setting: chosenBy, folder: projectParent.isEmpty ? "." : projectParent,
                named: infoPlistDisplayPath != nil)
        }
        return app
    }
}
