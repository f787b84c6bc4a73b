// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "quickglyph",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "quickglyph", targets: ["quickglyph"]),
        .library(name: "QuickGlyphKit", targets: ["QuickGlyphKit"]),
    ],
    targets: [
        // librsvg (and through it cairo and GLib), found by pkg-config.
        .systemLibrary(
            name: "CRSVG",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // libdeflate: the DEFLATE encoder that gets within a few percent of
        // oxipng's output, where zlib's best stays about ten percent behind.
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // libpng reports errors by longjmp; this shim keeps every setjmp on the C side.
        .target(name: "CPNGShim", dependencies: ["CLibPNG", "CLibDeflate"]),
        .target(name: "QuickGlyphKit", dependencies: ["CRSVG", "CPNGShim"]),
        .executableTarget(name: "quickglyph", dependencies: ["QuickGlyphKit"]),
        // Fixtures are read from the source tree by path, not bundled.
        .testTarget(name: "QuickGlyphKitTests", dependencies: ["QuickGlyphKit"], exclude: ["Fixtures"]),
        .testTarget(name: "QuickGlyphCLITests", dependencies: ["quickglyph"]),
    ]
)
