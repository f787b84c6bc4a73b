/// With `--android`: the app module's `res/` folder the build wrote into (as the
/// build named it, resolved) and the files it wrote there, relative to it. Only
/// these are ever replaced or removed there by a later build into the same folder.
public struct AndroidResourcesRecord: Codable, Sendable, Equatable {
    public var folder: String
    public var files: [Manifest.File]
    /// With `--android-manifest`: the AndroidManifest.xml (resolved) whose launcher activity holds the
    /// shortcuts entry because a build inserted it. Only an entry recorded here is ever taken out again
    /// (when no item is static any more); one the app had already is the app's.
    public var manifestEntry: String?

    public init(folder: String, files: [Manifest.File], manifestEntry: String? = nil) {
        self.folder = folder
        self.files = files
        self.manifestEntry = manifestEntry
    }
}
