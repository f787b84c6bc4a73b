import Foundation
import XCTest

/// The synthetic apps' images and the Xcode projects of `Fixtures/xcodeproj` are written by
/// recipes in the repository (`scripts/art/draw-app-art.py`, `scripts/fixtures/write-*.py`): run in
/// an empty folder, each writes exactly the bytes the repository holds at the same paths, so those
/// files are ours and can be made again.
final class FixtureRecipeTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func assertRecipeWritesTheCommittedFiles(
        _ script: String, expectedCount: Int, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let out = try CLIRunner.temporaryDirectory(self)
        let (status, output) = try CLIRunner.runTool(
            ["python3", Self.repository.appendingPathComponent(script).path], in: out)
        XCTAssertEqual(status, 0, "\(script) failed: \(output)", file: file, line: line)

        let written = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? [])
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: out.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
            }.sorted()
        XCTAssertEqual(written.count, expectedCount, "\(script) wrote \(written)", file: file, line: line)
        for path in written {
            let made = try Data(contentsOf: out.appendingPathComponent(path))
            let committed = FileManager.default.contents(atPath: Self.repository.appendingPathComponent(path).path)
            XCTAssertTrue(
                made == committed, "\(path) is not what \(script) writes: run it from the repository root", file: file,
                line: line)
        }
    }

    func testTheSyntheticAppsImagesAreWhatTheRecipeDraws() throws {
        try assertRecipeWritesTheCommittedFiles("scripts/art/draw-app-art.py", expectedCount: 9 + 12 + 30 + 2)
    }

    func testTheXcodeProjectFixturesAreWhatTheirRecipesWrite() throws {
        try assertRecipeWritesTheCommittedFiles("scripts/fixtures/write-cove-project.py", expectedCount: 1)
        try assertRecipeWritesTheCommittedFiles("scripts/fixtures/write-lumen-project.py", expectedCount: 2)
        try assertRecipeWritesTheCommittedFiles("scripts/fixtures/write-airwave-project.py", expectedCount: 8)
    }
}
