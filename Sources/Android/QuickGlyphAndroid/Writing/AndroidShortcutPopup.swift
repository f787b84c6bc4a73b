import QuickGlyphGlyphs
import QuickGlyphModel

/// The app shortcuts as a Pixel launcher (AOSP Launcher3) lists them when the app's icon
/// is long-pressed: what `build --android` wrote, for the preview and the HTML report.
///
/// Order: only static shortcuts (quickglyph writes no dynamic ones for Android), in the
/// order of `shortcuts.xml`, which is the items file's. AOSP's `ShortcutParser` gives each
/// static shortcut its position in the file as its rank, and Launcher3's `PopupPopulator`
/// sorts shortcuts declared in the manifest first, then by rank, and keeps at most four
/// (`MAX_SHORTCUTS`). The rows are listed as the popup shows them opening below the icon;
/// opening above it, Launcher3 reverses them so the first stays nearest the icon.
package struct AndroidShortcutPopup: Sendable, Equatable {
    package struct Row: Sendable, Equatable {
        /// What the row says. Launcher3's `DeepShortcutView` shows the long label when it fits
        /// the row's width, else the short one; the long label quickglyph writes is the item's title.
        package var label: String
        /// The adaptive icon masked to the launcher's circle, `iconPixels` a side, premultiplied;
        /// nil when no icon is written for the shortcut (an SF Symbol or system icon on iOS).
        package var icon: Raster?
        /// Why there is no icon, for a footnote: "SF Symbol star.fill: no icon on Android".
        package var note: String?

        init(label: String, icon: Raster?, note: String?) {
            self.label = label
            self.icon = icon
            self.note = note
        }
    }

    /// Launcher3's `PopupPopulator.MAX_SHORTCUTS`.
    package static let maximum = 4

    package private(set) var rows: [Row]
    /// The labels of the static shortcuts the launcher does not show, in their order.
    package private(set) var leftOut: [String]

    /// - Parameters:
    ///   - masks: the glyphs as drawn for the written icons, by name; a glyph missing here has no icon.
    ///   - iconPixels: the row's icon side in pixels (the popup's icon size at the picture's scale).
    package init(items: [QuickAction], masks: [String: AlphaMask], painter: AndroidIconPainter, iconPixels: Int) {
        let shortcuts = items.staticItems
        rows = shortcuts.prefix(Self.maximum).map { item in
            switch item.icon {
            case .file(let name):
                guard let mask = masks[name] else {
                    return Row(label: item.titleText, icon: nil, note: "glyph \(name) could not be drawn: no icon")
                }
                return Row(label: item.titleText, icon: painter.launcherIcon(mask, side: iconPixels), note: nil)
            case .type(let name):
                return Row(
                    label: item.titleText, icon: nil,
                    note: "system icon \(name.icon?.rawValue ?? name.written): no icon on Android")
            case .symbol(let name):
                return Row(label: item.titleText, icon: nil, note: "SF Symbol \(name): no icon on Android")
            case .none, .unresolved:
                return Row(label: item.titleText, icon: nil, note: "no icon")
            }
        }
        leftOut = shortcuts.dropFirst(Self.maximum).map(\.titleText)
    }
}
