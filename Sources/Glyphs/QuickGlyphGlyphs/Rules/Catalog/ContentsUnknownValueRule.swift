import QuickGlyphModel

/// A scale or idiom Xcode does not know leaves the image out of every device.
package struct ContentsUnknownValueRule: ImagesetRule {
    package static let order = 2
    package static let description = DiagnosticDescription(
        id: .contentsUnknownValue, name: "Unknown scale or idiom", severity: .error,
        repair: .needsPerson,
        summary: "An imageset entry names a scale other than 1x, 2x, 3x, or an idiom Xcode does not know.")

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        guard subject.contentsError == nil else { return [] }
        var findings: [Finding] = []
        for entry in subject.entries {
            if let scale = entry.scale, entry.scaleNumber == nil {
                findings.append(
                    finding(
                        subject.contentsPath,
                        "images[\(entry.index)].scale is \(DisplayText.quote(scale)); the scales are "
                            + ImagesetSubject.knownScales.joined(separator: ", ") + ", so no device uses this image",
                        position: subject.position(entry: entry.index, key: "scale")))
            }
            if let idiom = entry.idiom, !ImagesetSubject.knownIdioms.contains(idiom) {
                findings.append(
                    finding(
                        subject.contentsPath,
                        "images[\(entry.index)].idiom is \(DisplayText.quote(idiom)), which Xcode does "
                            + "not know; use \"universal\" for a quick-action glyph",
                        position: subject.position(entry: entry.index, key: "idiom")))
            }
        }
        return findings
    }
}
