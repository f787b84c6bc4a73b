import Foundation
import QuickGlyphCore
import QuickGlyphRender

/// The glyph files of a folder: sorted by name (not in the file system's
/// order), with invalid and clashing names reported, never guessed around.
public struct GlyphDiscovery: Sendable {
    public var sources: [GlyphSource]
    public var findings: [Finding]

    public init(directory: URL, displayPath: String) throws {
        let folder = directory.path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        // Plain string work: a URL a file costs more than the no-op build can spare.
        let candidates = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { name -> GlyphSource? in
            guard let dot = name.lastIndex(of: "."), let kind = SourceKind(filename: name) else { return nil }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            // A folder named like a glyph is not one; anything else, even a broken
            // link, is, so that reading it reports why it cannot be used.
            if FileStatus.isDirectory(atPath: path) { return nil }
            return GlyphSource(name: String(name[..<dot]), path: path, kind: kind, displayPath: GlyphDiscovery.join(displayPath, name))
        }
        var findings: [Finding] = []
        var valid: [GlyphSource] = []
        for source in candidates {
            if let problem = GlyphDiscovery.problem(with: source.name) {
                findings.append(Finding(ToolDiagnostics.invalidName, path: source.displayPath, message: problem.description))
            } else {
                valid.append(source)
            }
        }
        // Asset names are case-insensitive in a compiled catalog.
        let groups = Dictionary(grouping: valid) { $0.name.lowercased() }
        for source in valid {
            let clashes = groups[source.name.lowercased()]!.filter { $0 != source }
            for other in clashes {
                findings.append(Finding(ToolDiagnostics.duplicateName, path: source.displayPath,
                                        message: GlyphNameError.duplicate(otherPath: other.displayPath).description))
            }
        }
        sources = valid.filter { groups[$0.name.lowercased()]!.count == 1 }
        self.findings = findings
    }

    public static func problem(with name: String) -> GlyphNameError? {
        if name.isEmpty { return .empty }
        if name.hasPrefix(".") { return .leadingDot }
        if name.contains("/") || name.contains("\\") { return .pathSeparator }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return .controlCharacter }
        if let suffix = AssetNaming.scaleSuffix(of: name) { return .scaleSuffix(suffix) }
        return nil
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty || directory == "." ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
    }
}
