import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel

/// The audit as one self-contained HTML page (`--format html`, `--report FILE`):
/// the quick actions as the Home Screen menu draws them, light and dark; each
/// custom icon at its real size and enlarged, light and dark, its findings beside
/// it and the pixel each one names boxed on the enlarged image; the counts; where
/// each action is declared. Images are `data:` URIs and the CSS is inline, so the
/// file can be mailed or attached to a CI run. The same report gives the same bytes.
package struct HTMLReporter: Reporter {
    /// The enlarged image aims at this many CSS px a side, in whole CSS px per pixel.
    static let enlargedSide = 280.0

    package init() {}

    package func render(_ subject: some ReportSubject) -> ReportOutput {
        ReportOutput(standardOutput: document(subject))
    }

    package func document(_ subject: some ReportSubject) -> String {
        let overview = subject.overview
        let findings = subject.orderedFindings
        // Each finding shown once: under the first icon that owns it, else with the others.
        var byIcon: [[Int]] = Array(repeating: [], count: overview.icons.count)
        var others: [Int] = []
        for (index, finding) in findings.enumerated() {
            if let owner = overview.icons.firstIndex(where: { $0.owns(finding.path) }) {
                byIcon[owner].append(index)
            } else {
                others.append(index)
            }
        }
        var page = HTMLPage(title: "quickglyph \(subject.commandName): \(overview.title)")
        page.add("<header><h1>quickglyph \(HTMLText.escape(subject.commandName))</h1>")
        page.add("<p class=\"subject\">\(HTMLText.escape(overview.title))</p>")
        page.add(counts(findings))
        page.add("<p class=\"summary\">\(HTMLText.escape(overview.summary))</p></header>")
        page.add(menus(overview))
        if let launcher = overview.launcherMenu {
            page.extraStyle = LauncherMenuHTML.style
            page.add(LauncherMenuHTML.section(launcher))
        }
        page.add("<section id=\"icons\"><h2>Custom icons</h2>")
        if overview.icons.isEmpty { page.add("<p class=\"empty\">No custom icon to show.</p>") }
        for (index, icon) in overview.icons.enumerated() {
            page.add(
                section(icon, number: index + 1, findings: byIcon[index].map { (id: $0 + 1, finding: findings[$0]) }))
        }
        page.add("</section>")
        page.add("<section id=\"other-findings\"><h2>Other findings</h2>")
        page.add(
            others.isEmpty
                ? "<p class=\"empty\">None.</p>" : findingList(others.map { (id: $0 + 1, finding: findings[$0]) }))
        page.add("</section>")
        page.add("<section id=\"inventory\"><h2>Where each action is declared</h2>")
        page.add(
            table(columns: overview.inventoryColumns, rows: overview.inventoryRows, empty: "No quick action was found.")
        )
        page.add("</section>")
        for extra in overview.extraTables {
            page.add("<section class=\"table\"><h2>\(HTMLText.escape(extra.heading))</h2>")
            page.add(table(columns: extra.columns, rows: extra.rows, empty: "None."))
            page.add("</section>")
        }
        return page.html
    }

    private func counts(_ findings: [Finding]) -> String {
        let parts = [(Severity.error, "error"), (.warning, "warning"), (.info, "note")].map {
            severity, word -> String in
            let number = findings.filter { $0.severity == severity }.count
            return "<span class=\"count sev-\(severity.rawValue)\" data-count=\"\(severity.rawValue)\">"
                + "\(number) \(word)\(number == 1 ? "" : "s")</span>"
        }
        return "<p class=\"counts\">" + parts.joined(separator: " ") + "</p>"
    }

    // MARK: The menu

    private func menus(_ overview: ReportOverview) -> String {
        var html = "<section id=\"menus\"><h2>Quick actions as the Home Screen menu shows them</h2>"
        guard overview.menus.contains(where: { !$0.items.isEmpty }) else {
            return html
                + "<p class=\"empty\">No quick action was found in what was checked, so there is no menu to draw.</p></section>"
        }
        let byLocation = Dictionary(overview.icons.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        html += "<div class=\"app-menus\">"
        // The first menu keeps the plain ids (`menu-light`), so a page of one app reads as it always did.
        for (number, menu) in overview.menus.enumerated() where !menu.items.isEmpty {
            let prefix = number == 0 ? "menu" : "menu-\(number + 1)"
            html += "<div class=\"app-menu\"" + (menu.target.map { HTMLText.attribute("data-target", $0) } ?? "") + ">"
            if let target = menu.target { html += "<h3 class=\"target\">\(HTMLText.escape(target))</h3>" }
            if let lifeCycle = menu.lifeCycle { html += "<p class=\"life-cycle\">\(HTMLText.breakable(lifeCycle))</p>" }
            if !menu.leftOut.isEmpty {
                let titles = DisplayText.list(menu.leftOut.map { DisplayText.quote($0.title) })
                html +=
                    "<p class=\"note\">\(menu.items.count) actions are declared; iOS shows at most \(HomeScreenMenu.capacity), "
                    + "static ones first: not shown \(menu.leftOut.count == 1 ? "is" : "are") \(HTMLText.escape(titles)).</p>"
            }
            html += "<div class=\"wallpaper\">"
            for appearance in ["light", "dark"] {
                html +=
                    "<div class=\"menu \(appearance)\" id=\"\(prefix)-\(appearance)\" data-layout=\"\(prefix)-\(appearance)\">"
                for (index, item) in menu.shown.enumerated() {
                    html += "<div class=\"row\" data-item=\"\(index + 1)\"><div class=\"text\">"
                    // Without a subtitle iOS gives the title two lines; with one, one line.
                    let lines = item.subtitle == nil ? " two-lines" : ""
                    let expression = item.titleIsExpression ? " expression" : ""
                    let key = item.titleKey.map { HTMLText.attribute("title", "key: \($0)") } ?? ""
                    html += "<div class=\"title\(lines)\(expression)\"\(key)>\(HTMLText.escape(item.title))</div>"
                    if item.titleIsExpression {
                        html += "<div class=\"icon-note\">title computed by the code, shown as written</div>"
                    }
                    if let subtitle = item.subtitle {
                        html += "<div class=\"subtitle\">\(HTMLText.escape(subtitle))</div>"
                    }
                    if let note = iconNote(item.icon) {
                        html += "<div class=\"icon-note\">\(HTMLText.escape(note))</div>"
                    }
                    html +=
                        "</div>"
                        + menuGlyph(
                            item.icon, icons: byLocation, appearance: appearance,
                            layout: "\(prefix)-\(appearance)-icon-\(index + 1)")
                        + "</div>"
                }
                html += "</div>"
            }
            html += "</div></div>"
        }
        html += "</div>"
        if overview.menus.contains(where: { $0.shown.contains { $0.icon.lookalike != nil } }) {
            html +=
                "<p class=\"legend\"><span class=\"approximate\">\u{2248}</span> iOS\u{2019}s own icon "
                + "(a system icon or an SF Symbol), drawn approximately: this page draws quickglyph\u{2019}s own "
                + "lookalike, not Apple\u{2019}s glyph.</p>"
        }
        return html + "</section>"
    }

    /// Said under the title where the picture cannot show the icon as iOS would. A lookalike says
    /// nothing there: iOS prints no line under such a row, so the row keeps iOS's layout and its
    /// icon carries the legend's mark, whose tooltip names the icon (`lookalikeTitle`).
    private func iconNote(_ icon: ReportMenuItem.Icon) -> String? {
        if icon.lookalike != nil { return nil }
        switch icon {
        case .custom, .none: return nil
        case .missing(let name): return "icon file \u{201C}\(name)\u{201D} not found: iOS shows no icon"
        case .symbol(let name): return "SF Symbol \u{201C}\(name)\u{201D}: drawn by iOS, not available here"
        case .system(let name): return "system icon \u{201C}\(name)\u{201D}: drawn by iOS, not available here"
        case .unresolved(let expression): return "icon computed by the code: \(expression)"
        }
    }

    /// The mark's tooltip on a lookalike: which of iOS's icons it stands for.
    private func lookalikeTitle(_ icon: ReportMenuItem.Icon) -> String {
        switch icon {
        case .symbol(let name): return "SF Symbol \u{201C}\(name)\u{201D}: iOS\u{2019}s own icon, drawn approximately"
        case .system(let name):
            return "system icon \u{201C}\(name)\u{201D}: iOS\u{2019}s own icon, drawn approximately"
        default: return "iOS\u{2019}s own icon, drawn approximately"
        }
    }

    private func menuGlyph(
        _ icon: ReportMenuItem.Icon, icons: [String: ReportIcon], appearance: String, layout name: String
    ) -> String {
        let layout = HTMLText.attribute("data-layout", name)
        if let (name, drawing) = icon.lookalike {
            // In the text's own colour, as iOS tints its icons; the mark says it is not Apple's drawing.
            let paths = drawing.paths.map { path in
                "<path" + path.attributes.map { HTMLText.attribute($0.name, $0.value) }.joined() + "/>"
            }.joined()
            let side = HTMLReporter.css(HTMLReporter.lookalikeSide)
            let box = HTMLReporter.css(SystemIconDrawings.side)
            return "<div class=\"glyph\"><svg\(layout) class=\"lookalike\"" + HTMLText.attribute("data-lookalike", name)
                + " width=\"\(side)\" height=\"\(side)\" viewBox=\"0 0 \(box) \(box)\" fill=\"currentColor\""
                + " stroke=\"currentColor\" aria-hidden=\"true\">"
                + paths
                + "</svg><span class=\"approximate\"" + HTMLText.attribute("title", lookalikeTitle(icon))
                + ">\u{2248}</span></div>"
        }
        switch icon {
        case .custom(let location):
            guard let image = icons[location]?.menuImage,
                let uri = MaskImageURI.uri(image.mask, tint: appearance == "light" ? .black : .white)
            else {
                return "<div class=\"glyph\"><div class=\"placeholder\"></div></div>"
            }
            // An image larger than the icon's place is scaled down into it, as iOS does (a smaller one stays small).
            let canvas = Double(GlyphGeometry.canvasPoints)
            let fit = min(1, canvas / max(image.pointWidth, image.pointHeight, 1))
            return
                "<div class=\"glyph\"><img\(layout) class=\"menu-icon\" alt=\"\(HTMLText.escape(icons[location]!.name))\""
                + " width=\"\(HTMLReporter.css(image.pointWidth * fit))\" height=\"\(HTMLReporter.css(image.pointHeight * fit))\" src=\"\(uri)\"></div>"
        case .none:
            return "<div class=\"glyph\"></div>"
        case .missing, .symbol, .system, .unresolved:
            return "<div class=\"glyph\"><div class=\"placeholder\"></div></div>"
        }
    }

    /// A system icon's lookalike, in CSS px: about the size iOS draws its own in a 35 pt place.
    static let lookalikeSide = 24.0

    // MARK: The icons

    private func section(_ icon: ReportIcon, number: Int, findings: [(id: Int, finding: Finding)]) -> String {
        var html = "<article class=\"icon\" id=\"icon-\(number)\"\(HTMLText.attribute("data-icon", icon.name))>"
        html += "<h3>\(HTMLText.escape(icon.name))</h3><p class=\"where\">\(HTMLText.breakable(icon.location))</p>"
        if let reason = icon.missingReason { html += "<p class=\"missing\">\(HTMLText.escape(reason))</p>" }
        // Where each finding's pixel goes: the largest image carrying its path.
        var marks: [Int: [(id: Int, pixel: PixelPosition)]] = [:]
        for (id, finding) in findings {
            guard let pixel = finding.pixel,
                let target = icon.images.indices.filter({ icon.images[$0].findingPath == finding.path })
                    .max(by: { icon.images[$0].scale < icon.images[$1].scale })
            else { continue }
            let mask = icon.images[target].mask
            guard pixel.x >= 0, pixel.y >= 0, pixel.x < mask.width, pixel.y < mask.height else { continue }
            marks[target, default: []].append((id, pixel))
        }
        // Enlarged: the largest image of each variant, and any image a finding points into.
        var enlarged = Set(marks.keys)
        var variants: [String] = []
        for image in icon.images where !variants.contains(image.variant) { variants.append(image.variant) }
        for variant in variants {
            if let largest = icon.images.indices.filter({ icon.images[$0].variant == variant })
                .max(by: { icon.images[$0].scale < icon.images[$1].scale })
            {
                enlarged.insert(largest)
            }
        }
        if !icon.images.isEmpty {
            html += "<div class=\"real\"><h4>At real size</h4><div class=\"views\">"
            for (index, image) in icon.images.enumerated() {
                html += realSize(image, icon: number, index: index + 1)
            }
            html += "</div></div><div class=\"enlarged\"><h4>Enlarged</h4><div class=\"views\">"
            for index in icon.images.indices where enlarged.contains(index) {
                html += zoomed(icon.images[index], icon: number, index: index + 1, marks: marks[index] ?? [])
            }
            html += "</div></div>"
        }
        html += findings.isEmpty ? "<p class=\"clean\">No finding.</p>" : findingList(findings)
        return html + "</article>"
    }

    private func caption(_ image: ReportIcon.Image) -> String {
        let variant = image.variant == "universal" ? "" : ", \(image.variant)"
        return "@\(image.scale)x, \(image.mask.width)\u{00D7}\(image.mask.height) px\(variant)"
    }

    /// The image at its size in points, one CSS px a point, on both backgrounds.
    private func realSize(_ image: ReportIcon.Image, icon: Int, index: Int) -> String {
        var html = "<figure class=\"pair\">"
        for (appearance, tint) in [("light", MaskImageURI.Tint.black), ("dark", .white)] {
            guard let uri = MaskImageURI.uri(image.mask, tint: tint) else { continue }
            html +=
                "<div class=\"tile \(appearance)\"><img class=\"real-icon\" data-layout=\"icon-\(icon)-real-\(index)-\(appearance)\""
                + " width=\"\(HTMLReporter.css(image.pointWidth))\" height=\"\(HTMLReporter.css(image.pointHeight))\""
                + HTMLText.attribute("alt", image.shownPath) + " src=\"\(uri)\"></div>"
        }
        return html + "<figcaption>\(HTMLText.escape(caption(image)))</figcaption></figure>"
    }

    /// The image at whole CSS px per pixel, pixelated, each finding's pixel boxed.
    private func zoomed(
        _ image: ReportIcon.Image, icon: Int, index: Int, marks: [(id: Int, pixel: PixelPosition)]
    ) -> String {
        let mask = image.mask
        let factor = max(1, Int((HTMLReporter.enlargedSide / Double(max(mask.width, mask.height))).rounded()))
        let width = mask.width * factor, height = mask.height * factor
        var html = "<figure class=\"pair\">"
        for (appearance, tint) in [("light", MaskImageURI.Tint.black), ("dark", .white)] {
            guard let uri = MaskImageURI.uri(mask, tint: tint) else { continue }
            html +=
                "<div class=\"tile \(appearance)\"><div class=\"zoom\" style=\"width:\(width)px;height:\(height)px\""
                + " data-layout=\"icon-\(icon)-zoom-\(index)-\(appearance)\" data-zoom=\"\(factor)\">"
                + "<img width=\"\(width)\" height=\"\(height)\"" + HTMLText.attribute("alt", image.shownPath)
                + " src=\"\(uri)\">"
            for (id, pixel) in marks {
                // A ring around the pixel, wide enough to see at any zoom.
                let pad = max(5, factor)
                html +=
                    "<div class=\"mark\" data-mark=\"f\(id)\" data-layout=\"mark-f\(id)-\(appearance)\""
                    + " style=\"left:\(pixel.x * factor - pad)px;top:\(pixel.y * factor - pad)px;"
                    + "width:\(factor + 2 * pad)px;height:\(factor + 2 * pad)px\"><span>\(id)</span></div>"
            }
            html += "</div></div>"
        }
        return html + "<figcaption>\(HTMLText.escape(caption(image))), \(factor) CSS px a pixel</figcaption></figure>"
    }

    // MARK: Findings and tables

    private func findingList(_ findings: [(id: Int, finding: Finding)]) -> String {
        var html = "<ol class=\"findings\">"
        for (id, finding) in findings {
            var location = finding.path
            if let position = finding.position { location += ":\(position.line):\(position.column)" }
            html +=
                "<li class=\"finding sev-\(finding.severity.rawValue)\" id=\"f\(id)\""
                + HTMLText.attribute("data-rule", finding.rule.rawValue)
                + HTMLText.attribute("data-severity", finding.severity.rawValue)
                + HTMLText.attribute("data-path", finding.path) + ">"
                + "<span class=\"badge\">\(finding.severity.diagnosticWord)</span> "
                + "<span class=\"number\">\(id)</span> "
                + "<span class=\"message\">\(HTMLText.breakable(finding.message))</span> "
                + "<code class=\"rule\">\(HTMLText.escape(finding.rule.rawValue))</code>"
                + "<div class=\"location\">\(HTMLText.breakable(location))"
                + (finding.pixel.map { " \u{00B7} pixel (\($0.x), \($0.y))" } ?? "") + "</div></li>"
        }
        return html + "</ol>"
    }

    private func table(columns: [String], rows: [[String]], empty: String) -> String {
        guard !rows.isEmpty else { return "<p class=\"empty\">\(HTMLText.escape(empty))</p>" }
        // On a phone each row is a card of labelled cells (the labels from `data-label`), rather
        // than a table squeezed until words break; wider than the screen, it scrolls sideways.
        var html =
            "<div class=\"table-wrap\"><table><thead><tr>" + columns.map { "<th>\(HTMLText.escape($0))</th>" }.joined()
            + "</tr></thead><tbody>"
        for row in rows {
            html +=
                "<tr>"
                + zip(columns, row).map { "<td\(HTMLText.attribute("data-label", $0))>\(HTMLText.breakable($1))</td>" }
                .joined() + "</tr>"
        }
        return html + "</tbody></table></div>"
    }

    /// A length in CSS px: whole when it is, else two decimals (the same text every run).
    static func css(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
