// swift-tools-version: 5.9
// Kestrel: a reading-list browser. Synthetic app for quickglyph's tests.

import PackageDescription

let package = Package(
    name: "Kestrel",
    defaultLocalization: "en",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Kestrel", targets: ["Kestrel"]),
        .library(name: "KestrelStrings", targets: ["KestrelStrings"]),
        .library(name: "Shared", targets: ["Shared"]),
    ],
    targets: [
        .target(name: "Kestrel", dependencies: ["KestrelStrings", "Shared"],
                resources: [.process("Assets/Images.xcassets")]),
        .target(name: "KestrelStrings", dependencies: ["Shared"], resources: [.process("Resources")]),
        .target(name: "Shared", resources: [.process("Resources")]),
    ]
)
