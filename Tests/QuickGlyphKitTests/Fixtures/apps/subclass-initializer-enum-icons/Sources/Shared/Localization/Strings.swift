// Keys of Localizable.strings: the case's name is the key.

import Foundation

enum Strings {
    case tab_feed
    case tab_discover
    case tab_following
    case tab_support
    case menu_profile
    case menu_settings

    func localized(with arguments: CVarArg...) -> String {
        String(format: String(describing: self).localized, arguments: arguments)
    }
}
