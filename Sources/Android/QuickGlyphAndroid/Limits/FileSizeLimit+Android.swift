import QuickGlyphSystem

extension FileSizeLimit {
    /// 8 MB, for `build --android-manifest`'s edit and `check`'s read alike: a real manifest is tens
    /// of kilobytes, and the limit stays under the XML parser's own (`XMLParserInput.limit`), so a
    /// manifest past it is refused for its size, never called malformed.
    package static let androidManifest = FileSizeLimit(
        bytes: 8_000_000, what: "quickglyph reads of an AndroidManifest.xml")

    /// 4 MB, for any other XML resource of an Android module (`check`'s read, and `--android`'s look at
    /// a `shortcuts.xml` in `res/`): a real one is a few kilobytes.
    package static let androidResource = FileSizeLimit(
        bytes: 4_000_000, what: "quickglyph reads of an Android resource file")
}
