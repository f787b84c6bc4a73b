import Foundation
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// One pass over a folder's entries by their bytes and kinds, a `String` only for what is taken.
final class FolderListingTests: XCTestCase {
    func testNamesAreTakenByTheirBytesAndKindNeverDotAndDotDot() throws {
        let folder = try FileTree.temporaryFolder(self)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: false)
        try Data().write(to: folder.appendingPathComponent("Info.plist"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link").path, withDestinationPath: "de.lproj")
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(descriptor) }
        XCTAssertEqual(
            FolderListing.names(inFolder: descriptor) { _, _ in true }.sorted(), ["Info.plist", "de.lproj", "link"])
        XCTAssertEqual(FolderListing.names(inFolder: descriptor) { _, kind in kind == .directory }, ["de.lproj"])
        XCTAssertEqual(FolderListing.names(inFolder: descriptor) { _, kind in kind == .symbolicLink }, ["link"])
        XCTAssertEqual(
            FolderListing.names(inFolder: descriptor) { bytes, _ in bytes.first == UInt8(ascii: "I") }, ["Info.plist"])
        // The descriptor stays open and is read from the start again.
        XCTAssertEqual(FolderListing.names(inFolder: descriptor) { _, _ in true }.count, 3)
    }
}
