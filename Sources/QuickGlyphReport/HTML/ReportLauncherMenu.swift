import QuickGlyphRaster

/// The Android launcher's shortcut popup as the report draws it beside the iOS menu
/// (`build --android`): rows in the launcher's order, each an icon and a label.
public struct ReportLauncherMenu: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var label: String
        /// The masked adaptive icon, premultiplied RGBA at twice `LauncherPopupStyle.iconSide`; nil for none.
        public var icon: Raster?
        /// Said under the label when there is no icon.
        public var note: String?

        public init(label: String, icon: Raster?, note: String?) {
            self.label = label
            self.icon = icon
            self.note = note
        }
    }

    public var rows: [Row]
    /// The labels of the shortcuts the launcher does not show.
    public var leftOut: [String]
    /// How many the launcher shows at most, for the note about those left out.
    public var maximum: Int

    public init(rows: [Row], leftOut: [String], maximum: Int) {
        self.rows = rows
        self.leftOut = leftOut
        self.maximum = maximum
    }
}
