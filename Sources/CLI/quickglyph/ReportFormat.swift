import QuickGlyphReport

/// How `check` and `build` print their report: for people and Xcode (`xcode`, the
/// default), for programs (`json`), for CI (`sarif`, `github`, `junit`, `checkstyle`), and
/// for people to look at (`html`, a page with the icons' pixels).
enum ReportFormat: String, CaseIterable, Sendable {
    case xcode
    case json
    case sarif
    case github
    case junit
    case checkstyle
    case html

    /// `--format text`, the xcode format's name before there were others: still accepted,
    /// not offered.
    static let text = ReportFormat.xcode

    init?(rawValue: String) {
        switch rawValue {
        case "xcode", "text": self = .xcode
        case "json": self = .json
        case "sarif": self = .sarif
        case "github": self = .github
        case "junit": self = .junit
        case "checkstyle": self = .checkstyle
        case "html": self = .html
        default: return nil
        }
    }

    /// Whether stdout in this format is for a program to read: anything else printed beside it goes to stderr.
    var isMachineReadable: Bool { self != .xcode && self != .github }

    /// The library's reporter for this format; the CLI only prints what it returns.
    func reporter(paths: ReportPaths, colorsStandardOutput: Bool, colorsStandardError: Bool) -> any Reporter {
        switch self {
        case .xcode:
            return XcodeReporter(colorsStandardOutput: colorsStandardOutput, colorsStandardError: colorsStandardError)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(paths: paths)
        case .github: return GitHubReporter(paths: paths)
        case .junit: return JUnitReporter()
        case .checkstyle: return CheckstyleReporter()
        case .html: return HTMLReporter()
        }
    }
}
