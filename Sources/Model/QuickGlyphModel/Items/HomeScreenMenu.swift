/// How iOS fills an app's quick-action menu: Info.plist's static items first,
/// then the dynamic ones the app sets in code, each in the order declared, and
/// no more than four of them. The preview draws that menu and the too-many-items
/// rule names what it leaves out, from this one statement of it.
package enum HomeScreenMenu {
    /// The places in the menu.
    package static let capacity = 4

    /// `items` in the order the menu takes them.
    package static func ordered<Item>(_ items: [Item], isDynamic: (Item) -> Bool) -> [Item] {
        items.filter { !isDynamic($0) } + items.filter(isDynamic)
    }
}
