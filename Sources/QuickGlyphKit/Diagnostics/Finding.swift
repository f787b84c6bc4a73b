/// How much a finding matters: errors fail a build or a check, warnings only
/// with `--strict`, information never.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case error, warning, info

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The word compilers print, which Xcode and CI annotate on: `note` for information.
    public var diagnosticWord: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

/// A position in a source file (1-based), where a plist or JSON position is known.
public struct SourcePosition: Sendable, Equatable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A pixel in an image (0-based, from the top left).
public struct PixelPosition: Sendable, Equatable, Codable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// One thing a rule found, about one file.
public struct Finding: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var path: String
    public var message: String
    public var position: SourcePosition?
    public var pixel: PixelPosition?

    public init(rule: String, severity: Severity, path: String, message: String,
                position: SourcePosition? = nil, pixel: PixelPosition? = nil) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.message = message
        self.position = position
        self.pixel = pixel
    }

    /// `path:line:col: error: message [rule-id]`, the form compilers print.
    public var diagnosticLine: String {
        var location = path
        if let position { location += ":\(position.line):\(position.column)" }
        return "\(location): \(severity.diagnosticWord): \(message) [\(rule)]"
    }

    /// The one order findings are printed in, by `build` and `check` alike: by
    /// path (byte order), position, severity, rule, then message, so the same
    /// input always prints the same lines.
    public static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        let lineA = a.position?.line ?? 0, lineB = b.position?.line ?? 0
        if lineA != lineB { return lineA < lineB }
        let columnA = a.position?.column ?? 0, columnB = b.position?.column ?? 0
        if columnA != columnB { return columnA < columnB }
        if a.severity != b.severity { return a.severity < b.severity }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}
