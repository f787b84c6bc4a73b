/// Which of our own drawings (`SystemIconDrawings`, in QuickGlyphReport) the pictures of the menu
/// (the HTML report's, `build --preview`'s) draw where iOS would draw one of its own icons: the one
/// table from a system icon or an SF Symbol to a drawing's name. Apple's glyphs may not be copied,
/// and this machine has no SF Symbols font: a lookalike, marked as approximate, says more than a
/// dashed circle.
///
/// An SF Symbol is looked up here first, then through `SystemIconSymbol` (a symbol a system
/// icon looks like is drawn with that icon's lookalike), so the two tables never say the same
/// thing twice. A name in neither gets no lookalike and keeps the placeholder: a picture that
/// may look nothing like the symbol would mislead more than an empty place.
package enum IconLookalike {
    /// The drawing made for `icon`, named as the icon is in Swift (`capturePhoto`); every system
    /// icon has one.
    package static func drawingName(of icon: SystemIcon) -> String {
        icon.rawValue
    }

    /// SF Symbols apps often give a quick action that no system icon looks like, each with the
    /// drawing of the same thing: one of its own, or a system icon's where that one fits (a pencil
    /// is `compose`'s). A name `SystemIconSymbol` lists is not here.
    package static let symbols: [String: String] = [
        "gear": "gear", "gearshape": "gear", "gearshape.fill": "gear",
        "trash": "trash", "trash.fill": "trash",
        "doc": "document", "doc.text": "document", "doc.fill": "document",
        "bell": "bell", "bell.fill": "bell",
        "person": "contact", "person.fill": "contact", "person.circle": "contact",
        "list.bullet": "list",
        "square.and.arrow.down": "download",
        "xmark": "close",
        "lock": "lock", "lock.fill": "lock",
        "photo": "photo", "photo.on.rectangle": "photo",
        "mic": "microphone", "mic.fill": "microphone",
        "phone": "phone", "phone.fill": "phone",
        "doc.on.doc": "copy",
        "link": "link",
        "questionmark.circle": "question", "info.circle": "info",
        "music.note": "music",
        "printer": "printer",
        "wifi": "wifi",
        "person.badge.plus": "addContact",
        "calendar.badge.plus": "addEvent",
        "plus.circle.fill": "add", "plus.square": "add",
        "magnifyingglass.circle": "search",
        "square.and.pencil.circle": "compose", "pencil": "compose",
        "star.circle": "favorite",
        "bookmark.fill": "bookmark",
        "arrow.triangle.2.circlepath.circle": "update",
    ]

    /// The drawing made for the SF Symbol `symbol`, or nil: no near name is guessed.
    package static func drawingName(ofSymbol symbol: String) -> String? {
        symbols[symbol] ?? SystemIconSymbol.icon(for: symbol).map(drawingName(of:))
    }
}
