import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// One finding as a baseline records it: what stays the same when the code around it moves.
package struct BaselineEntry: Sendable, Hashable {
    package var rule: String
    /// Relative to the checked root (the folder named, or a named file's folder), so a baseline made in one
    /// clone hides the same findings in another.
    package var path: String
    /// The finding's line, trimmed (at most `lineLimit` characters): an edit above it moves its number, not
    /// its text. Nil for a finding without a line (a PNG's, an imageset's) or whose file cannot be read now.
    package var line: String?
    package var message: String

    /// What a finding is matched by: its rule, path and line text, or its message when it has no line.
    var key: String {
        [rule, path, line.map { "line " + $0 } ?? "message " + message].joined(separator: "\u{0}")
    }

    /// A line longer than this (a minified or generated line) is recorded and matched by its start.
    static let lineLimit = 200

    static func precedes(_ a: BaselineEntry, _ b: BaselineEntry) -> Bool {
        for (x, y) in [(a.path, b.path), (a.rule, b.rule), (a.line ?? "", b.line ?? ""), (a.message, b.message)]
        where x != y {
            return x.utf8.lexicographicallyPrecedes(y.utf8)
        }
        return false
    }
}

/// `check --write-baseline FILE` and `check --baseline FILE`: the findings of today recorded, and only the
/// findings not among them reported, as SwiftLint's and detekt's baselines do. The entries are a multiset:
/// two equal findings recorded hide two, and a third like them shows.
///
/// The file is input a pull request can change: it is read as an untrusted file (no link followed, no FIFO
/// opened, at most `sizeLimit` bytes) and checked field by field; anything else is a `CheckError` naming the
/// file (exit 2). It is written through `AppFileGuard` (atomic, no link followed) and replaces only a file
/// that is itself a baseline quickglyph wrote (its object holds the `formatKey`): `--write-baseline
/// Package.swift`, a slip of the shell, must not destroy the file named.
package enum Baseline {
    /// The key every baseline holds, its value the format's version: what makes a file ours to replace.
    static let formatKey = "quickglyph-baseline"
    static let version = 1
    /// 64 MB: 200,000 findings of 300 bytes, far past any app's; the file is read whole.
    static let sizeLimit = FileSizeLimit(bytes: 64_000_000, what: "quickglyph reads of a baseline")

    /// The entries of `file`, each with its count; a `CheckError.baseline` for anything but a baseline.
    static func read(_ file: String) throws(CheckError) -> [String: Int] {
        let data: Data
        do throws(UntrustedFile.Failure) {
            data = try UntrustedFile.read(file, limit: sizeLimit)
        } catch {
            throw .baseline(file, error.description)
        }
        let document: JSONValue
        do throws(JSONParseError) {
            document = try JSONValue.parse(data)
        } catch {
            throw .baseline(file, "it is not JSON: \(error.reason)")
        }
        guard case .object(let fields) = document, fields[formatKey] == .integer(version) else {
            throw .baseline(
                file, "it is not a baseline quickglyph wrote: its object has no \"\(formatKey)\": \(version)")
        }
        guard case .array(let items) = fields["findings"] else {
            throw .baseline(
                file, "\"findings\" is \(fields["findings"]?.kindName ?? "missing"), not an array of findings")
        }
        var counts: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            guard case .object(let entry) = item else {
                throw .baseline(file, "findings[\(index)] is \(item.kindName), not an object")
            }
            func string(_ name: String, optional: Bool = false) throws(CheckError) -> String? {
                switch entry[name] {
                case .string(let value): return value
                case nil where optional: return nil
                case let other:
                    throw .baseline(file, "findings[\(index)].\(name) is \(other?.kindName ?? "missing"), not a string")
                }
            }
            let recorded = BaselineEntry(
                rule: try string("rule")!, path: try string("path")!, line: try string("line", optional: true),
                message: try string("message")!)
            counts[recorded.key, default: 0] += 1
        }
        return counts
    }

    /// The findings `counts` does not hold: each recorded entry hides one finding like it.
    static func filter(
        _ findings: [Finding], entries: [BaselineEntry], counts: [String: Int]
    ) -> (kept: [Finding], hidden: Int) {
        var left = counts
        var kept: [Finding] = []
        for (finding, entry) in zip(findings, entries) {
            if let count = left[entry.key], count > 0 {
                left[entry.key] = count - 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, findings.count - kept.count)
    }

    /// The document: entries sorted, keys sorted, two-space indent, so that the same findings write the
    /// same bytes and a pull request's diff of it shows the findings added and gone.
    static func document(_ entries: [BaselineEntry]) -> Data {
        let objects = entries.sorted(by: BaselineEntry.precedes).map { entry -> [String: Any] in
            var object: [String: Any] = ["rule": entry.rule, "path": entry.path, "message": entry.message]
            if let line = entry.line { object["line"] = line }
            return object
        }
        let document: [String: Any] = [formatKey: version, "findings": objects]
        // Only strings, integers, arrays and dictionaries: serialization cannot fail.
        return (try? JSONFormatting.serialize(document)) ?? Data()
    }

    /// Writes the report's entries to `file`; the number recorded.
    package static func write(_ report: CheckReport, to file: String) throws(CheckError) -> Int {
        let files = AppFileGuard()
        // Ours when it parses as a baseline: the key sorts after "findings", so no prefix of the bytes says it.
        let claim = AppFileGuard.Claim.generated(what: "a baseline quickglyph wrote") { data in
            guard case .object(let fields)? = try? JSONValue.parse(data) else { return false }
            return fields[formatKey] == .integer(version)
        }
        do throws(AppFileError) {
            try files.replace(
                files.open(URL(fileURLWithPath: file), limit: sizeLimit), with: document(report.baselineEntries),
                claim: claim)
        } catch {
            throw .baselineNotWritten(file, error.description)
        }
        return report.baselineEntries.count
    }
}
