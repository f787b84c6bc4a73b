import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a
/// temporary name in the same folder, then a rename replaces the old file.
/// A file whose bytes are already right is not touched, so its modification
/// time says when its content last changed.
public enum FileWriter {
    public enum Outcome: Sendable, Equatable {
        case unchanged, written
    }

    public static func write(_ data: Data, to url: URL) throws -> Outcome {
        if let existing = try? Data(contentsOf: url), existing == data { return .unchanged }
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).quickglyph-\(UUID().uuidString)")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the destination in one step.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                               NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return .written
    }
}
