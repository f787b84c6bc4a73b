// Pebble: a pocket notebook. Synthetic app for quickglyph's tests.

import UIKit

/// Builds the Home Screen quick actions and opens the one chosen.
final class QuickActionCenter: NSObject {
    @objc static let shared = QuickActionCenter()

    private let noteKeyInfoKey = "pebble.note-key"

    /// Removes every quick action, as on sign-out.
    func removeAll() {
        UIApplication.shared.shortcutItems = nil
    }

    /// Offers the actions, the last note's only when there is one.
    func refresh(lastNote: Note?) {
        UIApplication.shared.shortcutItems = [
            findItem,
            composeItem,
            lastNoteItem(for: lastNote)
        ].compactMap { $0 }
    }

    /// Opens what the chosen action names; false for an action this version does not know.
    @objc
    func open(_ item: UIApplicationShortcutItem) -> Bool {
        guard let kind = QuickActionKind(rawValue: item.type) else {
            return false
        }
        switch kind {
        case .find:
            Navigator.shared.showSearch()
        case .compose:
            Navigator.shared.showComposer()
        case .lastNote:
            guard let key = item.userInfo?[noteKeyInfoKey] as? String else { return false }
            Navigator.shared.showNote(key: key)
        }
        return true
    }

    private var findItem: UIApplicationShortcutItem {
        let icon = UIApplicationShortcutIcon(templateImageName: GlyphName.find.assetName)
        return UIApplicationShortcutItem(type: QuickActionKind.find.rawValue,
                                         localizedTitle: NSLocalizedString("Find", comment: "Quick action: search the notes"),
                                         localizedSubtitle: nil,
                                         icon: icon,
                                         userInfo: nil)
    }

    private var composeItem: UIApplicationShortcutItem {
        let icon = UIApplicationShortcutIcon(templateImageName: GlyphName.compose.assetName)
        return UIApplicationShortcutItem(type: QuickActionKind.compose.rawValue,
                                         localizedTitle: NSLocalizedString("Write", comment: "Quick action: a new note"),
                                         localizedSubtitle: nil,
                                         icon: icon,
                                         userInfo: nil)
    }

    private func lastNoteItem(for note: Note?) -> UIApplicationShortcutItem? {
        guard let note, let key = note.key else {
            return nil
        }
        let icon = UIApplicationShortcutIcon(templateImageName: GlyphName.notes.assetName)
        return UIApplicationShortcutItem(type: QuickActionKind.lastNote.rawValue,
                                         localizedTitle: NSLocalizedString("Last Note", comment: "Quick action: the note edited last"),
                                         localizedSubtitle: note.firstLine,
                                         icon: icon,
                                         userInfo: [noteKeyInfoKey: key as NSSecureCoding])
    }
}
