/// Every source file of an app (or of one Xcode target's sources plus what it
/// links), read once by the caller. Names a quick action uses (a constant, an
/// enum, a helper) are often declared in another file than the one making the
/// item, so they are followed across the whole corpus.
public struct SourceCorpus: Sendable {
    public var files: [File]

    public init(files: [File]) {
        self.files = files
    }

    /// One file: where it is, how to read it, and its bytes.
    public struct File: Sendable {
        public var path: String
        public var language: SourceLanguage
        public var bytes: [UInt8]

        public init(path: String, language: SourceLanguage, bytes: [UInt8]) {
            self.path = path
            self.language = language
            self.bytes = bytes
        }
    }
}
