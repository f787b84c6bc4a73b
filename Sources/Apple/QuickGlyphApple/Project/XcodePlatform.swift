/// The platform a target builds for. Xcode 14's single-target watch app is an
/// `application` like an iPhone app; only its SDK tells them apart.
package enum XcodePlatform: String, Sendable, Equatable, Hashable {
    case iOS
    case macOS
    case watchOS
    case tvOS
    case visionOS
    case unknown

    /// From an SDK or platform name: `iphoneos`, `iphonesimulator17.0`, `watchos`, `macosx`, `xros`…
    package init(sdk: String) {
        let name = sdk.lowercased()
        let prefixes: [(String, XcodePlatform)] = [
            ("iphone", .iOS), ("macosx", .macOS), ("watch", .watchOS), ("appletv", .tvOS), ("xr", .visionOS),
        ]
        self = prefixes.first { name.hasPrefix($0.0) }?.1 ?? .unknown
    }

    /// SDKROOT names the platform unless it is `auto` (a multiplatform target), when
    /// SUPPORTED_PLATFORMS does; an iPhone SDK among several wins, since an app that
    /// also runs on iOS has an iOS Home Screen.
    init(sdkRoot: String?, supportedPlatforms: [String]) {
        if let sdkRoot, !sdkRoot.isEmpty, sdkRoot != "auto" {
            self.init(sdk: sdkRoot)
            if self != .unknown { return }
        }
        let platforms = supportedPlatforms.map(XcodePlatform.init(sdk:))
        self = platforms.contains(.iOS) ? .iOS : platforms.first { $0 != .unknown } ?? .unknown
    }
}
