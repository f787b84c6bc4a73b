import QuickGlyphGlyphs
import QuickGlyphModel

/// The glyph folder's files made into glyphs: PNG files of one base name at
/// different scales (`star.png`, `star@2x.png`, `star@3x.png`) are one glyph,
/// every other name shared by two files, ignoring case as a compiled catalog
/// does, is a clash that names both files and builds neither.
struct ScaleSetGrouping {
    var sources: [GlyphSource]
    var findings: [Finding]

    /// - Parameter files: one source a file, in the folder's sorted order; a PNG
    ///   named for a scale carries it in its one file.
    init(files: [GlyphSource]) {
        var order: [String] = []
        var groups: [String: [GlyphSource]] = [:]
        for file in files {
            let key = file.name.lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(file)
        }
        var sources: [GlyphSource] = []
        var findings: [Finding] = []
        for key in order {
            let group = groups[key]!
            if group.count == 1 {
                sources.append(group[0])
            } else if group.allSatisfy({ ScaleSetGrouping.partners($0, group[0]) }),
                Set(group.map(ScaleSetGrouping.scale)).count == group.count
            {
                // A plain `star.png` beside a `star@2x.png` is the @1x file.
                let parts = group.flatMap(\.files).map {
                    GlyphSourceFile(scale: $0.scale ?? 1, path: $0.path, displayPath: $0.displayPath)
                }
                sources.append(
                    GlyphSource(name: group[0].name, kind: .png, files: parts.sorted { $0.scale! < $1.scale! }))
            } else {
                for source in group {
                    let others = group.filter { $0 != source }
                    // Files that would make one set with this one are not its clash; when all would, the clash is among
                    // them.
                    let clashes = others.filter {
                        !ScaleSetGrouping.partners(source, $0)
                            || ScaleSetGrouping.scale(source) == ScaleSetGrouping.scale($0)
                    }
                    for other in clashes.isEmpty ? others : clashes {
                        findings.append(
                            Finding(
                                ToolDiagnostics.duplicateName, path: source.displayPath,
                                message: GlyphNameError.duplicate(otherPath: other.displayPath).description))
                    }
                }
            }
        }
        self.sources = sources
        self.findings = findings
    }

    /// PNG files of the very same base name in one folder: what may be one set (a case-different
    /// name is another asset name's clash, and a set's findings name its files by their names alone).
    private static func partners(_ a: GlyphSource, _ b: GlyphSource) -> Bool {
        a.kind == .png && b.kind == .png && a.name == b.name && folder(a) == folder(b)
    }

    private static func folder(_ source: GlyphSource) -> Substring {
        let path = source.files[0].path
        return path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }

    /// The scale a file is drawn for by its name; 1 for a plain name.
    private static func scale(_ source: GlyphSource) -> Int { source.files[0].scale ?? 1 }
}
