import Foundation
import QuickGlyphRaster
import XCTest

/// Debian's Chromium, headless: loads a page from a file, prints its DOM after the
/// scripts ran, or saves a screenshot of it. Missing, it fails the test that needs it
/// (`make test-deps` installs it): the HTML report is only known to work in a browser.
struct HeadlessChromium {
    /// The page's width; the height is made to fit the whole page.
    static let width = 1280

    let executable: URL
    let profile: URL

    /// `chromium` or `chromium-browser` on the PATH; nil when neither is there.
    static func find() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    init(test: XCTestCase, profile: URL) throws {
        guard let executable = HeadlessChromium.find() else {
            XCTFail("chromium is not installed: the HTML report is tested in a real browser; run `make test-deps` "
                    + "(apt-get install chromium)")
            throw CocoaError(.fileNoSuchFile)
        }
        self.executable = executable
        // Its own profile folder: two runs at once must not share one.
        self.profile = profile
    }

    private func run(_ page: URL, height: Int, _ extra: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                             "--no-first-run", "--force-device-scale-factor=1", "--user-data-dir=\(profile.path)",
                             "--window-size=\(HeadlessChromium.width),\(height)"] + extra + [page.absoluteString]
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
    func dumpDOM(_ page: URL, height: Int = 1000) throws -> String {
        try run(page, height: height, ["--dump-dom"])
    }

    func screenshot(_ page: URL, height: Int, to file: URL) throws -> PNGImage {
        _ = try run(page, height: height, ["--screenshot=\(file.path)"])
        return try PNGImage(data: Data(contentsOf: file))
    }

    /// `data-layout` name → box (x, y, width, height in CSS px from the page's top left),
    /// from the `data-box` attributes the report's script adds.
    static func boxes(in dom: String) -> [String: (x: Int, y: Int, width: Int, height: Int)] {
        var boxes: [String: (x: Int, y: Int, width: Int, height: Int)] = [:]
        let pattern = try! NSRegularExpression(pattern: "data-layout=\"([^\"]+)\"[^>]*?data-box=\"(-?\\d+),(-?\\d+),(\\d+),(\\d+)\"")
        let text = dom as NSString
        for match in pattern.matches(in: dom, range: NSRange(location: 0, length: text.length)) {
            let parts = (1...5).map { text.substring(with: match.range(at: $0)) }
            boxes[parts[0]] = (Int(parts[1])!, Int(parts[2])!, Int(parts[3])!, Int(parts[4])!)
        }
        return boxes
    }
}
