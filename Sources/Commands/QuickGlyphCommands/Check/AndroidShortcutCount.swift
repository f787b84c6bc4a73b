import QuickGlyphAndroid

/// The Android shortcuts a check found, for the summary: what the modules declare and what
/// Android's parser keeps of them (a shortcut without a literal id or a string label is dropped).
package struct AndroidShortcutCount: Sendable, Equatable {
    var modules: Int
    package var declared: Int
    var kept: Int

    package init(modules: Int, declared: Int, kept: Int) {
        self.modules = modules
        self.declared = declared
        self.kept = kept
    }

    init(_ modules: [AndroidModule]) {
        self.init(
            modules: modules.count, declared: modules.reduce(0) { $0 + $1.declaredShortcuts },
            kept: modules.reduce(0) { $0 + $1.keptShortcuts })
    }

    /// `3 Android shortcuts in 1 module (1 dropped by Android's parser)`.
    var line: String {
        let dropped = declared - kept
        return "\(declared) Android shortcut\(declared == 1 ? "" : "s") in \(modules) module\(modules == 1 ? "" : "s")"
            + (dropped > 0 ? " (\(dropped) dropped by Android's parser)" : "")
    }
}
