import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphSystem
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphGlyphs

/// `build --preview FILE.png`: the items file's quick-action menu as a person holding
/// the phone sees it, light and dark side by side, at @2x. It is an SVG document
/// (rounded panels, text, the glyph PNGs as `data:` images, tinted as the system
/// tints a template) drawn by the same librsvg and cairo that draw the glyphs, so the
/// picture is what this machine renders, not a mock-up. Sizes are iOS's, in points:
/// a 254 pt menu, 17 pt titles, 15 pt subtitles, 35 pt icons 16 pt from the edge.
/// System icons and SF Symbols are drawn by iOS from fonts this machine does not
/// have: where `IconLookalike` knows a lookalike (our own drawing, `SystemIconDrawings`) it is
/// drawn, marked "≈" and said to be approximate in a footnote; any other keeps a numbered
/// dashed circle, and a footnote names it.
/// Only what the phone shows is drawn: at most four items, the static ones first,
/// then the dynamic ones, each in the items file's order; a footnote names the rest.
/// With `--android` the Android launcher's shortcut popup follows, light and dark
/// (`AndroidPopupPanel`), and the iOS panels' captions say "iOS".
struct MenuPreview: Sendable {
    static let scale = 2
    static let font = "-apple-system, 'SF Pro Text', 'DejaVu Sans', sans-serif"
    static let menuWidth = 254.0
    static let margin = 24.0
    static let captionHeight = 26.0
    static let inset = 16.0
    static let iconSide = Double(GlyphGeometry.canvasPoints)
    static let footnoteLine = 15.0
    /// About what an 11 pt footnote line holds across the 254 pt menu: longer ones wrap.
    static let footnoteCharacters = 40
    /// How many of the items left out the footnote names; the others are counted.
    static let namedLimit = 8

    /// The rows the phone shows, in its order: at most `TooManyItemsRule.maximum`. A row is the
    /// HTML report's menu row, so both pictures of the menu are drawn from one type.
    package private(set) var rows: [ReportMenuItem]
    /// Each custom icon's alpha at `MenuPreview.scale` (or the largest built), by the name its row gives;
    /// only glyphs that can be drawn.
    package private(set) var glyphs: [String: AlphaMask] = [:]
    /// The titles of the items the phone does not show, in the order they would have come.
    package private(set) var leftOut: [String]
    /// The Android launcher's popup drawn beside the menu; nil without `--android`.
    var android: AndroidShortcutPopup?

    /// `rows` in the order the phone shows them; those past the fourth are left out, as on the phone.
    init(rows: [ReportMenuItem], glyphs: [String: AlphaMask]) {
        self.rows = Array(rows.prefix(TooManyItemsRule.maximum))
        leftOut = rows.dropFirst(TooManyItemsRule.maximum).map(\.title)
        self.glyphs = glyphs
    }

    /// The rows of a build's items, glyphs read back from the PNGs it wrote.
    init(report: BuildReport, configuration: BuildConfiguration) {
        self.init(items: report.items) { name in
            report.manifest?.glyphs[name].flatMap { MenuPreview.mask(of: $0, in: configuration.outputDirectory) }
        }
        android = report.androidPopup
    }

    /// The items as the phone orders them: Info.plist's static ones, then those the app
    /// sets in code, each in the items file's order (the generated `installDynamicItems` sets them so).
    init(items: [QuickAction], glyph: (String) -> AlphaMask?) {
        var glyphs: [String: AlphaMask] = [:]
        let rows = HomeScreenMenu.ordered(items, isDynamic: \.isDynamic).map { item -> ReportMenuItem in
            let icon: ReportMenuItem.Icon
            switch item.icon {
            case .file(let name):
                guard let mask = glyph(name) else {
                    icon = .missing(name)
                    break
                }
                // A mask the encoder refuses (an empty one) cannot be shown: the footnote says so, not a bare number.
                if MaskImageURI.uri(mask, tint: .black) != nil { glyphs[name] = mask }
                icon = .custom(name)
            case .type(let name): icon = .system(name.icon?.rawValue ?? name.written)
            case .symbol(let name): icon = .symbol(name)
            case .none, .unresolved: icon = .none
            }
            return ReportMenuItem(title: item.titleText, subtitle: item.subtitleText, icon: icon)
        }
        self.init(rows: rows, glyphs: glyphs)
    }

