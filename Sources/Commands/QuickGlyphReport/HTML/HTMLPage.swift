/// The frame of the HTML report: the document, its inline style and the one small
/// inline script. The style draws the menu as iOS does (a rounded translucent
/// panel over the wallpaper, title and subtitle left, icon right, hairlines
/// between rows) in the system's sizes: 17 pt titles, 15 pt subtitles, 35 pt icons.
struct HTMLPage {
    var title: String
    /// Rules only some pages need (the Android popup's), after the common ones: a page without them is the same bytes.
    var extraStyle = ""
    private var body: [String] = []

    /// Names the tool in the page's head, which is how a later run knows the page is its own.
    static let generatorTag = "<meta name=\"generator\" content=\"quickglyph\">"

    init(title: String) {
        self.title = title
    }

    mutating func add(_ html: String) {
        body.append(html)
    }

    var html: String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + HTMLPage.generatorTag + "\n"
            + "<title>\(HTMLText.escape(title))</title>\n<style>\n\(HTMLPage.style)\(extraStyle)</style>\n</head>\n<body>\n"
            + body.joined(separator: "\n") + "\n<script>\n\(HTMLPage.layoutScript)</script>\n</body>\n</html>\n"
    }

    static let style = """
        body{margin:0;padding:24px 32px;background:#f5f5f7;color:#1d1d1f;font:14px/1.45 -apple-system,'SF Pro Text','DejaVu Sans',sans-serif}
        h1{font-size:24px;margin:0 0 4px}h2{font-size:19px;margin:28px 0 12px}h3{font-size:16px;margin:0}h4{font-size:13px;margin:12px 0 6px;color:#555}
        .subject,.where,.summary{margin:2px 0;color:#555}.where{overflow-wrap:anywhere}
        .counts{margin:8px 0}.count{display:inline-block;padding:2px 10px;border-radius:10px;margin-right:6px;font-weight:600}
        .count.sev-error,.badge{background:#ffe0e3;color:#b00020}.count.sev-warning{background:#fff1cc;color:#7a5200}.count.sev-info{background:#e3efff;color:#0b4f9c}
        .note,.empty,.clean,.missing{color:#555}.missing{font-style:italic}
        .wallpaper{display:inline-flex;flex-wrap:wrap;gap:40px;padding:40px;border-radius:18px;background:linear-gradient(135deg,#3a7bd5 0%,#8e5ff0 50%,#f0865d 100%)}
        .menu{width:254px;border-radius:13px;overflow:hidden;align-self:flex-start;font:17px/22px -apple-system,'SF Pro Text','DejaVu Sans',sans-serif;-webkit-backdrop-filter:blur(24px);backdrop-filter:blur(24px)}
        .menu.light{background:rgba(246,246,248,0.84);color:#000}
        .menu.dark{background:rgba(30,30,32,0.84);color:#fff}
        .row{display:flex;align-items:center;gap:12px;min-height:52px;padding:9px 16px;box-sizing:border-box}
        .menu.light .row+.row{border-top:0.5px solid rgba(60,60,67,0.30)}.menu.dark .row+.row{border-top:0.5px solid rgba(84,84,88,0.65)}
        .text{flex:1;min-width:0}.title{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .title.two-lines{white-space:normal;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2}
        .title.expression{font-family:'DejaVu Sans Mono',monospace;font-size:14px;overflow-wrap:anywhere}
        .subtitle{font-size:15px;line-height:20px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .menu.light .subtitle{color:rgba(60,60,67,0.60)}.menu.dark .subtitle{color:rgba(235,235,245,0.60)}
        .icon-note{font-size:11px;line-height:14px;font-style:italic;opacity:.7;overflow-wrap:anywhere}
        .glyph{flex:none;width:35px;height:35px;display:flex;align-items:center;justify-content:center}
        .glyph{position:relative}.glyph img,.glyph svg{display:block}
        .approximate{position:absolute;right:-5px;bottom:-4px;font-size:12px;line-height:12px;font-weight:700;opacity:.7}
        .legend{font-size:12px;color:#555;margin:12px 0 0}.legend .approximate{position:static;opacity:1}
        .app-menus{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}.app-menu h3.target{margin:0 0 8px}
        .life-cycle{margin:0 0 8px;color:#555;font-size:13px;max-width:100%}
        .app-menu .wallpaper{gap:24px;padding:24px}
        @media (max-width:600px){body{padding:16px 12px}.wallpaper{gap:24px;padding:24px;justify-content:center}
        .table-wrap table,.table-wrap tbody,.table-wrap tr,.table-wrap td{display:block}.table-wrap thead{display:none}
        .table-wrap tr{border:1px solid #d2d2d7;border-radius:8px;margin:0 0 8px;background:#fff}
        .table-wrap td{border:0;padding:3px 8px 3px 104px;position:relative}.table-wrap td:empty{display:none}
        .table-wrap td::before{content:attr(data-label);position:absolute;left:8px;width:88px;color:#555;font-size:12px;line-height:20px}}
        .placeholder{width:24px;height:24px;border-radius:50%;box-sizing:border-box;border:1.5px dashed currentColor;opacity:.5}
        .icon{background:#fff;border:1px solid #d2d2d7;border-radius:12px;padding:16px 20px;margin:0 0 16px}
        .views{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        figure{margin:0}.pair{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start}
        figcaption{flex-basis:100%;font-size:12px;color:#555}
        .tile{padding:12px;border-radius:8px;line-height:0}.tile.light{background:#fff;border:1px solid #d2d2d7}.tile.dark{background:#000;border:1px solid #000}
        .zoom{position:relative}.zoom img{display:block;image-rendering:pixelated;image-rendering:crisp-edges}
        .tile.light .zoom{background-image:linear-gradient(45deg,#f0f0f0 25%,transparent 25%,transparent 75%,#f0f0f0 75%),linear-gradient(45deg,#f0f0f0 25%,transparent 25%,transparent 75%,#f0f0f0 75%);background-size:16px 16px;background-position:0 0,8px 8px}
        .mark{position:absolute;box-sizing:border-box;border:3px solid #ff2d55;box-shadow:0 0 0 1px #fff,inset 0 0 0 1px #fff;line-height:normal}
        .mark span{position:absolute;left:100%;top:100%;background:#ff2d55;color:#fff;font-size:10px;font-weight:700;padding:0 3px;border-radius:3px}
        .findings{list-style:none;padding:0;margin:12px 0 0}
        .finding{padding:6px 0;border-top:1px solid #eee}
        .badge{display:inline-block;padding:0 6px;border-radius:4px;font-size:12px;font-weight:600}
        .finding.sev-warning .badge{background:#fff1cc;color:#7a5200}.finding.sev-info .badge{background:#e3efff;color:#0b4f9c}
        .number{font-weight:700}.rule{font-size:12px;color:#555}.location{font-size:12px;color:#666;overflow-wrap:anywhere}
        .table-wrap{max-width:100%;overflow-x:auto}
        table{border-collapse:collapse;background:#fff}th,td{border:1px solid #d2d2d7;padding:4px 8px;text-align:left;vertical-align:top}

        """

    /// Not needed to show the page: it writes each marked element's box (CSS px from
    /// the page's top left) into `data-box`, so that a headless browser's `--dump-dom`
    /// tells a test where the menu and the icons are in a screenshot.
    static let layoutScript = """
        for (const element of document.querySelectorAll('[data-layout]')) {
          const box = element.getBoundingClientRect();
          element.setAttribute('data-box', [box.left + window.scrollX, box.top + window.scrollY, box.width, box.height].map(Math.round).join(','));
        }

        """
}
