// Marigold: an audiobook player. Synthetic app for quickglyph's tests.

import UIKit

/// Keeps the Home Screen quick actions in step with the library and the player:
/// the first shelf (when its icon has a glyph), then pause, play or browse.
final class QuickActionsUpdater {
    // Every item has the same type; the link in userInfo tells them apart.

    private let library: Library
    private let player: Player

    init(library: Library, player: Player) {
        self.library = library
        self.player = player
    }

    func libraryOrPlayerDidChange() {
        var items: [UIMutableApplicationShortcutItem] = []

        if let shelf = library.shelves.first, let glyph = shelf.glyphName() {
            items.append(
                UIMutableApplicationShortcutItem(
                    type: "org.example.marigold",
                    localizedTitle: shelf.title,
                    localizedSubtitle: "\(library.bookCount(on: shelf)) books",
                    icon: UIApplicationShortcutIcon(templateImageName: glyph),
                    userInfo: ["link": "marigold://quick/shelf/\(shelf.id)" as NSSecureCoding]
                )
            )
        }

        switch player.nowPlaying {
        case .some(let book) where player.isPlaying:
            items.append(
                UIMutableApplicationShortcutItem(
                    type: "org.example.marigold",
                    localizedTitle: Copy.pause,
                    localizedSubtitle: book.displayTitle(),
                    icon: UIApplicationShortcutIcon(type: .pause),
                    userInfo: ["link": "marigold://quick/pause" as NSSecureCoding]
                )
            )
        case .some(let book):
            items.append(
                UIMutableApplicationShortcutItem(
                    type: "org.example.marigold",
                    localizedTitle: Copy.resume,
                    localizedSubtitle: book.displayTitle(),
                    icon: UIApplicationShortcutIcon(type: .play),
                    userInfo: ["link": "marigold://quick/play" as NSSecureCoding]
                )
            )
        case .none:
            items.append(
                UIMutableApplicationShortcutItem(
                    type: "org.example.marigold",
                    localizedTitle: "Browse the Catalog",
                    localizedSubtitle: nil,
                    icon: UIApplicationShortcutIcon(type: .search),
                    userInfo: ["link": "marigold://quick/browse" as NSSecureCoding]
                )
            )
        }

        DispatchQueue.main.async {
            UIApplication.shared.shortcutItems = items
        }
    }
}
