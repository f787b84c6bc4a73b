import Foundation
import XCTest

/// Glibc or Darwin is said in QuickGlyphSystem and nowhere else in Sources: every
/// other target calls the named types there, so a second system (or a change in
/// one) is a change to one target.
final class SystemSeamTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// A condition on the operating system or its C library, or an import of that library.
    private static let systemSpecific = try! NSRegularExpression(
        pattern:
            #"^\s*(#(if|elseif)\b.*\b(canImport\((Glibc|Darwin)\)|os\((Linux|macOS|iOS)\))|(@_exported\s+)?import\s+(Glibc|Darwin)\b)"#
    )

    /// `path:line: text` for each system-specific line of `text`.
    private static func systemLines(in text: String, path: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let line = String(line)
            let range = NSRange(line.startIndex..., in: line)
            guard systemSpecific.firstMatch(in: line, range: range) != nil else { return nil }
            return "\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))"
        }
    }

    func testNoTargetButQuickGlyphSystemNamesTheSystem() throws {
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: Self.sources.path))
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("System/QuickGlyphSystem/") }
            .sorted()
        XCTAssertGreaterThan(files.count, 100, "the scan must see the sources it guards")
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            found += Self.systemLines(in: text, path: "Sources/" + file)
        }
        XCTAssertEqual(found, [], "wrap the call in a type of Sources/System/QuickGlyphSystem and import that instead")
    }

    func testTheScanFindsEachFormOfSystemCondition() {
        let text = """
            import Foundation
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
              #if os(Linux) && DEBUG
            #if FUZZING
            #if canImport(FoundationXML)
            // #if os(macOS) in a comment
            @_exported import Darwin
            """
        XCTAssertEqual(
            Self.systemLines(in: text, path: "x.swift"),
            [
                "x.swift:2: #if canImport(Glibc)",
                "x.swift:3: import Glibc",
                "x.swift:4: #elseif canImport(Darwin)",
                "x.swift:5: #if os(Linux) && DEBUG",
                "x.swift:9: @_exported import Darwin",
            ])
    }

    func testQuickGlyphSystemHoldsTheSeam() throws {
        let platform = try String(
            contentsOf: Self.sources.appendingPathComponent("System/QuickGlyphSystem/Platform.swift"), encoding: .utf8)
        XCTAssertEqual(
            Self.systemLines(in: platform, path: "Platform.swift").count, 4,
            "the one #if that re-exports the C library: #if, its import, #elseif, its import")
    }
}