    /// The glyph drawn for `row`; nil for a system icon, a symbol, or a glyph that cannot be drawn.
    func glyph(of row: ReportMenuItem) -> AlphaMask? {
        if case .custom(let name) = row.icon { return glyphs[name] }
        return nil
    }

    /// What stands in a glyph's place, said in the footnote: "SF Symbol star.fill"; nil for a drawn glyph.
    func stand(of row: ReportMenuItem) -> String? {
        switch row.icon {
        case .custom(let name): return glyphs[name] == nil ? "glyph \(name), cannot be drawn" : nil
        case .missing(let name): return "glyph \(name), not built"
        case .system(let name): return "system icon \(name)" + (row.icon.lookalike == nil ? "" : " \u{2248}")
        case .symbol(let name): return "SF Symbol \(name)" + (row.icon.lookalike == nil ? "" : " \u{2248}")
        case .none, .unresolved: return "no icon"
        }
    }

    /// The @2x PNG, else the largest one built.
    static func mask(of glyph: Manifest.Glyph, in output: URL) -> AlphaMask? {
        let outputs = glyph.outputs.sorted { $0.scale < $1.scale }
        guard let chosen = outputs.first(where: { $0.scale == scale }) ?? outputs.last,
            let data = try? SourceFile.read(output.appendingPathComponent(chosen.path).path),
            let image = try? PNGImage(data: data)
        else { return nil }
        return image.raster.alphaMask
    }

    static func rowHeight(_ row: ReportMenuItem) -> Double { row.subtitle == nil ? 48 : 60 }

    var menuHeight: Double { max(48, rows.map(MenuPreview.rowHeight).reduce(0, +)) }
    var footnotes: [String] {
        let stands = rows.enumerated().compactMap { index, row in stand(of: row).map { "\(index + 1). \($0)" } }
        // A lookalike is drawn; only a place left empty is one "this machine cannot" draw.
        let approximate = rows.contains { $0.icon.lookalike != nil }
        let placeholder = rows.contains { glyph(of: $0) == nil && $0.icon.lookalike == nil && stand(of: $0) != nil }
        return stands + (placeholder ? ["(iOS draws these; this machine cannot)"] : [])
            + (approximate ? ["(\u{2248} iOS\u{2019}s own icon, drawn approximately)"] : [])
            + leftOutNote
    }

    /// `2 more not shown: iOS shows at most 4 (Search, Settings)`, wrapped between words,
    /// a title kept whole on a line where it fits; none when nothing is left out.
    var leftOutNote: [String] {
        guard !leftOut.isEmpty else { return [] }
        let named = Array(leftOut.prefix(MenuPreview.namedLimit))
        var pieces = "\(leftOut.count) more not shown: iOS shows at most \(TooManyItemsRule.maximum)".split(
            separator: " "
        ).map(String.init)
        for (index, title) in named.enumerated() {
            let last = index == named.count - 1
            pieces.append((index == 0 ? "(" : "") + title + (last ? "" : ","))
        }
        let counted = leftOut.count - named.count
        if counted > 0 {
            pieces += ["and", "\(counted) more)"]
        } else {
            pieces[pieces.count - 1] += ")"
        }
        return MenuPreview.wrap(pieces, width: MenuPreview.footnoteCharacters)
    }

