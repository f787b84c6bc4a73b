/// The tool's identity, recorded in manifests so that a new renderer rebuilds everything.
public enum QuickGlyph {
    public static let version = "0.2.0"
}
