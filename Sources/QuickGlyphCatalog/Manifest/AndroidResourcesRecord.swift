/// With `--android`: the app module's `res/` folder the build wrote into (as the
/// build named it, resolved) and the files it wrote there, relative to it. Only
/// these are ever replaced or removed there by a later build into the same folder.
public struct AndroidResourcesRecord: Codable, Sendable, Equatable {
    public var folder: String
    public var files: [Manifest.File]

    public init(folder: String, files: [Manifest.File]) {
        self.folder = folder
        self.files = files
    }
}
