/// The most bytes quickglyph reads of one kind of file, and the one way a file past it is
/// refused: its size and the limit, in words (`the file is 12.1 MB, more than the 10 MB a
/// glyph source may be`), never as the parse error or the memory a larger read would cost.
package struct FileSizeLimit: Sendable, Equatable {
    package var bytes: Int
    /// What the limit is, as it follows "more than the 8 MB": "quickglyph reads of an AndroidManifest.xml".
    var what: String

    package init(bytes: Int, what: String) {
        self.bytes = bytes
        self.what = what
    }

    package func allows(_ size: Int) -> Bool {
        size <= bytes
    }

    /// `subject` is `size` bytes, more than the limit: "it is 13.2 MB, more than the 8 MB quickglyph reads of an
    /// AndroidManifest.xml".
    package func refusal(_ size: Int, subject: String = "it") -> String {
        "\(subject) is \(Self.megabytes(size)), more than the \(Self.megabytes(bytes)) \(what)"
    }

    /// Decimal megabytes (a million bytes, as the limits are set) to one decimal, rounded up, so a
    /// file just over a limit never reads as the limit itself: "12.1 MB", "10 MB".
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 99_999) / 100_000
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
}
