import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// `.quickglyph-journal`: the files a build is about to write, recorded before
/// each one is created. The manifest is written last, so without the journal a
/// build killed half-way would leave files that no manifest claims, and the next
/// build would have to refuse them as not its own. The journal outlives killed
/// builds (each appends to it) and is deleted once a manifest claims everything.
///
/// One line a file: `SHA-256 size path`. A line cut short by a kill is ignored;
/// the file it names was not created yet, since the line is written first.
final class BuildJournal: @unchecked Sendable {
    static let filename = ".quickglyph-journal"
    /// The journal of the files written into `--android`'s res/ folder, kept in the output folder: the app's folder
    /// gets nothing but resources.
    static let androidFilename = ".quickglyph-android-journal"
    /// The journal of `--android-manifest`'s edit: the bytes about to be written into the app's AndroidManifest.xml.
    static let androidManifestFilename = ".quickglyph-android-manifest-journal"
    /// In an Xcode Run Script phase with output file lists (which name the journal, since a
    /// sandboxed phase may write only what it declares), the journal is kept, emptied, when
    /// the build is done: an output missing after the phase would make Xcode run it every time.
    static let isDeclaredOutput =
        WriteMode.current == .inPlace
        || ProcessInfo.processInfo.environment["SCRIPT_OUTPUT_FILE_LIST_COUNT"] != nil

    private let url: URL
    private let lock = NSLock()
    private var descriptor: Int32 = -1
    /// A line cut by a kill would swallow the next build's first line: end it first.
    private var endsCutLine: Bool
    /// What earlier, interrupted builds recorded.
    let recorded: [Manifest.File]

    /// Reads what an interrupted build left. Anything but a regular file at the
    /// journal's path is in the way.
    init(folder: URL, filename: String = BuildJournal.filename) throws {
        url = folder.appendingPathComponent(filename)
        let data = try RegularFile.read(atPath: url.path) ?? Data()
        var files: [Manifest.File] = []
        // Only whole lines: the last one may have been cut by the kill.
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for line in lines {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, parts[0].count == 64, let bytes = Int(parts[1]),
                Manifest.isInside(String(parts[2]))
            else { continue }
            files.append(Manifest.File(path: String(parts[2]), sha256: String(parts[0]), bytes: bytes))
        }
        recorded = files
        endsCutLine = !data.isEmpty && data.last != UInt8(ascii: "\n")
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Records a file before it is created. Opened on the first record, so a
    /// build that writes nothing leaves no journal.
    func record(_ file: Manifest.File) throws {
        lock.lock()
        defer { lock.unlock() }
        let line = Data(((endsCutLine ? "\n" : "") + "\(file.sha256) \(file.bytes) \(file.path)\n").utf8)
        if descriptor < 0 {
            descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw Failure(path: url.relativePath, code: errno) }
        }
        // A short line with O_APPEND, one write(2) but on a full disk: a kill leaves whole lines and at most one cut
        // one.
        var written = 0
        while written < line.count {
            let count = line.withUnsafeBytes { buffer in
                SystemCall.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                // A full disk or a file-size limit can stop a line part-way: the next record starts a line of its own.
                let code = count < 0 ? errno : EIO
                endsCutLine = endsCutLine || written > 0
                throw Failure(path: url.relativePath, code: code)
            }
            // The rest of a line the disk took only part of: written once there is room, or the refusal's reason.
            written += count
        }
        endsCutLine = false
    }

    /// Once a manifest claims every file, the journal has nothing left to say.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        guard FileStatus.kind(atPath: url.path) == .regular else { return }
        if BuildJournal.isDeclaredOutput { truncate(url.path, 0) } else { unlink(url.path) }
    }

    /// A record that could not be made, so the file was not written: the message names the journal (the file
    /// that did not fit, on a full disk), as the output folder was named, and says why.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var code: Int32

        var description: String {
            "\(path), where each file is recorded before it is written, cannot be written: \(ErrorText.posix(code))"
        }
    }
}
