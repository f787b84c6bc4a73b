/// Levenshtein distance, for "did you mean" suggestions.
package enum EditDistance {
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Whether `a` and `b` are at most `limit` edits apart. Only the diagonal band
    /// `limit` wide is computed, and a row past the limit ends it: measuring one
    /// name against an app's seven hundred asset names stays cheap.
    package static func isWithin(_ limit: Int, _ a: String, _ b: String) -> Bool {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= limit else { return false }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) <= limit }
        let beyond = limit + 1
        var previous = (0...b.count).map { min($0, beyond) }
        for i in 1...a.count {
            var current = [Int](repeating: beyond, count: b.count + 1)
            current[0] = min(i, beyond)
            let low = max(1, i - limit), high = min(b.count, i + limit)
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, beyond)
                }
            }
            if current.min()! > limit { return false }
            previous = current
        }
        return previous[b.count] <= limit
    }
}
