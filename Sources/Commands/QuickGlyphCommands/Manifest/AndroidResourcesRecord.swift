/// With `--android`: the app module's `res/` folder the build wrote into (as the
/// build named it, resolved) and the files it wrote there, relative to it. Only
/// these are ever replaced or removed there by a later build into the same folder.
package struct AndroidResourcesRecord: Codable, Sendable, Equatable {
    var folder: String
    var files: [Manifest.File]
    /// With `--android-manifest`: the AndroidManifest.xml (resolved) whose launcher activity holds the
    /// shortcuts entry because a build inserted it. Only an entry recorded here is ever taken out again
    /// (when no item is static any more); one the app had already is the app's.
    var manifestEntry: String?
    /// A hash of everything the files were made from (the tool's version, the output options, the
    /// items file, each used glyph's source bytes and fit): a later build with the same inputs and
    /// every file intact writes nothing and draws nothing.
    var inputs: String?
    /// The glyphs that were drawn into icons, for the findings a build that draws nothing repeats.
    var drawn: [String]?

    package init(
        folder: String, files: [Manifest.File], manifestEntry: String? = nil, inputs: String? = nil,
        drawn: [String]? = nil
    ) {
        self.folder = folder
        self.files = files
        self.manifestEntry = manifestEntry
        self.inputs = inputs
        self.drawn = drawn
    }

    /// The record with its paths passed through `convert` with the output folder's path, as `XcodeProjectRecord`'s.
    func convertingPaths(_ convert: (String, String) -> String, folder: String) -> AndroidResourcesRecord {
        var record = self
        record.folder = convert(self.folder, folder)
        record.manifestEntry = manifestEntry.map { convert($0, folder) }
        return record
    }
}
