import QuickGlyphAndroid
import QuickGlyphModel

/// The report's Android section: the launcher's shortcut popup, light and dark, on the
/// same wallpaper as the iOS menu. Its style is added to the page's only with it, so a
/// page without the section is byte for byte the page it was before Android was drawn.
enum LauncherMenuHTML {
    static func section(_ menu: AndroidShortcutPopup) -> String {
        var html = "<section id=\"android-menu\"><h2>App shortcuts as the Android launcher shows them</h2>"
        if !menu.leftOut.isEmpty {
            html +=
                "<p class=\"note\">\(menu.rows.count + menu.leftOut.count) shortcuts are written; the launcher shows at most "
                + "\(AndroidShortcutPopup.maximum): not shown are \(HTMLText.escape(DisplayText.list(menu.leftOut.map { DisplayText.shortened($0) }))).</p>"
        }
        html += "<div class=\"wallpaper\">"
        for appearance in ["light", "dark"] {
            html +=
                "<div class=\"popup \(appearance)\" id=\"android-\(appearance)\" data-layout=\"android-\(appearance)\">"
            for (index, row) in menu.rows.enumerated() {
                html += "<div class=\"popup-row\" data-item=\"\(index + 1)\">"
                let layout = HTMLText.attribute("data-layout", "android-\(appearance)-icon-\(index + 1)")
                let side = HTMLReporter.css(LauncherPopupStyle.iconSide)
                if let icon = row.icon, let uri = RasterImageURI.uri(icon) {
                    html +=
                        "<img\(layout) class=\"popup-icon\" alt=\"\" width=\"\(side)\" height=\"\(side)\" src=\"\(uri)\">"
                } else {
                    html += "<div\(layout) class=\"popup-icon placeholder\"></div>"
                }
                html += "<div class=\"text\"><div class=\"label\">\(HTMLText.escape(row.label))</div>"
                if let note = row.note { html += "<div class=\"icon-note\">\(HTMLText.escape(note))</div>" }
                html += "</div></div>"
            }
            html += "</div>"
        }
        return html + "</div></section>"
    }

    /// Sizes in dp as CSS px; colours from `LauncherPopupStyle` (Material 3's baseline scheme).
    static var style: String {
        let light = LauncherPopupStyle.light, dark = LauncherPopupStyle.dark
        let css = HTMLReporter.css
        return """
            .popup{width:\(css(LauncherPopupStyle.width))px;border-radius:\(css(LauncherPopupStyle.cornerRadius))px;overflow:hidden;align-self:flex-start;font:\(css(LauncherPopupStyle.textSize))px/20px Roboto,'DejaVu Sans',sans-serif}
            .popup.light{background:\(light.surface);color:\(light.text)}.popup.dark{background:\(dark.surface);color:\(dark.text)}
            .popup-row{display:flex;align-items:center;gap:\(css(LauncherPopupStyle.iconGap))px;min-height:\(css(LauncherPopupStyle.rowHeight))px;padding:0 \(css(LauncherPopupStyle.textEnd))px 0 \(css(LauncherPopupStyle.iconStart))px;box-sizing:border-box}
            .popup-icon{flex:none;display:block;width:\(css(LauncherPopupStyle.iconSide))px;height:\(css(LauncherPopupStyle.iconSide))px}
            .popup .label{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}

            """
    }
}
