import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// What `check` is told to leave out on a large app it is being adopted on (issue 41): the inline
/// `quickglyph:disable` comments, always honoured, and a baseline of the findings already known.
package struct Adoption: Sendable {
    /// `--baseline FILE`: report only the findings it does not record.
    package var baseline: String?
    /// `--write-baseline`: make each kept finding's `BaselineEntry` for the file the CLI then writes.
    package var recordsBaseline: Bool

    package init(baseline: String? = nil, recordsBaseline: Bool = false) {
        self.baseline = baseline
        self.recordsBaseline = recordsBaseline
    }
}

/// The adoption step of `check`: after the Auditor's report is made and before `--fix` plans (the Fixer
/// calls `Auditor.check`), so a finding hidden here is neither printed nor repaired.
///
/// Which files are read for comments: every file a finding with a line is in (its comments can hide it),
/// and every file the check itself read or listed that can hold a comment (its sources, headers and
/// interface files, its plists and strings, the Android XML and Gradle files): a comment whose finding is
/// gone is found there, in the file the check judged, without walking the app's folders again. A file the
/// check never looked at cannot hold a finding, so its comments could only ever be unused ones; those are
/// not looked for. A source the check read into its corpus is read again only when its bytes held
/// `quickglyph:disable` there (`AppModel.sourcesWithDisableComments`). Each file is read once, through `SourceFile` (the check's own read: a regular file only,
/// never a FIFO) with `readLimit`, and split into lines only when `quickglyph:disable` is in its bytes
/// (`memmem`) or a baseline needs a finding's line.
struct AdoptionStep {
    var adoption: Adoption
    /// The paths named on the command line: the roots a baseline's paths are relative to.
    var paths: [String]

    /// 16 MB: a hand-written file's comments are far inside it; a file past it (generated) hides nothing.
    static let readLimit = FileSizeLimit(bytes: 16_000_000, what: "quickglyph reads for disable comments")

    /// The extensions of files whose comments are looked for though no finding is in them.
    static let commentable: Set<String> = [
        "swift", "m", "mm", "h", "kt", "java", "gradle", "kts", "plist", "xml", "strings", "stringsdict",
    ]

    func apply(to report: CheckReport) throws(CheckError) -> CheckReport {
        // The baseline first: a file that is not one stops the check before anything is read for it.
        let recorded = try adoption.baseline.map { file throws(CheckError) in try Baseline.read(file) }
        var report = report
        var files = AdoptionFiles()
        var candidates = Set<String>()
        var scanned: [String] = []
        func consider(_ path: String) {
            if candidates.insert(AdoptionFiles.key(path)).inserted { scanned.append(path) }
        }
        // A source the check already searched for `quickglyph:disable` and found without it is not read again,
        // unless a baseline needs a finding's line in it (read then, in `lineText`).
        let searched = Set(report.sourcesSearched.map(AdoptionFiles.key))
        let commented = Set(report.sourcesWithDisableComments.map(AdoptionFiles.key))
        func holdsNoComment(_ path: String) -> Bool {
            let key = AdoptionFiles.key(path)
            return searched.contains(key) && !commented.contains(key)
        }
        for finding in report.findings where finding.position != nil && !holdsNoComment(finding.path) {
            consider(finding.path)
        }
        for path in report.appFiles + report.filesRead.sorted()
        where Self.commentable.contains((path as NSString).pathExtension.lowercased()) && !holdsNoComment(path) {
            consider(path)
        }
        var disables: [Suppressions.Disable] = []
        var problems: [Finding] = []
        for path in scanned {
            guard let bytes = files.bytes(path) else { continue }
            let found = Suppressions.parse(bytes, path: path)
            disables += found.disables
            problems += found.problems
        }
        let suppressed = Suppressions.apply(disables, to: report.findings, key: AdoptionFiles.key)
        var findings = (suppressed.kept + problems + suppressed.unused).sorted(by: Finding.precedes)
        report.suppressed = suppressed.hidden
        if recorded != nil || adoption.recordsBaseline {
            let roots = BaselineRoots(paths)
            let entries = findings.map { finding in
                BaselineEntry(
                    rule: finding.rule.rawValue, path: roots.relative(finding.path),
                    line: finding.position.flatMap { files.lineText(finding.path, line: $0.line) },
                    message: roots.portable(finding.message))
            }
            if let recorded {
                let filtered = Baseline.filter(findings, entries: entries, counts: recorded)
                findings = filtered.kept
                report.baselineHidden = filtered.hidden
            } else {
                report.baselineEntries = entries
            }
        }
        report.findings = findings
        return report
    }
}

/// The roots a baseline's paths are relative to: each path named, or a named file's folder, absolute.
struct BaselineRoots {
    var roots: [String]

    init(_ paths: [String]) {
        roots = paths.map { path in
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            // A folder named through a link (`check App` where App links elsewhere) is still the root.
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) && isFolder.boolValue
                ? absolute : (absolute as NSString).deletingLastPathComponent
        }
    }

    /// `message` with each root's absolute path written `{root}`: a message naming a file (no-custom-icon's) by
    /// the absolute path it was checked at matches the same message in another clone.
    func portable(_ message: String) -> String {
        roots.filter { $0 != "/" }.sorted { $0.count > $1.count }.reduce(message) {
            $0.replacingOccurrences(of: $1, with: "{root}")
        }
    }

    /// `path` from the longest root holding it (the first root when none does).
    func relative(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let holding = roots.filter { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        let root = holding.max { $0.count < $1.count } ?? roots.first ?? "/"
        return RelativePath.of(absolute, from: root)
    }
}

/// The files the adoption step reads, each once.
struct AdoptionFiles {
    private var bytesRead: [String: Data?] = [:]
    private var lines: [String: (bytes: [UInt8], table: LineTable)] = [:]

    /// The same file however it was spelled (`a//b`, `./a/b`): the finding's path and a listed one meet.
    static func key(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    mutating func bytes(_ path: String) -> Data? {
        let key = Self.key(path)
        if let known = bytesRead[key] { return known }
        let data = try? SourceFile.read(path, limit: AdoptionStep.readLimit)
        bytesRead[key] = data
        return data
    }

    /// The text of a 1-based line, trimmed and cut to `BaselineEntry.lineLimit` characters; nil when the
    /// file cannot be read or has no such line (a PNG's pixel finding has no line).
    mutating func lineText(_ path: String, line: Int) -> String? {
        let key = Self.key(path)
        if lines[key] == nil, let data = bytes(path) {
            let bytes = [UInt8](data)
            lines[key] = (bytes, LineTable(bytes))
        }
        guard let (bytes, table) = lines[key] else { return nil }
        guard line >= 1, line <= table.starts.count else { return nil }
        let start = table.starts[line - 1]
        var end = line < table.starts.count ? table.starts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return String(text.prefix(BaselineEntry.lineLimit))
    }
}
