/// What a native target builds, from its `productType` identifier. Several
/// identifiers share a case (a static framework is a framework); the target
/// keeps the identifier itself in `XcodeTarget.productTypeIdentifier`.
package enum XcodeProductType: Sendable, Equatable, Hashable {
    case application
    case appExtension
    case watchApp
    case watchExtension
    case appClip
    case framework
    case staticLibrary
    case dynamicLibrary
    case bundle
    case unitTests
    case uiTests
    case commandLineTool
    case other(String)

    package init(identifier: String) {
        switch identifier {
        case "com.apple.product-type.application": self = .application
        case "com.apple.product-type.app-extension", "com.apple.product-type.app-extension.messages",
            "com.apple.product-type.app-extension.messages-sticker-pack",
            "com.apple.product-type.extensionkit-extension",
            "com.apple.product-type.tv-app-extension", "com.apple.product-type.app-extension.intents-service":
            self = .appExtension
        case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2":
            self = .watchApp
        case "com.apple.product-type.watchkit-extension", "com.apple.product-type.watchkit2-extension":
            self = .watchExtension
        case "com.apple.product-type.application.on-demand-install-capable": self = .appClip
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static": self = .framework
        case "com.apple.product-type.library.static": self = .staticLibrary
        case "com.apple.product-type.library.dynamic": self = .dynamicLibrary
        case "com.apple.product-type.bundle": self = .bundle
        case "com.apple.product-type.bundle.unit-test": self = .unitTests
        case "com.apple.product-type.bundle.ui-testing": self = .uiTests
        case "com.apple.product-type.tool": self = .commandLineTool
        default: self = .other(identifier)
        }
    }
}
