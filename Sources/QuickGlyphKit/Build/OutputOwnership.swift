import Foundation
import QuickGlyphCore

/// Which files below the output folder quickglyph may replace or delete: the
/// ones the previous manifest says it wrote. Any other file that is in the
/// way is the user's and is left alone.
struct OutputOwnership: Sendable {
    let root: URL
    private let rootPath: String
    let owned: [String: String]

    init(root: URL, previous: Manifest?) {
        self.root = root
        rootPath = root.path
        owned = Dictionary(previous?.ownedFiles.map { ($0.path, $0.sha256) } ?? [], uniquingKeysWith: { first, _ in first })
    }

    func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// Writes unless the path holds a file quickglyph did not make and whose bytes differ.
    func write(_ data: Data, to relativePath: String) throws -> FileWriter.Outcome {
        let target = url(relativePath)
        if let existing = try? Data(contentsOf: target) {
            if existing == data { return .unchanged }
            if owned[relativePath] == nil { throw OwnershipError.notOurs(path: relativePath) }
        }
        try FileWriter.replace(target, with: data)
        return .written
    }

    /// Whether the file is there with the size the manifest recorded: one stat, no read.
    func hasRecordedSize(_ file: Manifest.File) -> Bool {
        FileStatus.size(atPath: rootPath + "/" + file.path) == file.bytes
    }

    /// Whether the file at the path is still exactly what the manifest recorded.
    func isIntact(_ relativePath: String, sha256: String) -> Bool {
        guard let data = try? Data(contentsOf: url(relativePath)) else { return false }
        return SHA256.hex(data) == sha256
    }
}