    /// `pieces` joined by spaces into lines of at most `width` characters; a piece too long
    /// for a line is broken at its own spaces, and a word longer still keeps a line of its own.
    static func wrap(_ pieces: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        func add(_ piece: String) {
            if !line.isEmpty, line.count + 1 + piece.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + piece
        }
        for piece in pieces {
            if piece.count > width {
                piece.split(separator: " ").forEach { add(String($0)) }
            } else {
                add(piece)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The picture's size in points: as tall as the taller platform's panels.
    var size: (width: Double, height: Double) {
        let panel = MenuPreview.margin * 2 + MenuPreview.menuWidth
        let notes = footnotes.isEmpty ? 0 : 10 + Double(footnotes.count) * MenuPreview.footnoteLine
        let height = MenuPreview.margin * 2 + MenuPreview.captionHeight + menuHeight + notes
        guard let android else { return (panel * 2, height) }
        let androidPanel = AndroidPopupPanel(popup: android)
        return (panel * 2 + AndroidPopupPanel.width * 2, max(height, androidPanel.height))
    }

    // MARK: The SVG

    /// The SVG document, written through Foundation's XML (every text escaped).
    func svg() -> Data {
        let (width, height) = size
        let root = XMLReportWriter.element(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg",
                "width": MenuPreview.number(width), "height": MenuPreview.number(height),
                "viewBox": "0 0 \(MenuPreview.number(width)) \(MenuPreview.number(height))",
            ])
        let definitions = XMLReportWriter.element("defs")
        root.addChild(definitions)
        let panelWidth = MenuPreview.margin * 2 + MenuPreview.menuWidth
        for (index, dark) in [false, true].enumerated() {
            panel(dark: dark, x: Double(index) * panelWidth, height: height, into: root, definitions: definitions)
        }
        if let android {
            for (index, dark) in [false, true].enumerated() {
                AndroidPopupPanel(popup: android).draw(
                    dark: dark, x: panelWidth * 2 + Double(index) * AndroidPopupPanel.width,
                    height: height, into: root, definitions: definitions)
            }
        }
        return Data(XMLReportWriter.serialize(root).utf8)
    }

    private func panel(dark: Bool, x: Double, height: Double, into root: XMLElement, definitions: XMLElement) {
        let name = dark ? "dark" : "light"
        let gradient = XMLReportWriter.element(
            "linearGradient", ["id": "wallpaper-\(name)", "x1": "0", "y1": "0", "x2": "1", "y2": "1"])
        for (offset, color) in dark
            ? [("0", "#1b1f3a"), ("0.55", "#3b2a5c"), ("1", "#5a2c3c")]
            : [("0", "#8fb8f0"), ("0.55", "#b9a6ee"), ("1", "#f4b7a0")]
        {
            gradient.addChild(XMLReportWriter.element("stop", ["offset": offset, "stop-color": color]))
        }
        definitions.addChild(gradient)
        let panelWidth = MenuPreview.margin * 2 + MenuPreview.menuWidth
        root.addChild(
            XMLReportWriter.element(
                "rect",
                [
                    "x": MenuPreview.number(x), "y": "0", "width": MenuPreview.number(panelWidth),
                    "height": MenuPreview.number(height), "fill": "url(#wallpaper-\(name))",
                ]))
        let menuX = x + MenuPreview.margin
        var y = MenuPreview.margin
        let caption = android == nil ? (dark ? "Dark" : "Light") : (dark ? "iOS dark" : "iOS light")
        root.addChild(
            Self.text(
                caption, x: menuX, y: y + 13, size: 13, weight: "600",
                fill: dark ? "#ffffff" : "#000000", opacity: 0.75))
        y += MenuPreview.captionHeight
        // The menu: a rounded translucent panel, as UIKit's context menu draws it over the wallpaper.
        let clipID = "text-\(name)"
        let clip = XMLReportWriter.element("clipPath", ["id": clipID])
        let textWidth = MenuPreview.menuWidth - MenuPreview.inset * 2 - MenuPreview.iconSide - 10
        clip.addChild(
            XMLReportWriter.element(
                "rect",
                [
                    "x": MenuPreview.number(menuX + MenuPreview.inset), "y": MenuPreview.number(y),
                    "width": MenuPreview.number(textWidth), "height": MenuPreview.number(menuHeight),
                ]))
        definitions.addChild(clip)
        root.addChild(
            XMLReportWriter.element(
                "rect",
                [
                    "x": MenuPreview.number(menuX), "y": MenuPreview.number(y),
                    "width": MenuPreview.number(MenuPreview.menuWidth),
                    "height": MenuPreview.number(menuHeight), "rx": "13",
                    "fill": dark ? "#1e1e20" : "#f6f6f8", "fill-opacity": "0.86",
                ]))
        let labels = XMLReportWriter.element("g", ["clip-path": "url(#\(clipID))"])
        let primary = dark ? "#ffffff" : "#000000"
        let secondary = dark ? "#ebebf5" : "#3c3c43"
        var rowTop = y
        for (index, row) in rows.enumerated() {
            let rowHeight = MenuPreview.rowHeight(row)
            if index > 0 {
                root.addChild(
                    XMLReportWriter.element(
                        "rect",
                        [
                            "x": MenuPreview.number(menuX), "y": MenuPreview.number(rowTop - 0.25),
                            "width": MenuPreview.number(MenuPreview.menuWidth), "height": "0.5",
                            "fill": dark ? "#54545a" : "#3c3c43", "fill-opacity": dark ? "0.65" : "0.3",
                        ]))
            }
            let textX = menuX + MenuPreview.inset
            if let subtitle = row.subtitle {
                labels.addChild(Self.text(row.title, x: textX, y: rowTop + 26, size: 17, fill: primary))
                labels.addChild(Self.text(subtitle, x: textX, y: rowTop + 46, size: 15, fill: secondary, opacity: 0.6))
            } else {
                labels.addChild(Self.text(row.title, x: textX, y: rowTop + rowHeight / 2 + 6, size: 17, fill: primary))
            }
            let iconX = menuX + MenuPreview.menuWidth - MenuPreview.inset - MenuPreview.iconSide + 6
            let iconY = rowTop + (rowHeight - MenuPreview.iconSide) / 2
            if let glyph = glyph(of: row), let uri = MaskImageURI.uri(glyph, tint: dark ? .white : .black) {
                root.addChild(
                    XMLReportWriter.element(
                        "image",
                        [
                            "x": MenuPreview.number(iconX), "y": MenuPreview.number(iconY),
                            "width": MenuPreview.number(MenuPreview.iconSide),
                            "height": MenuPreview.number(MenuPreview.iconSide), "href": uri,
                        ]))
            } else if let (name, drawing) = row.icon.lookalike {
                root.addChild(MenuPreview.lookalike(name, drawing, x: iconX, y: iconY, fill: primary))
            } else {
                let centerX = iconX + MenuPreview.iconSide / 2, centerY = iconY + MenuPreview.iconSide / 2
                root.addChild(
                    XMLReportWriter.element(
                        "circle",
                        [
                            "cx": MenuPreview.number(centerX), "cy": MenuPreview.number(centerY),
                            "r": "11", "fill": "none", "stroke": primary, "stroke-opacity": "0.45",
                            "stroke-width": "1.5", "stroke-dasharray": "3 2.5",
                        ]))
                root.addChild(
                    Self.text(
                        String(index + 1), x: centerX, y: centerY + 4, size: 11, fill: primary, opacity: 0.6,
                        anchor: "middle"))
            }
            rowTop += rowHeight
        }
        root.addChild(labels)
        // Footnotes end at their own panel's edge: a long title left out must not run into the other panel.
        let notesClipID = "notes-\(name)"
        let notesClip = XMLReportWriter.element("clipPath", ["id": notesClipID])
        notesClip.addChild(
            XMLReportWriter.element(
                "rect",
                [
                    "x": MenuPreview.number(x), "y": "0", "width": MenuPreview.number(panelWidth),
                    "height": MenuPreview.number(height),
                ]))
        definitions.addChild(notesClip)
        let notes = XMLReportWriter.element("g", ["clip-path": "url(#\(notesClipID))"])
        var noteY = y + menuHeight + 10 + 11
        for note in footnotes {
            notes.addChild(
                Self.text(note, x: menuX, y: noteY, size: 11, fill: dark ? "#ffffff" : "#000000", opacity: 0.75))
            noteY += MenuPreview.footnoteLine
        }
        root.addChild(notes)
    }

    /// A lookalike's paths, `lookalikeSide` points square and centred in the icon's place, in the
    /// title's colour as iOS tints its icons, with a small "≈" at its corner: it is not Apple's drawing.
    static func lookalike(
        _ name: String, _ drawing: SystemIconDrawings.Drawing, x: Double, y: Double,
        fill: String
    ) -> XMLElement {
        let scale = lookalikeSide / SystemIconDrawings.side
        let inset = (iconSide - lookalikeSide) / 2
        let group = XMLReportWriter.element("g", ["data-lookalike": name])
        let paths = XMLReportWriter.element(
            "g",
            [
                "transform": "translate(\(number(x + inset)) \(number(y + inset))) scale(\(number(scale)))",
                "fill": fill, "stroke": fill,
            ])
        for path in drawing.paths {
            paths.addChild(XMLReportWriter.element("path", ordered: path.attributes))
        }
        group.addChild(paths)
        group.addChild(
            text(
                "\u{2248}", x: x + iconSide - 1, y: y + iconSide + 1, size: 10, weight: "700", fill: fill, opacity: 0.7,
                anchor: "end"))
        return group
    }

    /// A lookalike's side in points: about the size iOS draws its own icons in the 35 pt place.
    static let lookalikeSide = 24.0

    static func text(
        _ content: String, x: Double, y: Double, size: Double, weight: String = "400", fill: String,
        opacity: Double = 1, anchor: String = "start"
    ) -> XMLElement {
        XMLReportWriter.element(
            "text",
            [
                "x": MenuPreview.number(x), "y": MenuPreview.number(y), "font-family": MenuPreview.font,
                "font-size": MenuPreview.number(size), "font-weight": weight, "fill": fill,
                "fill-opacity": MenuPreview.number(opacity), "text-anchor": anchor,
            ], text: content)
    }

    /// At most two decimals, the same text on every run.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
    }

    // MARK: Drawing

    /// The picture at @2x: librsvg draws the SVG into cairo; the PNG is RGBA.
    package func png() throws -> Data {
        let (width, height) = size
        let document = try SVGDocument(data: svg(), baseDirectory: nil)
        let pixelsWide = Int((width * Double(MenuPreview.scale)).rounded()),
            pixelsHigh = Int((height * Double(MenuPreview.scale)).rounded())
        let raster = try document.render(
            from: Rect(x: 0, y: 0, width: width, height: height),
            to: Rect(x: 0, y: 0, width: Double(pixelsWide), height: Double(pixelsHigh)),
            width: pixelsWide, height: pixelsHigh)
        return try RGBAPNGEncoder(level: 9, software: MenuPreview.software).encode(raster)
    }

    /// The preview's tEXt "Software" value: a PNG that carries it is one a build drew, and may be drawn again.
    static let software = "quickglyph"

    /// Only a preview an earlier build drew is replaced: `--preview` pointed at a glyph, an icon or a photo leaves it
    /// alone.
    static var claim: AppFileGuard.Claim {
        .generated(what: "a preview quickglyph drew (a PNG whose Software is quickglyph)") {
            $0.range(of: RGBAPNGEncoder.softwareChunkMarker(software)) != nil
        }
    }

    /// Draws and writes the picture to `url` through a temporary file and a rename;
    /// a failure is a `write-failed` finding naming the file, as any output's is.
    /// - Parameter written: set when the file's bytes changed, so that the summary counts it.
    static func write(
        report: BuildReport, configuration: BuildConfiguration, to url: URL, displayPath: String,
        files: AppFileGuard, written: inout Bool
    ) -> Finding? {
        guard !report.items.isEmpty else {
            return Finding(
                ToolDiagnostics.writeFailed, path: displayPath,
                message: "cannot write the preview: the items file has no quick action to draw "
                    + "(it is missing, empty or has an error reported above)")
        }
        let picture: Data
        do {
            picture = try MenuPreview(report: report, configuration: configuration).png()
        } catch let RenderError.svgRejected(reason) {
            // The SVG is this tool's own, so the reason is librsvg's or cairo's, not the user's file.
            return Finding(
                ToolDiagnostics.writeFailed, path: displayPath,
                message:
                    "cannot write the preview: librsvg could not draw the menu (\(reason)); the other outputs are written"
            )
        } catch {
            return Finding(
                ToolDiagnostics.writeFailed, path: displayPath,
                message:
                    "cannot write the preview: drawing the menu failed (\(ErrorText.describe(error))); the other outputs are written"
            )
        }
        do {
            written = try files.replace(try files.open(url), with: picture, claim: claim) == .written
            return nil
        } catch {
            return WriteFailure(what: "the preview", underlying: error).finding(path: displayPath)
        }
    }
}
