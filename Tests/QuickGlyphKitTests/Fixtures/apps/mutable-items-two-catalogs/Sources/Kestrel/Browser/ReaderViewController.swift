// Kestrel: a reading-list browser. Synthetic app for quickglyph's tests.

import KestrelStrings
import Shared
import UIKit

/// The screen that shows one saved page; it also keeps the app's quick actions
/// in step with the private-only setting.
public final class ReaderViewController: UIViewController {
    private let settings: ReaderSettings
    private var observation: NSObjectProtocol?

    public init(settings: ReaderSettings) {
        self.settings = settings
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        observation = NotificationCenter.default.addObserver(forName: ReaderSettings.didChange, object: nil, queue: .main) { [weak self] _ in
            self?.updateQuickActions()
        }
        updateQuickActions()
    }

    // MARK: Quick actions

    private func updateQuickActions() {
        let newListItem = UIMutableApplicationShortcutItem(
            type: "\(Bundle.main.bundleIdentifier ?? "").NewList",
            localizedTitle: Strings.quickActionNewList,
            localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(templateImageName: "qa_new_list"),
            userInfo: [:])

        let privateListItem = UIMutableApplicationShortcutItem(
            type: "\(Bundle.main.bundleIdentifier ?? "").NewPrivateList",
            localizedTitle: Strings.quickActionNewPrivateList,
            localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(templateImageName: "qa_private_list"),
            userInfo: [:])

        let scanCodeItem = UIMutableApplicationShortcutItem(
            type: "\(Bundle.main.bundleIdentifier ?? "").ScanCode",
            localizedTitle: Strings.scanCodeTitle,
            localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(templateImageName: "qa_scan_code"),
            userInfo: [:])

        UIApplication.shared.shortcutItems = settings.privateOnly ? [privateListItem, scanCodeItem] : [newListItem, privateListItem, scanCodeItem]
    }

    // MARK: Row icons, from this package's own catalog

    func rowIcon(named name: String) -> UIImage? {
        UIImage(named: name, in: .module, compatibleWith: traitCollection)
    }
}

public final class ReaderSettings {
    public static let didChange = Notification.Name("ReaderSettingsDidChange")
    public var privateOnly = false
}
