import Foundation

/// The PDF fixtures, in Fixtures/pdf (see the README.md there for how each is made),
/// and two of Adwaita's symbolic icons as SVG and PDF, made at test time from where
/// Debian installs them.
enum PDFFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("pdf")

    /// Adwaita's icons the tests convert both as SVG and as PDF. `NAME.svg` and `NAME.pdf`
    /// are made from `$QUICKGLYPH_ADWAITA/actions/NAME.svg`, not read from Fixtures/pdf.
    static let adwaitaIcons: Set<String> = ["edit-copy-symbolic", "system-search-symbolic"]

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func data(_ name: String) throws -> Data {
        let icon = (name as NSString).deletingPathExtension
        if adwaitaIcons.contains(icon) {
            return try adwaita(icon, pdf: (name as NSString).pathExtension == "pdf")
        }
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// Adwaita's icon written again by librsvg through cairo's SVG writer at 32 times its
    /// size (`rsvg-convert -f svg -z 32`), and, for `pdf`, that copy converted by
    /// `rsvg-convert -f pdf`: a 512 pt page, one SVG px a point. cairo keeps a path in fixed
    /// point (1/256 of a unit) and its PDF writer prints three decimals; Adwaita's numbers
    /// lie on a 1/256 px grid, so at 32 times they are multiples of 1/8, which both keep
    /// exactly: the SVG and the PDF hold the same numbers, and librsvg and poppler can be
    /// asked for the same pixels. (At 16 px the PDF's rounding alone moves some edges by
    /// several levels at @3x.) A missing theme or converter fails, naming the package.
    static func adwaita(_ icon: String, pdf: Bool) throws -> Data {
        let theme = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["QUICKGLYPH_ADWAITA"]
                ?? "/usr/share/icons/Adwaita/scalable")
        let source = theme.appendingPathComponent("actions").appendingPathComponent(icon + ".svg")
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw Missing(description: "\(source.path) is missing: install adwaita-icon-theme (make test-deps)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quickglyph-adwaita-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent(icon + ".svg")
        try rsvgConvert(["-f", "svg", "-d", "72", "-p", "72", "-z", "32", "-o", svg.path, source.path])
        guard pdf else { return try Data(contentsOf: svg) }
        let made = folder.appendingPathComponent(icon + ".pdf")
        try rsvgConvert(["-f", "pdf", "-d", "72", "-p", "72", "-o", made.path, svg.path])
        return try Data(contentsOf: made)
    }

    private static func rsvgConvert(_ arguments: [String]) throws {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("rsvg-convert") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let tool = path else {
            throw Missing(description: "rsvg-convert is missing: install librsvg2-bin (make test-deps)")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = "0"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Missing(
                description:
                    "rsvg-convert \(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))"
            )
        }
    }
}
