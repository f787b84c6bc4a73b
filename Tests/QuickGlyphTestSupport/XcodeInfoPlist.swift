/// An app's Info.plist as Xcode writes it (tabs, keys in order, a comment a
/// person added), with `UIApplicationShortcutItems` where Xcode puts it or
/// absent, and the exact lines a merge of the sample items must produce: the
/// tests of `--info-plist` compare whole files byte for byte against these.
package enum XcodeInfoPlist {
    /// Everything above where `UIApplicationShortcutItems` sorts.
    package static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>$(DEVELOPMENT_LANGUAGE)</string>
        \t<key>CFBundleDisplayName</key>
        \t<string>Postbox</string>
        \t<key>CFBundleExecutable</key>
        \t<string>$(EXECUTABLE_NAME)</string>
        \t<key>CFBundleIdentifier</key>
        \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \t<key>CFBundleInfoDictionaryVersion</key>
        \t<string>6.0</string>
        \t<key>CFBundleName</key>
        \t<string>$(PRODUCT_NAME)</string>
        \t<key>CFBundlePackageType</key>
        \t<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
        \t<key>CFBundleShortVersionString</key>
        \t<string>$(MARKETING_VERSION)</string>
        \t<!-- The scheme opens links from the web app, <a href="postbox:inbox">; the
        \t     quick actions are set by quickglyph: <key>UIApplicationShortcutItems</key> -->
        \t<key>CFBundleURLTypes</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>CFBundleTypeRole</key>
        \t\t\t<string>Editor</string>
        \t\t\t<key>CFBundleURLName</key>
        \t\t\t<string>com.example.postbox</string>
        \t\t\t<key>CFBundleURLSchemes</key>
        \t\t\t<array>
        \t\t\t\t<string>postbox</string>
        \t\t\t\t<string>mailto</string>
        \t\t\t</array>
        \t\t</dict>
        \t</array>
        \t<key>CFBundleVersion</key>
        \t<string>$(CURRENT_PROJECT_VERSION)</string>
        \t<key>ITSAppUsesNonExemptEncryption</key>
        \t<false/>
        \t<key>LSRequiresIPhoneOS</key>
        \t<true/>
        \t<key>NSCameraUsageDescription</key>
        \t<string>Postbox uses the camera to attach photos &amp; scans to a message.</string>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<false/>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneConfigurationName</key>
        \t\t\t\t\t<string>Default Configuration</string>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        \t\t\t\t\t<key>UISceneStoryboardFile</key>
        \t\t\t\t\t<string>Main</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>

        """

    /// Everything below it.
    package static let tail = """
        \t<key>UILaunchStoryboardName</key>
        \t<string>LaunchScreen</string>
        \t<key>UIRequiredDeviceCapabilities</key>
        \t<array>
        \t\t<string>armv7</string>
        \t</array>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
        \t</array>
        \t<key>UIUserInterfaceStyle</key>
        \t<string>Automatic</string>

        """

    package static let end = """
        </dict>
        </plist>

        """

    /// Quick actions an earlier version of the app declared, as Xcode's editor writes them.
    package static let oldItems = """
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Write</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).write</string>
        \t\t</dict>
        \t</array>

        """

    /// What a merge of `sampleItemsJSON` sets, at a tab a level.
    package static let newItems = """
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconFile</key>
        \t\t\t<string>compose</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>New Message</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
        \t\t\t<key>UIApplicationShortcutItemSubtitle</key>
        \t\t\t<string>Mail &amp; contacts</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Search</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).search</string>
        \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
        \t\t\t<dict>
        \t\t\t\t<key>scope</key>
        \t\t\t\t<string>all</string>
        \t\t\t</dict>
        \t\t</dict>
        \t</array>

        """

    /// The items file behind `newItems`, with a dynamic item that Info.plist must not get.
    package static let sampleItemsJSON = """
        {
          "items": [
            { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New Message", "glyph": "compose" },
            { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).recent", "title": "Recent Chat", "systemIcon": "message", "dynamic": true },
            { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).search", "title": "Search", "subtitle": "Mail & contacts",
              "systemIcon": "search", "userInfo": { "scope": "all" } }
          ]
        }

        """

    /// The file without the key.
    package static var withoutItems: String { head + tail + end }
    /// The file with the key where Xcode sorts it, holding `items`.
    package static func with(_ items: String) -> String { head + items + tail + end }
    /// The file after a merge into `withoutItems`: the key just above the closing `</dict>`.
    package static var insertedAtTheEnd: String { head + tail + newItems + end }
}
