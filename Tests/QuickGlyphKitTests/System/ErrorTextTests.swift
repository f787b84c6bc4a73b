import Foundation
import QuickGlyphModel
import QuickGlyphSystem
import QuickGlyphTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// Foundation's errors in plain words.
final class ErrorTextTests: XCTestCase {
    private struct OwnError: Error, CustomStringConvertible {
        var description: String { "the glyph folder is a file" }
    }

    func testFileErrorsReadAsPlainWords() {
        XCTAssertThrowsError(try Data(contentsOf: URL(fileURLWithPath: "/nonexistent/quickglyph"))) { error in
            XCTAssertEqual(ErrorText.describe(error), "no such file")
        }
        XCTAssertEqual(ErrorText.describe(CocoaError(.fileWriteNoPermission)), "permission denied")
        XCTAssertEqual(ErrorText.describe(CocoaError(.fileWriteOutOfSpace)), "no space left on the device")
    }

    func testParserErrorsKeepTheirDetail() {
        XCTAssertThrowsError(
            try PropertyListSerialization.propertyList(from: Data("<plist><dict><key>a</key>".utf8), format: nil)
        ) { error in
            let text = ErrorText.describe(error)
            XCTAssertFalse(text.isEmpty)
            XCTAssertNotEqual(
                text, (error as NSError).localizedDescription, "the parser's own detail, not a generic sentence")
        }
    }

    func testOurOwnErrorsDescribeThemselves() {
        XCTAssertEqual(ErrorText.describe(OwnError()), "the glyph folder is a file")
        XCTAssertEqual(
            FileReadError(reason: "permission denied").description, "cannot read the file: permission denied")
    }

    /// Each errno a user can act on, in words.
    func testPOSIXReasonsReadAsPlainWords() {
        let expected: [(Int32, String)] = [
            (ENOENT, "no such file"), (EACCES, "permission denied"), (EPERM, "permission denied"),
            (EROFS, "the folder is on a read-only file system"), (ENOTDIR, "a part of the path is not a folder"),
            (EISDIR, "it is a folder, not a file"), (ENOSPC, "no space left on the device"),
            (EDQUOT, "the disk quota is used up"),
            (ENAMETOOLONG, "the file name is too long for the file system"),
            (ELOOP, "too many symbolic links (a link that points back to itself?)"),
            (EMLINK, "too many links to the file"),
            (EEXIST, "a file of that name is already there"), (ENOTEMPTY, "the folder is not empty"),
            (EXDEV, "it is on another file system"), (EBUSY, "the file is in use"), (EFBIG, "the file is too large"),
            (EIO, "an input/output error (a failing disk or a disconnected drive?)"), (ENXIO, "not a regular file"),
            (EMFILE, "too many open files"),
        ]
        for (code, words) in expected {
            XCTAssertEqual(ErrorText.posix(code), words, "errno \(code)")
            XCTAssertEqual(ErrorText.describe(POSIXError(POSIXErrorCode(rawValue: code)!)), words)
            // As Foundation wraps it: a Cocoa error with the POSIX one underneath.
            let wrapped = NSError(
                domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code))])
            XCTAssertEqual(ErrorText.describe(wrapped), words)
        }
    }

    func testCocoaCodesWithoutAReasonReadAsPlainWords() {
        let expected: [(CocoaError.Code, String)] = [
            (.fileReadUnknown, "the file could not be read"), (.fileWriteUnknown, "the file could not be written"),
            (.fileWriteVolumeReadOnly, "the folder is on a read-only file system"),
            (.fileWriteFileExists, "a file of that name is already there"),
            (.fileReadInvalidFileName, "the file name is not valid"),
            (.fileReadTooLarge, "the file is too large to read"),
            (.fileReadCorruptFile, "the file is damaged or not in the expected format"),
            (.fileReadUnknownStringEncoding, "the text is not in an encoding quickglyph reads (UTF-8)"),
            (.fileLocking, "the file is locked"),
        ]
        for (code, words) in expected {
            XCTAssertEqual(ErrorText.describe(CocoaError(code)), words)
        }
    }

    /// Never "The operation could not be completed" nor a `Error Domain=… UserInfo={…}` dump.
    func testUnknownErrorsAreAShortSentenceNotADump() {
        let unknown = NSError(domain: NSCocoaErrorDomain, code: 99_999, userInfo: ["Detail": "x"])
        XCTAssertEqual(ErrorText.describe(unknown), ErrorText.generic)
        let foreign = NSError(
            domain: "SomeDomain", code: 3, userInfo: [NSLocalizedDescriptionKey: "Error Domain=X Code=3 UserInfo={a=b}"]
        )
        XCTAssertEqual(ErrorText.describe(foreign), ErrorText.generic)
        XCTAssertEqual(
            ErrorText.describe(
                CocoaError(
                    .fileReadUnknown,
                    userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))])),
            "the folder is on a read-only file system")
    }

    /// A FIFO is not a file to read: said so, not "permission denied", and never waited on.
    func testAFIFOIsNotARegularFile() throws {
        let folder = try FileTree.temporaryFolder(self, prefix: "quickglyph-fifo")
        let path = folder.appendingPathComponent("Info.plist").path
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        XCTAssertEqual(
            ErrorText.describe(CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])),
            "not a regular file")
        XCTAssertThrowsError(try SourceFile.read(path)) { error in
            XCTAssertEqual((error as? FileReadError)?.description, "cannot read the file: not a regular file")
        }
        XCTAssertThrowsError(try SourceFile.read(folder.path)) { error in
            XCTAssertEqual((error as? FileReadError)?.description, "cannot read the file: it is a folder")
        }
    }

    /// An output in --out that cannot be written says why (a full disk's "the file is too large", here a file
    /// where a folder should be), not only that it could not be written.
    func testAnOutputThatCannotBeWrittenSaysWhy() throws {
        let folder = try FileTree.temporaryFolder(self)
        try Data("x".utf8).write(to: folder.appendingPathComponent("imageset"))
        XCTAssertThrowsError(
            try FileWriter.replace(
                folder.appendingPathComponent("imageset/a.png"), with: Data("png".utf8),
                mode: .atomic)
        ) { error in
            XCTAssertEqual(ErrorText.describe(error), "a part of the path is not a folder")
        }
    }
}
