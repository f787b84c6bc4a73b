import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphAndroid
import QuickGlyphReport

/// `build --preview` with `--android`: one panel of the Android launcher's shortcut popup
/// beside the iOS menu, in `LauncherPopupStyle`'s sizes (dp drawn as points, so the two
/// platforms' menus are at the same physical scale): a rounded surface, one 52 dp row a
/// shortcut, the icon at the start (the launcher's circle over the adaptive icon, its pixels
/// the painter's) and the label after it, cut at the row's end as the launcher ellipsizes it.
struct AndroidPopupPanel {
    var popup: AndroidShortcutPopup

    static var width: Double { MenuPreview.margin * 2 + LauncherPopupStyle.width }

    var popupHeight: Double { max(1, Double(popup.rows.count)) * LauncherPopupStyle.rowHeight }

    /// About what an 11 pt line holds across the 216 pt popup, as `MenuPreview.footnoteCharacters` across its menu.
    static let footnoteCharacters = 34

    /// Rows without an icon, then the shortcuts the launcher leaves out, wrapped between words.
    var footnotes: [String] {
        let words = { (text: String) in text.split(separator: " ").map(String.init) }
        let notes = popup.rows.enumerated().flatMap { index, row in
            row.note.map { MenuPreview.wrap(words("\(index + 1). \($0)"), width: Self.footnoteCharacters) } ?? []
        }
        guard !popup.leftOut.isEmpty else { return notes }
        let named = Array(popup.leftOut.prefix(MenuPreview.namedLimit))
        let counted = popup.leftOut.count - named.count
        var pieces = words(
            "\(popup.leftOut.count) more not shown: the launcher shows at most \(AndroidShortcutPopup.maximum)")
        for (index, label) in named.enumerated() {
            pieces.append((index == 0 ? "(" : "") + label + (index == named.count - 1 ? (counted > 0 ? "" : ")") : ","))
        }
        if counted > 0 { pieces += ["and", "\(counted) more)"] }
        return notes + MenuPreview.wrap(pieces, width: Self.footnoteCharacters)
    }

    /// Margins, caption, popup and footnotes, in points.
    var height: Double {
        let notes = footnotes.isEmpty ? 0 : 10 + Double(footnotes.count) * MenuPreview.footnoteLine
        return MenuPreview.margin * 2 + MenuPreview.captionHeight + popupHeight + notes
    }

    func draw(dark: Bool, x: Double, height: Double, into root: XMLElement, definitions: XMLElement) {
        let name = dark ? "android-dark" : "android-light"
        let style = dark ? LauncherPopupStyle.dark : LauncherPopupStyle.light
        // The iOS panel of the same appearance defined this wallpaper.
        root.addChild(
            XMLReportWriter.element(
                "rect",
                [
                    "x": MenuPreview.number(x), "y": "0", "width": MenuPreview.number(Self.width),
                    "height": MenuPreview.number(height),
                    "fill": "url(#wallpaper-\(dark ? "dark" : "light"))",
                ]))
        let popupX = x + MenuPreview.margin
        var y = MenuPreview.margin
        root.addChild(
            MenuPreview.text(
                dark ? "Android dark" : "Android light", x: popupX, y: y + 13, size: 13, weight: "600",
                fill: dark ? "#ffffff" : "#000000", opacity: 0.75))
        y += MenuPreview.captionHeight
        root.addChild(
            XMLReportWriter.element(
                "rect",
                [
                    "x": MenuPreview.number(popupX), "y": MenuPreview.number(y),
                    "width": MenuPreview.number(LauncherPopupStyle.width),
                    "height": MenuPreview.number(popupHeight),
                    "rx": MenuPreview.number(min(LauncherPopupStyle.cornerRadius, popupHeight / 2)),
                    "fill": style.surface,
                ]))
        let textX = popupX + LauncherPopupStyle.iconStart + LauncherPopupStyle.iconSide + LauncherPopupStyle.iconGap
        let clipID = "text-\(name)"
        let clip = XMLReportWriter.element("clipPath", ["id": clipID])
        clip.addChild(
            XMLReportWriter.element(
                "rect",
                [
                    "x": MenuPreview.number(textX), "y": MenuPreview.number(y),
                    "width": MenuPreview.number(popupX + LauncherPopupStyle.width - LauncherPopupStyle.textEnd - textX),
                    "height": MenuPreview.number(popupHeight),
                ]))
        definitions.addChild(clip)
        let labels = XMLReportWriter.element("g", ["clip-path": "url(#\(clipID))"])
        let side = LauncherPopupStyle.iconSide
        for (index, row) in popup.rows.enumerated() {
            let rowTop = y + Double(index) * LauncherPopupStyle.rowHeight
            let iconX = popupX + LauncherPopupStyle.iconStart,
                iconY = rowTop + (LauncherPopupStyle.rowHeight - side) / 2
            if let icon = row.icon, let uri = RasterImageURI.uri(icon) {
                root.addChild(
                    XMLReportWriter.element(
                        "image",
                        [
                            "x": MenuPreview.number(iconX), "y": MenuPreview.number(iconY),
                            "width": MenuPreview.number(side), "height": MenuPreview.number(side),
                            "href": uri,
                        ]))
            } else {
                let centerX = iconX + side / 2, centerY = iconY + side / 2
                root.addChild(
                    XMLReportWriter.element(
                        "circle",
                        [
                            "cx": MenuPreview.number(centerX), "cy": MenuPreview.number(centerY),
                            "r": "11", "fill": "none", "stroke": style.text, "stroke-opacity": "0.45",
                            "stroke-width": "1.5", "stroke-dasharray": "3 2.5",
                        ]))
                root.addChild(
                    MenuPreview.text(
                        String(index + 1), x: centerX, y: centerY + 4, size: 11, fill: style.text,
                        opacity: 0.6, anchor: "middle"))
            }
            labels.addChild(
                MenuPreview.text(
                    row.label, x: textX, y: rowTop + LauncherPopupStyle.rowHeight / 2 + 5,
                    size: LauncherPopupStyle.textSize, fill: style.text))
        }
        root.addChild(labels)
        let notesClipID = "notes-\(name)"
        let notesClip = XMLReportWriter.element("clipPath", ["id": notesClipID])
        notesClip.addChild(
            XMLReportWriter.element(
                "rect",
                [
                    "x": MenuPreview.number(x), "y": "0", "width": MenuPreview.number(Self.width),
                    "height": MenuPreview.number(height),
                ]))
        definitions.addChild(notesClip)
        let notes = XMLReportWriter.element("g", ["clip-path": "url(#\(notesClipID))"])
        var noteY = y + popupHeight + 10 + 11
        for note in footnotes {
            notes.addChild(
                MenuPreview.text(note, x: popupX, y: noteY, size: 11, fill: dark ? "#ffffff" : "#000000", opacity: 0.75)
            )
            noteY += MenuPreview.footnoteLine
        }
        root.addChild(notes)
    }
}
