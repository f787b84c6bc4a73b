import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// One imageset as `--fix` reads it before repairing it: its Contents.json and the files
/// it names, every one through the guard that writes them back (no link followed, only
/// regular files, size-limited), so what is repaired is exactly what was read.
struct ImagesetOnDisk {
    /// One entry of Contents.json's `images` with a file.
    struct Entry: Sendable, Equatable {
        var filename: String
        var scale: Int?
        var idiom: String
        /// `appearances`, `width-class` and the like: a variant a template does not need.
        var isVariant: Bool
    }

    /// The largest file `--fix` reads as art: the build's own limit on a glyph source.
    static let artLimit = FileSizeLimit(bytes: 10_000_000, what: "check --fix reads of an icon's art")

    var path: String
    var name: String
    var contents: Data
    /// Contents.json as Foundation reads it.
    var json: [String: Any]
    var entries: [Entry]
    /// Every file of the folder (hidden ones left out) by name, read.
    var files: [String: Data]

    /// The idioms of iOS, whose images a 35 pt template at every scale replaces.
    static let iosIdioms: Set<String> = ["universal", "iphone", "ipad"]

    init(path: String, files guardLayer: AppFileGuard) throws(FixError) {
        self.path = path
        name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = URL(fileURLWithPath: path)
        let found: [FolderListing.Entry]?
        let data: Data?
        do throws(AppFileError) {
            found = try guardLayer.entries(of: folder)
            data =
                found == nil
                ? nil
                : try guardLayer.read(folder.appendingPathComponent(AssetNaming.contentsFile), limit: SourceFile.limit)
        } catch {
            throw .file(error)
        }
        guard let listing = found else { throw .unreadable(path: path, reason: "the imageset is gone") }
        guard let data else { throw .unreadable(path: path, reason: "it has no Contents.json") }
        contents = data
        guard let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any] else {
            throw .unreadable(path: path, reason: "its Contents.json is not a JSON object")
        }
        json = object
        entries = (object["images"] as? [[String: Any]] ?? []).compactMap { image in
            guard let filename = image["filename"] as? String else { return nil }
            let keys = Set(image.keys).subtracting(["filename", "idiom", "scale"])
            return Entry(
                filename: filename, scale: (image["scale"] as? String).flatMap(AssetNaming.scale(fromString:)),
                idiom: image["idiom"] as? String ?? "universal", isVariant: !keys.isEmpty)
        }
        var files: [String: Data] = [:]
        for entry in listing
        where entry.kind == .regular && !entry.name.hasPrefix(".") && entry.name != AssetNaming.contentsFile {
            do throws(AppFileError) {
                files[entry.name] = try guardLayer.read(folder.appendingPathComponent(entry.name), limit: Self.artLimit)
            } catch {
                throw .file(error)
            }
        }
        self.files = files
    }

    /// Why a template at every scale cannot replace what the imageset holds, or nil when it can:
    /// dark-mode or size-class variants and other platforms' idioms are a person's to merge.
    var replacementRefusal: String? {
        if let variant = entries.first(where: \.isVariant) {
            return
                "its Contents.json gives \(variant.filename) an appearance or size-class variant, which a redraw would drop"
        }
        if let other = entries.first(where: { !Self.iosIdioms.contains($0.idiom) }) {
            return "its Contents.json names \(other.filename) for the \(other.idiom) idiom, which a redraw would drop"
        }
        return nil
    }

    /// The art the imageset is drawn again from: its PDF or SVG when it has one, else its
    /// largest PNG (most pixels; on a tie, the higher scale). Only a file Contents.json names.
    var bestArt: Art? {
        let named = entries.filter { files[$0.filename] != nil }
        if let vector = named.first(where: { SourceKind(filename: $0.filename).map { $0 != .png } ?? false }),
            let kind = SourceKind(filename: vector.filename)
        {
            return Art(filename: vector.filename, kind: kind, data: files[vector.filename]!)
        }
        var best: (entry: Entry, pixels: Int)?
        for entry in named where SourceKind(filename: entry.filename) == .png {
            guard let header = try? PNGImage.header(of: files[entry.filename]!) else { continue }
            let pixels = header.width * header.height
            if best == nil || pixels > best!.pixels
                || (pixels == best!.pixels && (entry.scale ?? 0) > (best!.entry.scale ?? 0))
            {
                best = (entry, pixels)
            }
        }
        return best.map { Art(filename: $0.entry.filename, kind: .png, data: files[$0.entry.filename]!) }
    }

    struct Art: Sendable {
        var filename: String
        var kind: SourceKind
        var data: Data
    }
}
