/// The one "did you mean" of the tool's own names: an option, a command, an option's value,
/// a glyph or a folder. A person types a name a letter or two off (`--outt`, `chek`, `htm`), or
/// a part of the real one (`camera` for `camera-photo-symbolic`, `--output` for `--out`); both
/// are offered, the near spelling first, so a suggestion is the name they meant, not a guess.
package enum NameSuggestion {
    /// The candidate most like `name`, or nil when none is near enough to be a likely typo.
    /// Case is ignored, and so is a leading run of dashes both share (`--`), which would make
    /// every option look alike. Among equals the earlier candidate wins: give them in the order
    /// a person would read them.
    package static func nearest(to name: String, among candidates: [String]) -> String? {
        let typed = core(name)
        guard !typed.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = core(candidate)
            guard !other.isEmpty else { continue }
            let distance = EditDistance.between(typed, other)
            if distance <= typoLimit(typed), best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        // No near spelling: a name that holds the one typed (or is held in it), the closest of those.
        var part: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = core(candidate)
            let shorter = other.count < typed.count ? other : typed
            guard shorter.count >= minimumPart, other.contains(typed) || typed.contains(other) else { continue }
            let distance = EditDistance.between(typed, other)
            if part.map({ distance < $0.distance }) ?? true { part = (candidate, distance) }
        }
        return part?.candidate
    }

    /// How many edits a typo of a name this long may have: one in a short name (`htm`),
    /// two from five letters (`qiuet`), three from nine; more would suggest unrelated names.
    static func typoLimit(_ typed: String) -> Int {
        typed.count >= 9 ? 3 : typed.count >= 5 ? 2 : 1
    }

    /// A part shorter than this (`a`, `ab`) is in too many names to point at one.
    static let minimumPart = 3

    /// Lower case, without the leading dashes of an option.
    private static func core(_ name: String) -> String {
        String(name.drop { $0 == "-" }).lowercased()
    }
}
