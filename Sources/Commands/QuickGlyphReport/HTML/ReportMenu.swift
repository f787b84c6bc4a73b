import QuickGlyphModel

/// One application target's quick-action menu: what its Home Screen icon shows when
/// pressed. Each target is an app of its own on the phone, so two targets' actions are
/// never one menu, and each shows at most `HomeScreenMenu.capacity` of its own.
package struct ReportMenu: Sendable {
    /// The target's name; nil when there is one app and no project names it (a folder, a build's items).
    package var target: String?
    /// Every action the target declares, in the order iOS takes them (static ones first).
    var items: [ReportMenuItem]
    /// How the target's code receives the actions: its life cycle, what says so, and the handlers
    /// iOS calls (`check`, when the target's entry code was read); nil when not judged.
    var lifeCycle: String?

    package init(target: String?, items: [ReportMenuItem], lifeCycle: String? = nil) {
        self.target = target
        self.items = items
        self.lifeCycle = lifeCycle
    }

    /// The rows iOS shows.
    package var shown: [ReportMenuItem] { Array(items.prefix(HomeScreenMenu.capacity)) }
    /// The rows past the menu's capacity, which iOS does not show.
    package var leftOut: [ReportMenuItem] { Array(items.dropFirst(HomeScreenMenu.capacity)) }
}
