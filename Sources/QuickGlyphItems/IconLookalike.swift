/// Which openly licensed icon the pictures of the menu (the HTML report's, `build --preview`'s)
/// draw where iOS would draw one of its own: the one table from a system icon or an SF Symbol
/// to a symbolic icon of GNOME's Adwaita theme (adwaita-icon-theme 43, Debian's package;
/// CC BY-SA 3.0 or LGPL-3, docs/reports.md). Apple's glyphs may not be copied, and this machine
/// has no SF Symbols font: a lookalike, marked as approximate, says more than a dashed circle.
///
/// An SF Symbol is looked up here first, then through `SystemIconSymbol` (a symbol a system
/// icon looks like is drawn with that icon's lookalike), so the two tables never say the same
/// thing twice. A name in neither gets no lookalike and keeps the placeholder: a picture that
/// may look nothing like the symbol would mislead more than an empty place.
public enum IconLookalike {
    /// The Adwaita icon (its name without `-symbolic`) drawn for `icon`; every system icon has one.
    public static func adwaitaName(of icon: SystemIcon) -> String {
        switch icon {
        case .compose: return "document-edit"
        case .play: return "media-playback-start"
        case .pause: return "media-playback-pause"
        case .add: return "list-add"
        // iOS's is the navigation arrow; Adwaita has none, its crosshair says "where I am" too.
        case .location: return "find-location"
        case .search: return "system-search"
        case .share: return "send-to"
        case .prohibit: return "action-unavailable"
        case .contact: return "avatar-default"
        case .home: return "go-home"
        case .markLocation: return "mark-location"
        case .favorite: return "starred"
        case .love: return "emblem-favorite"
        case .cloud: return "weather-overcast"
        case .invitation: return "mail-read"
        // A check without its circle: Adwaita's circled check is filled, which is taskCompleted's.
        case .confirmation: return "object-select"
        case .mail: return "mail-unread"
        case .message: return "user-available"
        case .date: return "x-office-calendar"
        case .time: return "preferences-system-time"
        case .capturePhoto: return "camera-photo"
        case .captureVideo: return "camera-video"
        case .task: return "radio"
        case .taskCompleted: return "emblem-default"
        case .alarm: return "alarm"
        case .bookmark: return "user-bookmarks"
        case .shuffle: return "media-playlist-shuffle"
        case .audio: return "audio-volume-high"
        case .update: return "view-refresh"
        }
    }

    /// SF Symbols apps often give a quick action that no system icon looks like, each with
    /// the Adwaita icon that draws the same thing. A name `SystemIconSymbol` lists is not here.
    public static let symbols: [String: String] = [
        "gear": "emblem-system", "gearshape": "emblem-system", "gearshape.fill": "emblem-system",
        "trash": "user-trash", "trash.fill": "user-trash",
        "doc": "text-x-generic", "doc.text": "text-x-generic", "doc.fill": "text-x-generic",
        "bell": "preferences-system-notifications", "bell.fill": "preferences-system-notifications",
        "person": "avatar-default", "person.fill": "avatar-default", "person.circle": "avatar-default",
        "list.bullet": "view-list",
        "square.and.arrow.down": "document-save",
        "xmark": "window-close",
        "lock": "changes-prevent", "lock.fill": "changes-prevent",
        "photo": "image-x-generic", "photo.on.rectangle": "image-x-generic",
        "mic": "audio-input-microphone", "mic.fill": "audio-input-microphone",
        "phone": "call-start", "phone.fill": "call-start",
        "doc.on.doc": "edit-copy",
        "link": "insert-link",
        "questionmark.circle": "help-about", "info.circle": "help-about",
        "music.note": "audio-x-generic",
        "printer": "printer",
        "wifi": "network-wireless",
        "person.badge.plus": "contact-new",
        "calendar.badge.plus": "appointment-new",
        "plus.circle.fill": "list-add", "plus.square": "list-add",
        "magnifyingglass.circle": "system-search",
        "square.and.pencil.circle": "document-edit", "pencil": "document-edit",
        "star.circle": "starred",
        "bookmark.fill": "user-bookmarks",
        "arrow.triangle.2.circlepath.circle": "view-refresh",
    ]

    /// The Adwaita icon drawn for the SF Symbol `symbol`, or nil: no near name is guessed.
    public static func adwaitaName(ofSymbol symbol: String) -> String? {
        symbols[symbol] ?? SystemIconSymbol.icon(for: symbol).map(adwaitaName(of:))
    }
}
