import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// The glyph files of a folder: sorted by name (not in the file system's
/// order), with invalid and clashing names reported, never guessed around.
struct GlyphDiscovery: Sendable {
    var sources: [GlyphSource]
    var findings: [Finding]
    /// Every folder read for glyphs: the glyph folder, and its sub-folders under `--recursive`.
    var folders: [String]
    /// The glyph folder's sub-folders not read, without `--recursive`.
    var unreadSubfolders: [String]

    /// With `recursive`, the glyph folder's sub-folders are read too (a glyph is still named by its
    /// base name alone), passing over hidden folders, asset catalogs and the folders in `excluding`
    /// (the output folder, when it is inside the glyph folder: its PNGs are not glyphs).
    init(directory: URL, displayPath: String, recursive: Bool = false, excluding: [URL] = []) throws {
        var walk = GlyphFolderWalk(
            recursive: recursive, excluded: Set(excluding.compactMap { FileIdentity(path: $0.path) }))
        // Only the glyph folder itself must be readable; a sub-folder that is not is named, not fatal.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        walk.visit(folder: directory.path, displayPath: displayPath, names: names)
        let candidates = walk.candidates.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
        var findings = walk.findings
        folders = walk.folders
        unreadSubfolders = walk.unreadSubfolders
        var valid: [GlyphSource] = []
        for source in candidates {
            if let problem = GlyphDiscovery.problem(with: source.name, kind: source.kind) {
                findings.append(
                    Finding(ToolDiagnostics.invalidName, path: source.displayPath, message: problem.description))
            } else if let tooLong = GlyphDiscovery.lengthProblem(of: source.name) {
                findings.append(
                    Finding(ToolDiagnostics.invalidName, path: source.displayPath, message: tooLong.description))
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

    /// Folders `--recursive` does not enter: what a build or Xcode made, never what a designer drew.
    /// The bundles an app check passes over, and what Xcode keeps in folders of its own; lower case, as compared.
    static let passedOverExtensions: Set<String> = Set(
        (FolderScan.builtBundleExtensions
            .union([
                AssetNaming.catalogExtension, AssetNaming.imagesetExtension, "appiconset", "xcodeproj", "xcworkspace",
                "lproj",
            ]))
            .map { $0.lowercased() })

    /// Artwork formats a designer might hand off that are not glyph sources.
    static let artworkExtensions: Set<String> = [
        "jpg", "jpeg", "heic", "heif", "gif", "webp", "tif", "tiff", "bmp",
        "ai", "eps", "psd", "sketch", "fig", "xd", "afdesign",
    ]

    /// Why a file in the glyph folder is not built, when it looks like artwork; nil for other files.
    static func skipped(_ name: String) -> String? {
        guard !name.hasPrefix(".") else { return nil }
        let formats = SourceKind.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
        let ext = (name as NSString).pathExtension.lowercased()
        guard artworkExtensions.contains(ext) else { return nil }
        return
            "a .\(ext) file is not a glyph source (quickglyph builds \(formats)); export it as SVG, or as PNG with transparency"
    }

    /// - Parameter kind: the file's, for a glyph file's base name (a PNG's scale suffix already taken off); nil for
    /// another name.
    static func problem(with name: String, kind: SourceKind? = nil) -> GlyphNameError? {
        if name.isEmpty { return .empty }
        if name.hasPrefix(".") { return .leadingDot }
        if name.contains("/") || name.contains("\\") { return .pathSeparator }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .controlCharacter
        }
        if kind != nil, AssetNaming.isIPadVariant(name) { return .iPadVariant }
        if let suffix = AssetNaming.scaleSuffix(of: name, anyCase: kind != nil) {
            return kind == .png ? .pngScaleSuffix(suffix) : .scaleSuffix(suffix)
        }
        return nil
    }

    /// The longest name a glyph's outputs take (its imageset folder, its largest-scale PNG),
    /// when it passes the file system's limit; building would fail at the write otherwise.
    static func lengthProblem(of name: String) -> UnusableFileName? {
        let outputs = [AssetNaming.imagesetFolder(name: name), AssetNaming.filename(name: name, scale: 3)]
        guard let longest = outputs.max(by: { $0.utf8.count < $1.utf8.count }),
            longest.utf8.count > UnusableFileName.nameLimit
        else { return nil }
        return .tooLong(output: longest, bytes: longest.utf8.count, limit: UnusableFileName.nameLimit)
    }

    /// The names in `folder` whose bytes are not valid UTF-8, as the file system holds them.
    static func nonUTF8Names(in folder: String) -> [[UInt8]] {
        let names = (FolderListing.entries(of: folder) ?? []).map(\.bytes)
        return names.filter { String(validating: $0, as: UTF8.self) == nil }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty || directory == "."
            ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
    }
}
