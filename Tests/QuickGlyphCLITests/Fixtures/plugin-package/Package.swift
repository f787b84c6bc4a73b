// swift-tools-version:6.0
import PackageDescription

// An app's package that runs quickglyph through its command plugin, as a user's would:
//   swift package --allow-writing-to-package-directory quickglyph build glyphs --out output
// The path is quickglyph's own folder, four levels up, so it also runs where it sits.
let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(path: "../../../.."),
    ]
)
