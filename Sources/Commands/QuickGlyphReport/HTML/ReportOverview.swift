import QuickGlyphAndroid
import QuickGlyphModel

/// What the HTML report draws besides the findings themselves: the quick actions as
/// the Home Screen menu shows them, the custom icons with their pixels, and where
/// each action is declared. `check` and `build` each fill one from their own report.
package struct ReportOverview: Sendable {
    /// `check DuckDuckGo`, `build glyphs`: the page's heading.
    var title: String
    /// One menu an application target, each in the order iOS lists it.
    package var menus: [ReportMenu]
    /// Every custom icon the report can show, with its images.
    var icons: [ReportIcon]
    /// The inventory table: a header row and one row a declaration.
    var inventoryColumns: [String]
    var inventoryRows: [[String]]
    /// Tables beside the inventory (build's glyphs), each a heading, columns and rows.
    var extraTables: [ReportTable]
    /// The command's own summary line.
    var summary: String
    /// `build --android`: the app shortcuts as the Android launcher lists them, drawn beside the menu.
    var launcherMenu: AndroidShortcutPopup?

    package init(
        title: String, menus: [ReportMenu], icons: [ReportIcon], inventoryColumns: [String],
        inventoryRows: [[String]], extraTables: [ReportTable] = [], summary: String,
        launcherMenu: AndroidShortcutPopup? = nil
    ) {
        self.title = title
        self.menus = menus
        self.icons = icons
        self.inventoryColumns = inventoryColumns
        self.inventoryRows = inventoryRows
        self.extraTables = extraTables
        self.summary = summary
        self.launcherMenu = launcherMenu
    }
}
