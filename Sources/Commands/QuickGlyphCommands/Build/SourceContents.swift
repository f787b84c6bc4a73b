import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// A glyph's files read whole: one file, or every file of a PNG scale set,
/// with what the manifest records of them (a change to any file is a change).
struct SourceContents: Sendable {
    var source: GlyphSource
    /// One for each of the source's files, in its order.
    var data: [Data]

    /// The hash and size of the primary file, and of each of a set's files.
    var recorded: Manifest.Source {
        let primary = data.last!
        let scales =
            source.isScaleSet
            ? zip(source.files, data).map { file, data in
                Manifest.ScaleFile(
                    scale: file.scale!, path: file.displayPath, sha256: SHA256.hex(data), bytes: data.count)
            } : nil
        return Manifest.Source(
            path: source.displayPath, sha256: scales?.last?.sha256 ?? SHA256.hex(primary), bytes: primary.count,
            scales: scales)
    }

    /// What the converter takes of a set; empty for one file, which `data` alone is.
    var scaleSet: [DrawnScale] {
        guard source.isScaleSet else { return [] }
        return zip(source.files, data).map { DrawnScale(scale: $0.scale!, data: $1, path: $0.displayPath) }
    }

    /// A file over `limit` bytes by its size on disk, before anything is read; nil when every file is within it.
    static func oversized(_ source: GlyphSource, limit: Int) -> (file: GlyphSourceFile, bytes: Int)? {
        for file in source.files {
            if let size = FileStatus.size(atPath: file.path), size > limit { return (file, size) }
        }
        return nil
    }

    /// Every file's bytes, or why a file could not be read, or the file that grew past `limit` since its stat.
    static func read(_ source: GlyphSource, limit: Int) -> Result<SourceContents, Failure> {
        var data: [Data] = []
        for file in source.files {
            let contents: Data
            if let bytes = FileManager.default.contents(atPath: file.path) {
                contents = bytes
            } else {
                // Read again through the API that says why it failed.
                do {
                    contents = try Data(contentsOf: URL(fileURLWithPath: file.path))
                } catch {
                    return .failure(.unreadable(file, FileReadError(error)))
                }
            }
            if contents.count > limit { return .failure(.oversized(file, bytes: contents.count)) }
            data.append(contents)
        }
        return .success(SourceContents(source: source, data: data))
    }

    enum Failure: Error {
        case unreadable(GlyphSourceFile, FileReadError)
        case oversized(GlyphSourceFile, bytes: Int)
    }
}
