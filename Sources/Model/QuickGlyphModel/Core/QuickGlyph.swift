/// The tool's identity, recorded in manifests so that a new renderer rebuilds everything.
package enum QuickGlyph {
    package static let version = "0.2.0"
}
