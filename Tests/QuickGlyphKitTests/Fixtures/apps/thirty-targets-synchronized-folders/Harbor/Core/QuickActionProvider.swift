import Foundation
import HarborMacros

/// The Home Screen quick actions of every Harbor brand: each brand's app
/// target compiles this file through the synchronized folder `Harbor`.
///
/// A new action is a new case of `Action`, listed in `items(for:)`.
final class QuickActionProvider: NSObject {

    enum Action {
        case compose
        case profileCode
        case scanCode

        var title: String {
            switch self {
            case .compose:
                #translated("quick_action_compose")
            case .profileCode:
                #translated("quick_action_profile_code")
            case .scanCode:
                #translated("quick_action_scan_code")
            }
        }

        var symbol: String {
            switch self {
            case .compose:
                "plus.bubble"
            case .profileCode:
                "person.text.rectangle"
            case .scanCode:
                "qrcode.viewfinder"
            }
        }

        var identifier: String {
            switch self {
            case .compose:
                "com.example.harbor.compose"
            case .profileCode:
                "com.example.harbor.profile-code"
            case .scanCode:
                "com.example.harbor.scan-code"
            }
        }

        var item: UIApplicationShortcutItem {
            .init(
                type: identifier,
                localizedTitle: title,
                localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(systemImageName: symbol)
            )
        }
    }

    /// The actions to show: scanning a code is left out when the device policy forbids adding contacts.
    @objc static func items(for policy: DevicePolicy) -> [UIApplicationShortcutItem] {
        var actions: [Action] = [.compose, .profileCode]

        if policy.allowsAddingContacts() {
            actions.append(.scanCode)
        }

        return actions.map(\.item)
    }
}
