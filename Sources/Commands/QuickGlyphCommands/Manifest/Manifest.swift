import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// `manifest.json`: what quickglyph made, from what, and for which quick
/// actions. CI, audits and unused-asset tools read it; the next build reads it
/// to skip glyphs that did not change and to know which files are its own.
package struct Manifest: Codable, Sendable, Equatable {
    package static let currentVersion = 1
    package static let filename = "manifest.json"

    var version: Int
    /// `quickglyph VERSION`: a different renderer rebuilds everything.
    var generator: String
    var catalog: String
    var options: OutputOptions
    /// SHA-256 of the generator and every option that changes pixels.
    var optionsHash: String
    /// By icon-file name (`UIApplicationShortcutItemIconFile`).
    var glyphs: [String: Glyph]
    /// Glyphs refused for what their source holds, so that an unchanged bad
    /// glyph is reported again without being rendered again.
    var refused: [String: Refusal]
    var items: [Item]
    /// The files quickglyph wrote below the output folder that belong to no
    /// glyph entry (the catalog's Contents.json, the plist, what a failing glyph
    /// keeps from an earlier build), relative to it.
    var files: [File]
    /// `--fit auto`'s first pass, by source SHA-256: where each source's ink sits
    /// on its artboard, so that a build that changes nothing measures nothing.
    var measures: [String: InkMeasure]?
    /// With `--info-plist`: the String Catalog or strings files beside the plist
    /// the build wrote translations into (their paths as the build named them),
    /// each with the keys it wrote and the languages of each. Only these are ever
    /// changed or removed there by a later build; nil when there are none.
    var strings: [String: [String: [String]]]?
    /// With `--android`: what the build wrote into the app's `res/` folder; nil when nothing.
    var android: AndroidResourcesRecord?
    /// With `--project` or `--info-plist`: the Info.plist the build created and the project edit that names it; nil
    /// when none.
    package var xcode: XcodeProjectRecord?

    // The initializers below are the memberwise ones spelled out: those are internal,
    // and the build, another target, makes every part of a manifest.
    package init(
        version: Int, generator: String, catalog: String, options: OutputOptions, optionsHash: String,
        glyphs: [String: Glyph], refused: [String: Refusal], items: [Item], files: [File],
        measures: [String: InkMeasure]? = nil, strings: [String: [String: [String]]]? = nil,
        android: AndroidResourcesRecord? = nil, xcode: XcodeProjectRecord? = nil
    ) {
        self.version = version
        self.generator = generator
        self.catalog = catalog
        self.options = options
        self.optionsHash = optionsHash
        self.glyphs = glyphs
        self.refused = refused
        self.items = items
        self.files = files
        self.measures = measures
        self.strings = strings
        self.android = android
        self.xcode = xcode
    }

    /// Every file quickglyph wrote: the only files a later build may replace or delete.
    var ownedFiles: [File] {
        files + glyphs.values.flatMap { $0.files }
    }

    package struct Glyph: Codable, Sendable, Equatable {
        var source: Source
        var imageset: String
        /// The imageset's Contents.json.
        var contents: File
        var outputs: [Output]
        /// The types of the items that use this glyph; empty when none does.
        var usedBy: [String]
        /// Warnings the glyph drew, repeated on every build until it changes.
        var findings: [RecordedFinding]
        /// How `--fit auto` placed it; nil under `viewbox` and `glyph`.
        var fit: GlyphFit?

        init(
            source: Source, imageset: String, contents: File, outputs: [Output], usedBy: [String],
            findings: [RecordedFinding], fit: GlyphFit? = nil
        ) {
            self.source = source
            self.imageset = imageset
            self.contents = contents
            self.outputs = outputs
            self.usedBy = usedBy
            self.findings = findings
            self.fit = fit
        }

        /// Its PNGs and its Contents.json.
        var files: [File] {
            outputs.map { File(path: $0.path, sha256: $0.sha256, bytes: $0.bytes) } + [contents]
        }
    }

    package struct Refusal: Codable, Sendable, Equatable {
        var source: Source
        var findings: [RecordedFinding]
        /// The fit it was refused at: the image rules judge the placed glyph.
        var fit: GlyphFit?

        init(source: Source, findings: [RecordedFinding], fit: GlyphFit? = nil) {
            self.source = source
            self.findings = findings
            self.fit = fit
        }
    }

    /// A finding without its path: the path is the source's, wherever it is now.
    struct RecordedFinding: Codable, Sendable, Equatable {
        var rule: DiagnosticID
        var severity: Severity
        var message: String
        /// Where in the source a finding about its text is (an SVG element's line and column).
        var position: SourcePosition?
        var pixel: PixelPosition?
        /// The name of the file of a PNG scale set it is about, when that is not the
        /// source's own file (the set's files share a folder); absent otherwise.
        var file: String?

        init(_ finding: Finding) {
            rule = finding.rule
            severity = finding.severity
            message = finding.message
            position = finding.position
            pixel = finding.pixel
        }

        /// - Parameter source: the path of the file the glyph is recorded as drawn from.
        init(_ finding: Finding, source: String) {
            self.init(finding)
            if finding.path != source {
                file = finding.path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
            }
        }

        /// - Parameter path: where the source's own file is now.
        package func finding(path: String) -> Finding {
            var at = path
            if let file {
                at = path.lastIndex(of: "/").map { String(path[...$0]) + file } ?? file
            }
            return Finding(rule: rule, severity: severity, path: at, message: message, position: position, pixel: pixel)
        }
    }

    /// The file a glyph is drawn from; for a PNG scale set, its largest-scale file, with every file in `scales`.
    struct Source: Codable, Sendable, Equatable {
        var path: String
        var sha256: String
        package var bytes: Int
        /// A PNG scale set's files (the one above too), smallest scale first; absent for a glyph drawn from one file.
        var scales: [ScaleFile]?

        init(path: String, sha256: String, bytes: Int, scales: [ScaleFile]? = nil) {
            self.path = path
            self.sha256 = sha256
            self.bytes = bytes
            self.scales = scales
        }

        /// Whether it holds what `other` holds, wherever the files are now: the same bytes
        /// for the same scales (a file added to a set, or taken away, is a change too).
        func sameContent(as other: Source) -> Bool {
            sha256 == other.sha256
                && scales?.map { [String($0.scale), $0.sha256] } == other.scales?.map { [String($0.scale), $0.sha256] }
        }
    }

    /// One file of a PNG scale set: `star@2x.png` is drawn for @2x.
    struct ScaleFile: Codable, Sendable, Equatable {
        var scale: Int
        var path: String
        var sha256: String
        package var bytes: Int

        init(scale: Int, path: String, sha256: String, bytes: Int) {
            self.scale = scale
            self.path = path
            self.sha256 = sha256
            self.bytes = bytes
        }
    }

    struct Output: Codable, Sendable, Equatable {
        var path: String
        var scale: Int
        var pixels: Int
        var sha256: String
        package var bytes: Int

        init(path: String, scale: Int, pixels: Int, sha256: String, bytes: Int) {
            self.path = path
            self.scale = scale
            self.pixels = pixels
            self.sha256 = sha256
            self.bytes = bytes
        }
    }

    package struct Item: Codable, Sendable, Equatable {
        package var type: String
        var title: String
        var glyph: String?
        var systemIcon: String?
        var symbol: String?
        /// True for an item made in code (absent otherwise): not in Info.plist.
        var dynamic: Bool?
        /// The languages its title is translated into, when there are any.
        var languages: [String]?
    }

    package struct File: Codable, Sendable, Equatable {
        var path: String
        var sha256: String
        package var bytes: Int

        package init(path: String, sha256: String, bytes: Int) {
            self.path = path
            self.sha256 = sha256
            self.bytes = bytes
        }
    }

    /// A manifest this version can trust, or nil (missing, corrupt, another version); the app's
    /// files it names resolved against its folder.
    package static func read(from url: URL) -> Manifest? {
        // A regular file only: a FIFO there must not hang the build.
        guard let data = try? RegularFile.read(atPath: url.path) else { return nil }
        return decode(data, folder: url.deletingLastPathComponent())
    }

    /// The manifest in these bytes, if this version can trust it, read from `folder`.
    static func decode(_ data: Data, folder: URL) -> Manifest? {
        guard let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
            manifest.filesAreInside,
            manifest.version == currentVersion
        else { return nil }
        return manifest.appPaths(RelativePath.resolve, folder: folder)
    }

    /// The manifest with each path it records of the app's own files (the Info.plist the build
    /// created, the project it edited, the res/ folder, the AndroidManifest.xml holding its entry)
    /// passed through `convert` with the manifest's folder. The manifest is kept in the app's
    /// repository, so on disk these are relative to its folder (two clones write the same bytes);
    /// in memory they are absolute, as every build step compares them. An older manifest's
    /// absolute paths read as they are.
    func appPaths(_ convert: (String, String) -> String, folder: URL) -> Manifest {
        let base = folder.standardizedFileURL.path
        var manifest = self
        manifest.xcode = xcode?.convertingPaths(convert, folder: base)
        manifest.android = android?.convertingPaths(convert, folder: base)
        return manifest
    }

    /// Every path the manifest names stays below the output folder: relative,
    /// with no `..`, so a manifest edited in a pull request cannot make a build
    /// delete or replace anything outside it.
    var filesAreInside: Bool {
        let paths = ownedFiles.map(\.path) + glyphs.values.map(\.imageset) + (android?.files.map(\.path) ?? [])
        return paths.allSatisfy(Manifest.isInside)
    }

    static func isInside(_ path: String) -> Bool {
        // Over the UTF-8 bytes: a no-op build checks every path of the manifest, and
        // Foundation's `contains` and `split` cost more than the rest of the decision.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: "."), backslash = UInt8(ascii: "\\")
        var componentLength = 0, dots = 0
        for byte in path.utf8 {
            switch byte {
            case slash:
                // An empty component (a leading `/`, `//`) or `.` or `..`.
                guard componentLength > 0, dots != componentLength || dots > 2 else { return false }
                componentLength = 0
                dots = 0
                continue
            case backslash, 0:
                return false
            case dot:
                dots += 1
            default:
                break
            }
            componentLength += 1
        }
        return componentLength > 0 && (dots != componentLength || dots > 2)
    }

    static func optionsHash(for options: OutputOptions) -> String {
        let canonical = (try? JSONFormatting.encode(options)) ?? Data()
        return SHA256.hex(Data("quickglyph \(QuickGlyph.version)\n".utf8) + canonical)
    }
}

extension Manifest.Item {
    init(_ item: QuickAction) {
        type = item.typeText
        title = item.titleText
        switch item.icon {
        case .file(let name): glyph = name
        case .type(let name): systemIcon = name.icon?.rawValue ?? name.written
        case .symbol(let name): symbol = name
        case .none, .unresolved: break
        }
        dynamic = item.isDynamic ? true : nil
        languages = item.titles.isEmpty ? nil : item.languages
    }
}
