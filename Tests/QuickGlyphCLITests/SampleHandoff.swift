import Foundation

/// The repository's sample design handoff, `glyphs/`, read from the source tree.
enum SampleHandoff {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("glyphs")

    /// Copies it to `parent/glyphs`, so a build run in `parent` names its files `glyphs/…`
    /// whatever the machine, and writes nothing into the source tree.
    static func copy(into parent: URL) throws {
        try FileManager.default.copyItem(at: folder, to: parent.appendingPathComponent("glyphs"))
    }
}
