import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// The listing of the glyph folder and, under `--recursive`, of its sub-folders: each
/// folder's names in byte order, candidates and notes gathered as it goes.
struct GlyphFolderWalk {
    var recursive: Bool
    /// Folders never read (by device and inode, so another spelling of the path does not get past).
    var excluded: Set<FileIdentity>
    var candidates: [GlyphSource] = []
    var findings: [Finding] = []
    /// Every folder read, in the order entered: a Run Script phase lists them as inputs, so a glyph added to any reruns
    /// it.
    var folders: [String] = []
    /// Sub-folders passed over because `--recursive` was not given, as shown: a glyph missing from the
    /// items' view may be in one, and the message that says it is missing says where else to look.
    var unreadSubfolders: [String] = []
    /// Folders entered: a bind mount leading back up is not entered twice.
    private var visited: Set<FileIdentity> = []

    init(recursive: Bool, excluded: Set<FileIdentity>) {
        self.recursive = recursive
        self.excluded = excluded
    }

    mutating func visit(folder: String, displayPath: String, names: [String]) {
        if let identity = FileIdentity(path: folder), !visited.insert(identity).inserted { return }
        folders.append(folder)
        // Foundation leaves out (or mangles) names that are not UTF-8: find them in the raw listing.
        for bytes in GlyphDiscovery.nonUTF8Names(in: folder) where bytes.first != UInt8(ascii: ".") {
            findings.append(
                Finding(
                    ToolDiagnostics.invalidName,
                    path: GlyphDiscovery.join(displayPath, UnusableFileName.escaped(bytes)),
                    message: UnusableFileName.notUTF8.description))
        }
        // Plain string work: a URL a file costs more than the no-op build can spare.
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let shown = GlyphDiscovery.join(displayPath, name)
            // lstat: a link to a folder is not a folder here (following it could loop), nor a glyph.
            let kind = FileStatus.kind(atPath: path)
            if kind == .directory || (kind == .symbolicLink && FileStatus.isDirectory(atPath: path)) {
                visitSubfolder(path: path, name: name, displayPath: shown, isLink: kind == .symbolicLink)
                continue
            }
            guard let dot = name.lastIndex(of: "."), let sourceKind = SourceKind(filename: name) else {
                // Nothing that looks like artwork is passed over in silence.
                if let skipped = GlyphDiscovery.skipped(name) {
                    findings.append(Finding(ToolDiagnostics.fileSkipped, path: shown, message: skipped))
                }
                continue
            }
            // Anything else, even a broken link, is a candidate, so that reading it reports why it cannot be used.
            var base = String(name[..<dot])
            var scale: Int?
            // A PNG named for a scale is one file of a scale set; a vector draws every scale and keeps the suffix
            // refused.
            if sourceKind == .png, !AssetNaming.isIPadVariant(base), let drawn = AssetNaming.drawnScale(of: base) {
                (base, scale) = drawn
            }
            candidates.append(
                GlyphSource(
                    name: base, kind: sourceKind, files: [GlyphSourceFile(scale: scale, path: path, displayPath: shown)]
                ))
        }
    }

    private mutating func visitSubfolder(path: String, name: String, displayPath: String, isLink: Bool) {
        guard !name.hasPrefix(".") else { return }
        let formats = SourceKind.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
        guard recursive else {
            unreadSubfolders.append(displayPath)
            findings.append(
                Finding(
                    ToolDiagnostics.fileSkipped, path: displayPath,
                    message: "a folder: only the files directly in the glyph folder are built (\(formats)), "
                        + "not sub-folders; pass --recursive to read its glyphs too, or move them up"))
            return
        }
        if let identity = FileIdentity(path: path), excluded.contains(identity) { return }
        if isLink {
            findings.append(
                Finding(
                    ToolDiagnostics.fileSkipped, path: displayPath,
                    message: "a link to a folder, which --recursive does not follow (it could lead outside the "
                        + "handoff, or back into it); name the real folder as the glyph folder, or copy its glyphs in"))
            return
        }
        if GlyphDiscovery.passedOverExtensions.contains((name as NSString).pathExtension.lowercased()) {
            findings.append(
                Finding(
                    ToolDiagnostics.fileSkipped, path: displayPath,
                    message: "an asset catalog or a bundle: its images are built outputs, not glyph sources, "
                        + "so --recursive does not read it"))
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            findings.append(
                Finding(
                    ToolDiagnostics.unreadable, path: displayPath,
                    message: "the folder cannot be read (\(String(cString: strerror(errno)))); its glyphs are not built"
                ))
            return
        }
        visit(folder: path, displayPath: displayPath, names: names)
    }
}
