import Foundation
import XCTest

/// A folder nothing can be written into, for root too (`chattr +i`, which ext4 and its kin honour).
package enum ReadOnlyFolder {
    package static func makeImmutable(_ folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = ["+i", folder.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "chattr +i \(folder.path)")
    }

    package static func restore(_ folder: URL) {
        chmod(folder.path, 0o755)
        guard getuid() == 0 else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = ["-i", folder.path]
        try? process.run()
        process.waitUntilExit()
    }
}
