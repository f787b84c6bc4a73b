/// Every source file of an app (or of one Xcode target's sources plus what it
/// links), read once by the caller. Names a quick action uses (a constant, an
/// enum, a helper) are often declared in another file than the one making the
/// item, so they are followed across the whole corpus.
package struct SourceCorpus: Sendable {
    package var files: [File]
    /// The images each group of targets can load, which a file names by index
    /// (`File.imageNames`): one entry for every file its targets compile, not one copy a file.
    var imageNames: [TargetImageNames]

    package init(files: [File], imageNames: [TargetImageNames] = []) {
        self.files = files
        self.imageNames = imageNames
    }

    /// One file: where it is, how to read it, and its bytes.
    package struct File: Sendable {
        var path: String
        var language: SourceLanguage
        package var bytes: [UInt8]
        /// The index in `SourceCorpus.imageNames` of the images its targets can load; nil when
        /// the caller knows none, and no generated accessor is then traced by a naming rule.
        var imageNames: Int?

        package init(path: String, language: SourceLanguage, bytes: [UInt8], imageNames: Int? = nil) {
            self.path = path
            self.language = language
            self.bytes = bytes
            self.imageNames = imageNames
        }
    }
}
