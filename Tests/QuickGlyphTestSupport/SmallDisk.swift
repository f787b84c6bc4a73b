import Foundation
import XCTest

/// A full disk for real: a tmpfs a few kilobytes large mounted on a test's folder
/// (`mount -t tmpfs -o size=…`, which takes root, as CI runs) and unmounted when
/// the test ends, then filled up with a file of its own.
package enum SmallDisk {
    /// Mounts a tmpfs of `kilobytes` on `folder` (made when missing); false where
    /// mounting is not allowed (not root, or a container without the capability).
    package static func mount(on folder: URL, kilobytes: Int, _ test: XCTestCase) throws -> Bool {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard getuid() == 0, run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path]) else {
            return false
        }
        // Registered after the folder's own removal, so run before it.
        test.addTeardownBlock { _ = run("/bin/umount", [folder.path]) }
        return true
    }

    /// Fills the file system holding `folder` until nothing is left but `bytes`
    /// (rounded up to whole pages), with a file named `.filler` in `folder`.
    package static func fill(_ folder: URL, leaving bytes: Int) throws {
        let path = folder.appendingPathComponent(".filler").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let page = [UInt8](repeating: 0x55, count: 4096)
        var size = 0
        while true {
            let written = page.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            size += written
        }
        XCTAssertEqual(errno, ENOSPC, "the filler stops at a full disk")
        let pages = (bytes + 4095) / 4096
        XCTAssertEqual(ftruncate(descriptor, off_t(max(0, size - pages * 4096))), 0)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
