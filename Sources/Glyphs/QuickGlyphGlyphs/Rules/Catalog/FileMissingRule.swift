import QuickGlyphModel

/// An entry naming a file that is not there leaves that scale empty on the device.
package struct FileMissingRule: ImagesetRule {
    package static let order = 5
    package static let description = DiagnosticDescription(
        id: .fileMissing, name: "Named file missing", severity: .error,
        repair: .none,
        summary: "An imageset entry names a file that is not in the imageset folder.")

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        let present = Set(subject.files)
        return subject.entries.compactMap { entry in
            // A path is not looked for at all: file-outside-imageset says why.
            guard let filename = entry.filename, !present.contains(filename),
                FileOutsideImagesetRule.reason(filename, in: subject) == nil
            else { return nil }
            return finding(
                subject.contentsPath,
                "images[\(entry.index)] names \(DisplayText.quote(filename)), which is not in \(subject.name).imageset; "
                    + "add the file or remove the entry",
                position: subject.position(entry: entry.index, key: "filename"))
        }
    }
}
