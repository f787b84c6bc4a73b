/// The formats a glyph source can be in, by file extension in any case.
package enum SourceKind: String, Sendable, CaseIterable {
    case svg, pdf, png

    /// The kind a file name's extension names, if any.
    package init?(filename: String) {
        guard let dot = filename.lastIndex(of: ".") else { return nil }
        self.init(rawValue: filename[filename.index(after: dot)...].lowercased())
    }
}
