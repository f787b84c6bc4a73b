/// Two texts' difference in the unified format of `diff -u`: what a fix shows
/// before (or instead of) writing a file, in the form people and `patch` read.
///
/// Lines are cut at `\n` alone, so a carriage return stays part of its line, and
/// compared byte for byte (not as Swift compares strings, which would take two
/// spellings of "é" for one line where `diff` sees two). A last line without a
/// line break is followed by `\ No newline at end of file`, as in `diff`. The edit
/// script is the standard library's `CollectionDifference` (Myers' algorithm, as
/// GNU diff's); where several shortest scripts exist, the two may place a change
/// differently, and both are correct patches.
package enum UnifiedDiff {
    /// The difference from `old` to `new` with `context` unchanged lines around each change;
    /// an empty string when the texts are the same.
    package static func make(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let oldLines = lines(of: old), newLines = lines(of: new)
        guard oldLines != newLines else { return "" }
        let steps = script(from: oldLines, to: newLines)
        var out = "--- \(oldLabel)\n+++ \(newLabel)\n"
        // The lines of each text before the hunk, counted on from the last hunk's start.
        var counted = 0, oldBefore = 0, newBefore = 0
        for hunk in hunks(of: steps, context: max(0, context)) {
            (oldBefore, newBefore) = count(steps[counted..<hunk.lowerBound], from: (oldBefore, newBefore))
            counted = hunk.lowerBound
            let (oldEnd, newEnd) = count(steps[hunk], from: (oldBefore, newBefore))
            out += "@@ -\(range(oldBefore, oldEnd - oldBefore)) +\(range(newBefore, newEnd - newBefore)) @@\n"
            for step in steps[hunk] {
                switch step {
                case .same(let index, _): out += line(" ", oldLines[index])
                case .removed(let index): out += line("-", oldLines[index])
                case .inserted(let index): out += line("+", newLines[index])
                }
            }
        }
        return out
    }

    /// A line's bytes, with its `\n` when it has one.
    private typealias Line = [UInt8]

    private enum Step {
        /// An old line kept as the new line at the second index.
        case same(Int, Int)
        case removed(Int)
        case inserted(Int)

        var changes: Bool {
            if case .same = self { return false }
            return true
        }
    }

    private static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        var current: Line = []
        for byte in text.utf8 {
            current.append(byte)
            if byte == UInt8(ascii: "\n") {
                lines.append(current)
                current = []
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Every old and new line in order, a change's removals before its insertions as `diff` prints them.
    private static func script(from old: [Line], to new: [Line]) -> [Step] {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var steps: [Step] = []
        var oldIndex = 0, newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                steps.append(.removed(oldIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                steps.append(.inserted(newIndex))
                newIndex += 1
            } else {
                // What the difference neither removes nor inserts is common to both, in the same order.
                steps.append(.same(oldIndex, newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return steps
    }

    /// The ranges of steps each hunk prints: the changes with `context` steps on either side, two changes
    /// in one hunk when at most twice `context` unchanged lines part them (their contexts would touch).
    private static func hunks(of steps: [Step], context: Int) -> [Range<Int>] {
        let changed = steps.indices.filter { steps[$0].changes }
        var hunks: [Range<Int>] = []
        var first = 0
        while first < changed.count {
            var last = first
            while last + 1 < changed.count, changed[last + 1] - changed[last] - 1 <= 2 * context { last += 1 }
            hunks.append(max(0, changed[first] - context)..<min(steps.count, changed[last] + 1 + context))
            first = last + 1
        }
        return hunks
    }

    /// The old and new lines in `steps`, added to `start`.
    private static func count(_ steps: ArraySlice<Step>, from start: (Int, Int)) -> (Int, Int) {
        var (old, new) = start
        for step in steps {
            switch step {
            case .same: old += 1; new += 1
            case .removed: old += 1
            case .inserted: new += 1
            }
        }
        return (old, new)
    }

    /// One side of `@@ -start,count +start,count @@`: a count of 1 is left out, and an
    /// empty side names the line before it (0 at the start of the text).
    private static func range(_ before: Int, _ count: Int) -> String {
        count == 1 ? "\(before + 1)" : count == 0 ? "\(before),0" : "\(before + 1),\(count)"
    }

    private static func line(_ prefix: String, _ line: Line) -> String {
        guard line.last == UInt8(ascii: "\n") else {
            return prefix + String(decoding: line, as: UTF8.self) + "\n\\ No newline at end of file\n"
        }
        return prefix + String(decoding: line, as: UTF8.self)
    }
}
