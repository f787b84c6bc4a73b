/// Two entries for one slot: Xcode keeps one and the other is dead weight, a sign of a generator run twice.
public struct DuplicateScaleRule: ImagesetRule {
    public static let description = RuleDescription(
        id: "duplicate-scale", name: "Two entries for one scale", severity: .error,
        summary: "Two entries of an imageset have the same scale and idiom (and appearance), so Xcode can use only one of them.")

    public init() {}

    public func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        var first: [String: Int] = [:]
        var findings: [Finding] = []
        for entry in subject.entries where entry.filename != nil {
            guard let scale = entry.scale else { continue }
            let slot = "\(entry.idiom ?? "universal")|\(scale)|\(entry.variant)"
            if let earlier = first[slot] {
                findings.append(finding(subject.contentsPath, "images[\(entry.index)] and images[\(earlier)] are both \(scale) "
                                        + "\(entry.idiom ?? "universal"); Xcode uses only one: remove the duplicate",
                                        position: subject.position(entry: entry.index, key: "scale")))
            } else {
                first[slot] = entry.index
            }
        }
        return findings
    }

    public static let triggeringExamples = [
        TreeExample("two 2x entries") {
            Fixtures.imageset("compose", contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3]).replacingOccurrences(of: "\"3x\"", with: "\"2x\""))
        },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("one entry a scale") { Fixtures.imageset("compose") },
    ]
}
