import Foundation
import QuickGlyphGlyphs
import XCTest

/// Debian's Chromium, headless: loads a page from a file, prints its DOM after the
/// scripts ran, or saves a screenshot of it. Missing, it fails the test that needs it
/// (`make test-deps` installs it): the HTML report is only known to work in a browser.
package struct HeadlessChromium {
    /// A desktop browser's width, the default; the height is made to fit the whole page.
    package static let width = 1280
    /// A phone's width in CSS px (an iPhone 12 to 16's 390 pt).
    package static let phoneWidth = 390

    let executable: URL
    let profile: URL
    /// The window's width in CSS px.
    let width: Int

    /// `chromium` or `chromium-browser` on the PATH; nil when neither is there.
    package static func find() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    package init(test: XCTestCase, profile: URL, width: Int = HeadlessChromium.width) throws {
        guard let executable = HeadlessChromium.find() else {
            XCTFail(
                "chromium is not installed: the HTML report is tested in a real browser; run `make test-deps` "
                    + "(apt-get install chromium)")
            throw CocoaError(.fileNoSuchFile)
        }
        self.executable = executable
        // Its own profile folder: two runs at once must not share one.
        self.profile = profile
        self.width = width
    }

    private func run(_ page: URL, height: Int, _ extra: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                "--no-first-run", "--force-device-scale-factor=1", "--user-data-dir=\(profile.path)",
                "--window-size=\(width),\(height)",
            ] + extra + [page.absoluteString]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Chromium's own chatter (D-Bus, GPU) goes to stderr: drained so it cannot block it.
        let drain = Thread { _ = err.fileHandleForReading.readDataToEndOfFile() }
        drain.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "chromium \(extra.joined(separator: " ")) failed")
        return String(decoding: stdout, as: UTF8.self)
    }

    /// The DOM after the page's script wrote the boxes in.
    package func dumpDOM(_ page: URL, height: Int = 1000) throws -> String {
        try run(page, height: height, ["--dump-dom"])
    }

    package func screenshot(_ page: URL, height: Int, to file: URL) throws -> PNGImage {
        _ = try run(page, height: height, ["--screenshot=\(file.path)"])
        return try PNGImage(data: Data(contentsOf: file))
    }

    /// A page that shows `html` in a frame `width` CSS px wide: Chromium's window is never narrower
    /// than 500 px, so a phone's viewport is a frame, whose document lays out (media queries
    /// included) as a window that wide would. A `srcdoc` frame shares the page's origin, so a
    /// script in it can write what it measured into the outer document for `--dump-dom`.
    package static func frame(_ html: String, width: Int, height: Int) -> String {
        let escaped = html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">"
            + "<iframe style=\"border:0;display:block;width:\(width)px;height:\(height)px\" srcdoc=\"\(escaped)\"></iframe></body></html>\n"
    }

    /// `data-layout` name → box (x, y, width, height in CSS px from the page's top left),
    /// from the `data-box` attributes the report's script adds.
    package static func boxes(in dom: String) -> [String: (x: Int, y: Int, width: Int, height: Int)] {
        var boxes: [String: (x: Int, y: Int, width: Int, height: Int)] = [:]
        let pattern = try! NSRegularExpression(
            pattern: "data-layout=\"([^\"]+)\"[^>]*?data-box=\"(-?\\d+),(-?\\d+),(\\d+),(\\d+)\"")
        let text = dom as NSString
        for match in pattern.matches(in: dom, range: NSRange(location: 0, length: text.length)) {
            let parts = (1...5).map { text.substring(with: match.range(at: $0)) }
            boxes[parts[0]] = (Int(parts[1])!, Int(parts[2])!, Int(parts[3])!, Int(parts[4])!)
        }
        return boxes
    }
}
