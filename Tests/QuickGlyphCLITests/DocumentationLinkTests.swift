import Foundation
import XCTest

/// The README is the way in and docs/ holds the rest: every relative link between them,
/// images included, must lead to a file that exists and to a heading that is there.
final class DocumentationLinkTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every page of docs/, as paths from the repository's root, sorted.
    private func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }
            .map { "docs/\($0)" }
        return ["README.md"] + docs.sorted()
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func testSlugsFollowGitHubsRule() {
        XCTAssertEqual(MarkdownPage.slug("Merging into Info.plist"), "merging-into-infoplist")
        XCTAssertEqual(MarkdownPage.slug("Into the app (for iOS developers)"), "into-the-app-for-ios-developers")
        XCTAssertEqual(MarkdownPage.slug("The default: --compression 8"), "the-default---compression-8")
        XCTAssertEqual(
            MarkdownPage.slug("Quick start: from a handoff to a running app"),
            "quick-start-from-a-handoff-to-a-running-app")
        XCTAssertEqual(MarkdownPage.slug("no_alpha & Größe"), "no_alpha--größe")
    }

    func testLinksAndAnchorsAreReadAsGitHubRendersThem() {
        let page = MarkdownPage(
            text: """
                # The `--fit` option

                See [Fits](fits.md#auto) and ![a picture](images/fits.png "Fits"), not `[code](x.md)`.
                ## Usage
                ```swift
                let a = [b](c)
                ## not a heading
                ```
                ## Usage
                   ```
                   [indented fence](y.md)
                   ```
                    # an indented code line, not a heading
                ### [Linked](z.md) heading #
                """)
        XCTAssertEqual(
            page.links,
            [
                MarkdownPage.Link(line: 3, target: "fits.md#auto"),
                MarkdownPage.Link(line: 3, target: "images/fits.png"),
                MarkdownPage.Link(line: 14, target: "z.md"),
            ])
        XCTAssertEqual(page.anchors, ["the---fit-option", "usage", "usage-1", "linked-heading"])
    }

    func testEveryRelativeLinkLeadsToAFileAndHeadingThatExist() throws {
        var problems: [String] = []
        var headings: [String: Set<String>] = [:]
        for path in try pages() {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
            for link in MarkdownPage(text: try read(path)).links {
                let target = link.target
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let resolved =
                    file.isEmpty
                    ? path
                    : URL(fileURLWithPath: folder == "." ? file : "\(folder)/\(file)", relativeTo: Self.root)
                        .standardizedFileURL.path.replacingOccurrences(
                            of: Self.root.standardizedFileURL.path + "/", with: "")
                let place = "\(path):\(link.line): (\(target))"
                guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(resolved).path) else {
                    problems.append("\(place) \(resolved) does not exist")
                    continue
                }
                guard parts.count == 2 else { continue }
                let anchor = String(parts[1])
                guard resolved.hasSuffix(".md") else {
                    problems.append("\(place) #\(anchor) points into \(resolved), which is not a Markdown page")
                    continue
                }
                if headings[resolved] == nil { headings[resolved] = MarkdownPage(text: try read(resolved)).anchors }
                if headings[resolved]?.contains(anchor) != true {
                    problems.append("\(place) \(resolved) has no heading whose anchor is #\(anchor)")
                }
            }
        }
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
    }

    /// A newcomer reads the README to the end; the reference lives in docs/.
    func testReadmeIsAtMost250Lines() throws {
        let lines = try read("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        // A final newline ends the last line; it does not start another.
        let count = lines.last == "" ? lines.count - 1 : lines.count
        XCTAssertLessThanOrEqual(count, 250, "README.md has \(count) lines; move the reference into docs/")
        XCTAssertGreaterThan(count, 0)
    }
}
