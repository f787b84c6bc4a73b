import QuickGlyphSystem

/// Where a module keeps its manifest and resources: Gradle's `src/main/` or the older flat layout.
package struct AndroidModuleLayout: Sendable, Equatable {
    package var root: String
    var manifest: String
    var res: String

    init(root: String, manifest: String, res: String) {
        self.root = root
        self.manifest = manifest
        self.res = res
    }

    /// The layout of `folder`, or nil when it is no Android module. A manifest that is a link or a
    /// FIFO still makes a module (it is named, not followed, when read).
    package init?(folder: String) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        // Each folder on the way a real one: a link planted as src/ or src/main/ is not followed.
        if FileStatus.kind(atPath: base + "/src") == .directory,
            FileStatus.kind(atPath: base + "/src/main") == .directory,
            FileStatus.kind(atPath: base + "/src/main/AndroidManifest.xml") != .missing
        {
            self.init(root: base, manifest: base + "/src/main/AndroidManifest.xml", res: base + "/src/main/res")
        } else if FileStatus.kind(atPath: base + "/AndroidManifest.xml") != .missing,
            FileStatus.kind(atPath: base + "/res") == .directory
        {
            self.init(root: base, manifest: base + "/AndroidManifest.xml", res: base + "/res")
        } else {
            return nil
        }
    }
}
