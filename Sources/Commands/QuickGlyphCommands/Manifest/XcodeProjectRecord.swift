import QuickGlyphApple

/// With `--project` or `--info-plist`: what the build did to the app's project files that a
/// later build may have to undo when the last static item goes. Only what is recorded here
/// is ever taken out again: an Info.plist or a setting the app had is the app's.
package struct XcodeProjectRecord: Codable, Sendable, Equatable {
    /// The Info.plist the build created (resolved), deleted again when it holds nothing else.
    var createdInfoPlist: String?
    /// The `.xcodeproj` (resolved) whose project.pbxproj the build edited, and the edit.
    var project: String?
    var edit: InfoPlistFileEdit?

    package init(createdInfoPlist: String? = nil, project: String? = nil, edit: InfoPlistFileEdit? = nil) {
        self.createdInfoPlist = createdInfoPlist
        self.project = project
        self.edit = edit
    }

    var isEmpty: Bool { createdInfoPlist == nil && edit == nil }

    /// The record with its paths passed through `convert` (`RelativePath.of` to store it in the
    /// output folder, `RelativePath.resolve` to read it back) with that folder's path.
    func convertingPaths(_ convert: (String, String) -> String, folder: String) -> XcodeProjectRecord {
        XcodeProjectRecord(
            createdInfoPlist: createdInfoPlist.map { convert($0, folder) },
            project: project.map { convert($0, folder) },
            edit: edit)
    }
}
