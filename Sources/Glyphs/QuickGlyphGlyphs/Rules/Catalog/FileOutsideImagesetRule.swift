import QuickGlyphModel

/// Xcode takes an imageset's images from its own folder only: actool refuses a
/// filename that is a path, so the catalog does not build. `check` reads none of
/// them, nor a file of the folder that is a symbolic link leading out of it, so
/// the image named is never judged.
package struct FileOutsideImagesetRule: ImagesetRule {
    package static let order = 6
    package static let description = DiagnosticDescription(
        id: .fileOutsideImageset, name: "File outside the imageset", severity: .error,
        repair: .needsPerson,
        summary:
            "An imageset entry's filename is a path (absolute, with `..` or a folder) rather than the name of a file in the "
            + "imageset folder, or names a symbolic link that leads out of the folder; check does not read such a file."
    )

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        guard subject.contentsError == nil else { return [] }
        return subject.entries.compactMap { entry in
            guard let filename = entry.filename, let reason = FileOutsideImagesetRule.reason(filename, in: subject)
            else { return nil }
            return finding(
                subject.contentsPath, "images[\(entry.index)].filename \(DisplayText.quote(filename)) \(reason)",
                position: subject.position(entry: entry.index, key: "filename"))
        }
    }

    /// Why `filename` is not a file of the imageset, and what to do; nil when it is a plain name.
    static func reason(_ filename: String, in subject: ImagesetSubject) -> String? {
        let folder = "\(subject.name).imageset"
        if let target = subject.linksOutside[filename] {
            return
                "is a symbolic link to \(target), outside \(folder); check does not follow it and the image is not judged: "
                + "copy the file itself into the folder"
        }
        let what: String
        if filename.hasPrefix("/") {
            what = "is an absolute path, outside the imageset"
        } else if filename.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            what = "points outside the imageset"
        } else if filename.contains("/") {
            what = "names a file in a folder, not in the imageset itself"
        } else {
            return nil
        }
        return "\(what); Xcode only takes files inside \(folder): move the file into the folder and name it alone"
    }
}
