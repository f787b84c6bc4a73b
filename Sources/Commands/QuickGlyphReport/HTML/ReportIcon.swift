import QuickGlyphGlyphs

/// A custom icon as the report shows it: its images, and which findings are its own.
package struct ReportIcon: Sendable {
    /// One image of the icon (one scale of one variant).
    package struct Image: Sendable, Equatable {
        /// The path a finding about this image carries: the PNG, the vector file, or
        /// for `build` the glyph's source.
        var findingPath: String
        /// Where the pixels were read from, for the caption.
        var shownPath: String
        package var scale: Int
        /// "universal", "universal, dark": the imageset entry's variant.
        var variant: String
        /// The alpha channel: what iOS draws of a template image.
        package var mask: AlphaMask

        package init(findingPath: String, shownPath: String, scale: Int, variant: String, mask: AlphaMask) {
            self.findingPath = findingPath
            self.shownPath = shownPath
            self.scale = scale
            self.variant = variant
            self.mask = mask
        }

        /// Its size in points, as the menu lays it out.
        var pointWidth: Double { Double(mask.width) / Double(max(1, scale)) }
        var pointHeight: Double { Double(mask.height) / Double(max(1, scale)) }
    }

    /// The name actions use for it (`UIApplicationShortcutItemIconFile`).
    package var name: String
    /// The imageset, or the file, it was read from.
    package var location: String
    /// Findings whose path is one of these, or below one of them, are the icon's.
    var findingPaths: [String]
    var images: [Image]
    /// Why no image is shown, when none is (a refused glyph, an unreadable file).
    var missingReason: String?

    package init(name: String, location: String, findingPaths: [String], images: [Image], missingReason: String? = nil)
    {
        self.name = name
        self.location = location
        self.findingPaths = findingPaths
        self.images = images
        self.missingReason = missingReason
    }

    /// The largest image of the first variant: the one the menu draws.
    var menuImage: Image? {
        guard let variant = images.first?.variant else { return nil }
        return images.filter { $0.variant == variant }.max { $0.scale < $1.scale }
    }

    /// Whether a finding of this path is about this icon.
    package func owns(_ path: String) -> Bool {
        findingPaths.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
}
