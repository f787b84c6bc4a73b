import QuickGlyphModel

/// Two entries for one slot: Xcode keeps one and the other is dead weight, a sign of a generator run twice.
package struct DuplicateScaleRule: ImagesetRule {
    package static let order = 8
    package static let description = DiagnosticDescription(
        id: .duplicateScale, name: "Two entries for one scale", severity: .error,
        repair: .none,
        summary:
            "Two entries of an imageset have the same scale and idiom (and appearance), so Xcode can use only one of them."
    )

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        let filled = subject.entries.filter { $0.filename != nil && $0.scale != nil }
        return filled.enumerated().compactMap { offset, entry in
            let idiom = entry.idiom ?? "universal"
            guard
                let earlier = filled[..<offset].first(where: {
                    $0.scale == entry.scale && ($0.idiom ?? "universal") == idiom && $0.variant == entry.variant
                })
            else { return nil }
            return finding(
                subject.contentsPath,
                "images[\(entry.index)] and images[\(earlier.index)] are both \(entry.scale!) "
                    + "\(idiom); Xcode uses only one: remove the duplicate",
                position: subject.position(entry: entry.index, key: "scale"))
        }
    }
}
