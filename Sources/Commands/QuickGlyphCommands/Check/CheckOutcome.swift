/// What one step of `check` returns: its findings, files read, glyphs judged and quick actions listed.
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphReport

/// Each step takes what it needs as values and returns one of these; `Auditor.check` folds them with
/// `add`, in one place, as `build` folds its steps' `StepOutcome`s.
struct CheckOutcome {
    var findings: [Finding] = []
    /// Every file read, for the count the summary gives.
    var files = Set<String>()

    // MARK: Glyphs

    /// Imagesets and loose icons judged as glyphs, by path: a later step passes these on so that one
    /// judged for two targets is judged once.
    var judged = Set<String>()
    /// The alpha of every image judged, by imageset (or by its first file): what the HTML report shows, decoded once.
    var images: [String: [ReportIcon.Image]] = [:]
    /// Template imagesets on the glyph canvas, shown or not, for unused-glyph: each path once, where first found.
    private(set) var glyphs: [AppSubject.Glyph] = []
    private var glyphPaths = Set<String>()
    var imagesetCount = 0

    // MARK: Quick actions

    /// The files that declare quick actions (or failed to), each once, where first found.
    private(set) var sources: [String] = []
    private var sourcePaths = Set<String>()
    var usedIcons = Set<String>()
    var actionCount = 0
    var computedIcons = 0
    /// The quick actions for the inventory, in the order the steps found them (the report sorts them).
    var actions: [QuickAction] = []
    /// How each target judged for its code handles its quick actions, for the inventory.
    var handling: [TargetHandling] = []
    /// Each application target's development language, by its label ("" for an app no project names).
    var developmentLanguages: [String: String] = [:]

    // MARK: Android

    /// The Android shortcuts of the modules checked; nil when there was no Android module.
    var androidShortcuts: AndroidShortcutCount?

    init(findings: [Finding] = [], files: Set<String> = [], actions: [QuickAction] = []) {
        self.findings = findings
        self.files = files
        self.actions = actions
    }

    mutating func addGlyph(name: String, path: String) {
        if glyphPaths.insert(path).inserted { glyphs.append(.init(name: name, path: path)) }
    }

    mutating func addSource(_ path: String) {
        if sourcePaths.insert(path).inserted { sources.append(path) }
    }

    /// The images judged, kept for the report under the imageset's path (or its first file's).
    mutating func keep(_ judged: [ImagesetJudge.Image], under key: String) {
        images[key, default: []] += judged.map { image in
            ReportIcon.Image(
                findingPath: image.subject.path, shownPath: image.subject.path,
                scale: image.subject.scale ?? 1, variant: image.variant,
                mask: image.subject.raster.alphaMask)
        }
    }

    /// A later step's outcome after this one's: lists keep their order, each glyph and source
    /// stays where first found, and a later development language for the same target wins.
    mutating func add(_ other: CheckOutcome) {
        findings += other.findings
        files.formUnion(other.files)
        judged.formUnion(other.judged)
        images.merge(other.images) { $0 + $1 }
        for glyph in other.glyphs { addGlyph(name: glyph.name, path: glyph.path) }
        imagesetCount += other.imagesetCount
        for source in other.sources { addSource(source) }
        usedIcons.formUnion(other.usedIcons)
        actionCount += other.actionCount
        computedIcons += other.computedIcons
        actions += other.actions
        handling += other.handling
        developmentLanguages.merge(other.developmentLanguages) { $1 }
        androidShortcuts = other.androidShortcuts ?? androidShortcuts
    }
}
