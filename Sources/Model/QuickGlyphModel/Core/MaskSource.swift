/// Where a glyph's shape comes from (`--mask`): one of the build's options, which the
/// manifest records and the renderer follows, so it is named below both.
package enum MaskSource: String, Sendable, Codable, CaseIterable {
    /// The shape is the source's alpha channel.
    case alpha
    /// Dark-on-light opaque artwork: darkness becomes coverage.
    case luminance
}
