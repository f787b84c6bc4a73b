import QuickGlyphModel

/// Xcode refuses an imageset whose Contents.json it cannot read, and the image is missing from the app.
package struct ContentsInvalidRule: ImagesetRule {
    package static let order = 1
    package static let description = DiagnosticDescription(
        id: .contentsInvalid, name: "Contents.json invalid", severity: .error,
        repair: .needsPerson,
        summary:
            "An imageset's Contents.json is missing, unreadable, not JSON, not an object, or has a field of the wrong type."
    )

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        if let error = subject.contentsError {
            return [
                finding(
                    subject.contentsPath,
                    "\(error); Xcode cannot load the imageset \(DisplayText.quote(subject.name)): "
                        + "fix the file or re-create the imageset")
            ]
        }
        return subject.typeProblems.map { problem in
            finding(
                subject.contentsPath, "\(problem.message); Xcode ignores the entry",
                position: subject.position(entry: problem.entry, key: problem.key))
        }
    }
}
