/// Everything one check found, seen together: which glyph imagesets exist and
/// which icons the quick actions name.
package struct AppSubject: Sendable {
    package struct Glyph: Sendable {
        package var name: String
        package var path: String

        package init(name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    /// A build record of quickglyph's (`manifest.json`, `ShortcutItems.plist`) that an app target copies
    /// as a resource: its path, the target, and the synchronized folder it is in, as the project names it.
    package struct CopiedBuildRecord: Sendable, Equatable {
        package var path: String
        package var target: String
        package var folder: String

        package init(path: String, target: String, folder: String) {
            self.path = path
            self.target = target
            self.folder = folder
        }
    }

    /// Imagesets drawn as quick-action glyphs (template intent, 35 pt canvas).
    var glyphs: [Glyph]
    var usedIcons: Set<String>
    /// The Info.plists and items files seen; without any, nothing can be called unused.
    var shortcutSources: [String]
    /// The folders searched as apps (not named catalogs, imagesets or files).
    var appFolders: [String]
    /// Quick actions declared in all the sources.
    var actionCount: Int
    /// Imagesets judged as quick-action glyphs, and all imagesets seen.
    var judgedImagesets: Int
    var imagesetCount: Int
    /// Quick actions whose icon name the code computes: a custom icon may be among them.
    var computedIcons: Int
    /// quickglyph's build records copied into an app as resources.
    var copiedBuildRecords: [CopiedBuildRecord]

    package init(
        glyphs: [Glyph], usedIcons: Set<String>, shortcutSources: [String], appFolders: [String] = [],
        actionCount: Int = 0, judgedImagesets: Int = 0, imagesetCount: Int = 0, computedIcons: Int = 0,
        copiedBuildRecords: [CopiedBuildRecord] = []
    ) {
        self.copiedBuildRecords = copiedBuildRecords
        self.glyphs = glyphs
        self.usedIcons = usedIcons
        self.shortcutSources = shortcutSources
        self.appFolders = appFolders
        self.actionCount = actionCount
        self.judgedImagesets = judgedImagesets
        self.imagesetCount = imagesetCount
        self.computedIcons = computedIcons
    }
}
