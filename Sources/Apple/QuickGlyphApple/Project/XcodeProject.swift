import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// An Xcode project read from its project.pbxproj: the native targets, their
/// settings and their files. Reads nothing itself; the caller passes the bytes and
/// a way to read the xcconfig files the project names.
package struct XcodeProject: Sendable, Equatable {
    /// The `.xcodeproj` folder, normalized.
    package var path: String
    /// SRCROOT and PROJECT_DIR: the folder holding the `.xcodeproj`, or the project's `projectDirPath` against it.
    package var projectFolder: String
    /// The native targets, in the project's order.
    package var targets: [XcodeTarget]
    /// The folders it references as files, absolute, sorted: where a local package added
    /// before Xcode 15 is (`XcodePackageProduct.packagePath` is nil for its products).
    package var folderReferences: [String]

    init(path: String, projectFolder: String, targets: [XcodeTarget], folderReferences: [String] = []) {
        self.path = path
        self.projectFolder = projectFolder
        self.targets = targets
        self.folderReferences = folderReferences
    }

    /// readFile: reads a file the project names (xcconfig); nil when it cannot be read.
    package init(pbxproj: Data, projectPath: String, readFile: (String) -> Data?) throws(XcodeProjectError) {
        let path = ProjectPath.normalized(projectPath)
        let file = ProjectPath.join(path, "project.pbxproj")
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: pbxproj, options: [], format: nil)
        } catch {
            throw .notAPropertyList(
                file: file,
                reason: Self.cutShort(pbxproj)
                    ? "it ends before its closing brace: the file is cut short"
                    : ErrorText.describe(error))
        }
        guard let root = plist as? [String: Any] else {
            throw .notAProject(file: file, missing: "its top level is not a dictionary")
        }
        guard let table = root["objects"] as? [String: Any] else {
            throw .notAProject(file: file, missing: "it has no \"objects\" table")
        }
        let objects = table.compactMapValues { $0 as? [String: Any] }
        guard let rootID = root["rootObject"] as? String, let project = objects[rootID],
            project["isa"] as? String == "PBXProject"
        else {
            throw .notAProject(file: file, missing: "its \"rootObject\" is not a PBXProject")
        }
        let projectFolder = ProjectPath.join(ProjectPath.parent(path), project["projectDirPath"] as? String ?? "")
        let graph = ProjectObjects(objects: objects, projectFolder: projectFolder)
        // The reader lives only for this call, so the closure never outlives it.
        let (targets, folders) = withoutActuallyEscaping(readFile) { readFile in
            let reader = ProjectReader(
                graph: graph, projectID: rootID, projectName: Self.name(of: path), readFile: readFile)
            return (reader.targets(), reader.folderReferences())
        }
        self.init(path: path, projectFolder: projectFolder, targets: targets, folderReferences: folders)
    }

    /// The target with this name.
    package func target(named name: String) -> XcodeTarget? {
        targets.first { $0.name == name }
    }

    /// Foundation names the first character it could not read, which for a cut file is
    /// the comment on line 1; a project always ends with the brace that closes it.
    private static func cutShort(_ data: Data) -> Bool {
        let last = data.reversed().first { !Character(Unicode.Scalar($0)).isWhitespace }
        return last != UInt8(ascii: "}")
    }

    private static func name(of path: String) -> String {
        let last = ProjectPath.lastComponent(path)
        return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
    }
}
