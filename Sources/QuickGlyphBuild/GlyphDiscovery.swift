import Foundation
import QuickGlyphCore
import QuickGlyphRender
import QuickGlyphSystem

/// The glyph files of a folder: sorted by name (not in the file system's
/// order), with invalid and clashing names reported, never guessed around.
public struct GlyphDiscovery: Sendable {
    public var sources: [GlyphSource]
    public var findings: [Finding]

    public init(directory: URL, displayPath: String) throws {
        let folder = directory.path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        var findings: [Finding] = []
        // Foundation leaves out (or mangles) names that are not UTF-8: find them in the raw listing.
        for bytes in GlyphDiscovery.nonUTF8Names(in: folder) where bytes.first != UInt8(ascii: ".") {
            findings.append(Finding(ToolDiagnostics.invalidName, path: GlyphDiscovery.join(displayPath, UnusableFileName.escaped(bytes)),
                                    message: UnusableFileName.notUTF8.description))
        }
        // Plain string work: a URL a file costs more than the no-op build can spare.
        let candidates = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { name -> GlyphSource? in
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            guard let dot = name.lastIndex(of: "."), let kind = SourceKind(filename: name) else {
                // Nothing that looks like artwork is passed over in silence.
                if let skipped = GlyphDiscovery.skipped(name, path: path) {
                    findings.append(Finding(ToolDiagnostics.fileSkipped, path: GlyphDiscovery.join(displayPath, name), message: skipped))
                }
                return nil
            }
            // A folder named like a glyph is not one; anything else, even a broken
            // link, is, so that reading it reports why it cannot be used.
            if FileStatus.isDirectory(atPath: path) { return nil }
            var base = String(name[..<dot])
            var scale: Int?
            // A PNG named for a scale is one file of a scale set; a vector draws every scale and keeps the suffix refused.
            if kind == .png, !AssetNaming.isIPadVariant(base), let drawn = AssetNaming.drawnScale(of: base) { (base, scale) = drawn }
            let file = GlyphSourceFile(scale: scale, path: path, displayPath: GlyphDiscovery.join(displayPath, name))
            return GlyphSource(name: base, kind: kind, files: [file])
        }
        var valid: [GlyphSource] = []
        for source in candidates {
            if let problem = GlyphDiscovery.problem(with: source.name, kind: source.kind) {
                findings.append(Finding(ToolDiagnostics.invalidName, path: source.displayPath, message: problem.description))
            } else if let tooLong = GlyphDiscovery.lengthProblem(of: source.name) {
                findings.append(Finding(ToolDiagnostics.invalidName, path: source.displayPath, message: tooLong.description))
            } else {
                valid.append(source)
            }
        }
        // Asset names are case-insensitive in a compiled catalog.
        let grouping = ScaleSetGrouping(files: valid)
        sources = grouping.sources
        findings += grouping.findings
        self.findings = findings
    }

    /// Artwork formats a designer might hand off that are not glyph sources.
    static let artworkExtensions: Set<String> = ["jpg", "jpeg", "heic", "heif", "gif", "webp", "tif", "tiff", "bmp",
                                                  "ai", "eps", "psd", "sketch", "fig", "xd", "afdesign"]

    /// Why a name in the glyph folder is not built, when it looks like artwork or holds some; nil for other files.
    static func skipped(_ name: String, path: String) -> String? {
        guard !name.hasPrefix(".") else { return nil }
        let formats = SourceKind.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
        if FileStatus.isDirectory(atPath: path) {
            return "a folder: only the files directly in the glyph folder are built (\(formats)), not sub-folders; "
                + "move its glyphs up, or build it as a glyph folder of its own"
        }
        let ext = (name as NSString).pathExtension.lowercased()
        guard artworkExtensions.contains(ext) else { return nil }
        return "a .\(ext) file is not a glyph source (quickglyph builds \(formats)); export it as SVG, or as PNG with transparency"
    }

    /// - Parameter kind: the file's, for a glyph file's base name (a PNG's scale suffix already taken off); nil for another name.
    public static func problem(with name: String, kind: SourceKind? = nil) -> GlyphNameError? {
        if name.isEmpty { return .empty }
        if name.hasPrefix(".") { return .leadingDot }
        if name.contains("/") || name.contains("\\") { return .pathSeparator }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return .controlCharacter }
        if kind != nil, AssetNaming.isIPadVariant(name) { return .iPadVariant }
        if let suffix = AssetNaming.scaleSuffix(of: name, anyCase: kind != nil) { return kind == .png ? .pngScaleSuffix(suffix) : .scaleSuffix(suffix) }
        return nil
    }

    /// The longest name a glyph's outputs take (its imageset folder, its largest-scale PNG),
    /// when it passes the file system's limit; building would fail at the write otherwise.
    static func lengthProblem(of name: String) -> UnusableFileName? {
        let outputs = [AssetNaming.imagesetFolder(name: name), AssetNaming.filename(name: name, scale: 3)]
        guard let longest = outputs.max(by: { $0.utf8.count < $1.utf8.count }), longest.utf8.count > UnusableFileName.nameLimit else { return nil }
        return .tooLong(output: longest, bytes: longest.utf8.count, limit: UnusableFileName.nameLimit)
    }

    /// The names in `folder` whose bytes are not valid UTF-8, as the file system holds them.
    static func nonUTF8Names(in folder: String) -> [[UInt8]] {
        let names = (FolderListing.entries(of: folder) ?? []).map(\.bytes)
        return names.filter { String(validating: $0, as: UTF8.self) == nil }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty || directory == "." ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
    }
}
