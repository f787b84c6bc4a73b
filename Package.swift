// swift-tools-version:6.0
import Foundation
import PackageDescription

// The wings, each a folder of Sources/ and one Swift module (beside the C libraries it wraps),
// in the order the dependencies run; docs/code-map.md draws them:
//   System    file access, processes and limits: the one place that says Glibc or Darwin.
//   Model     a quick action and its formats: findings, items, JSON and XML readers, rule protocols.
//   Glyphs    pixels: rasters, PNG, SVG and PDF drawing, and the image and imageset rules.
//   Apple     an iOS app: Xcode projects, source analysis, inventory, catalogs, the writers, its rules.
//   Android   an Android module: read for check, written by build, and its rules.
//   Commands  build, check and check --fix, with the reporters (which know neither command).
//   CLI       parses arguments and prints.
// Apple and Android never see each other. `make` builds with
// `--explicit-target-dependency-import-check error`, so a module cannot import what it does
// not declare, and scripts/check-layers.sh (`make layers`) checks the edges against this order.

// librsvg's pkg-config flags. On Linux, GLib's gmodule-no-export-2.0.pc (which librsvg-2.0.pc
// reaches through gio and gdk-pixbuf) carries -pthread; SwiftPM refuses that flag and warns
// about it twice on every build, in every package that runs the command plugin too, where no
// Makefile can help. So there this package's own Sources/CRSVG/librsvg-2.0-linux.pc is read
// (SwiftPM takes an absolute path for a name): librsvg's and gdk-pixbuf's headers in
// /usr/include, where the distributions' librsvg packages put them, and the rest of the flags
// from glib-2.0, gobject-2.0 and cairo, none of which carries the flag. glibc has threads built
// in, so nothing is lost. Where those headers are not, or PKG_CONFIG_PATH or a sysroot points
// pkg-config elsewhere, librsvg-2.0.pc itself is read, and SwiftPM warns.
let librsvgPkgConfig: String = {
    #if os(Linux)
    let environment = ProcessInfo.processInfo.environment
    if (environment["PKG_CONFIG_PATH"] ?? "").isEmpty, (environment["PKG_CONFIG_SYSROOT_DIR"] ?? "").isEmpty,
        FileManager.default.fileExists(atPath: "/usr/include/librsvg-2.0/librsvg/rsvg.h")
    {
        return Context.packageDirectory + "/Sources/Glyphs/CRSVG/librsvg-2.0-linux.pc"
    }
    #endif
    return "librsvg-2.0"
}()

let package = Package(
    name: "quickglyph",
    platforms: [.macOS(.v13)],
    products: [
        // The tool is the executable: what one wing offers another is `package`, not `public`,
        // so no library product (whose API would be every wing's insides) is offered.
        .executable(name: "quickglyph", targets: ["quickglyph"]),
        // `swift package quickglyph build|check …` in a package or app that depends on this one,
        // and the same from an Xcode project's menu (docs/swiftpm-plugin.md).
        .plugin(name: "QuickGlyphPlugin", targets: ["QuickGlyphPlugin"]),
    ],
    targets: [
        // System: the file-access layer beneath all others: the build's writes and the audit's
        // reads (no link followed, no FIFO opened, regular files only), folder listings, errors in
        // words, worker processes, signals and limits. The only module with a Glibc/Darwin `#if`.
        .target(
            name: "QuickGlyphSystem", dependencies: ["CProcessShim", "CByteSearchShim"],
            path: "Sources/System/QuickGlyphSystem"),
        // prctl is variadic, which Swift cannot call: a worker ties its life to its build's through this.
        .target(name: "CProcessShim", path: "Sources/System/CProcessShim"),
        // memmem, which glibc declares only under _GNU_SOURCE: the byte search of every source a
        // check follows names through.
        .target(name: "CByteSearchShim", path: "Sources/System/CByteSearchShim"),

        // Model: one quick action and what describes it: findings and their ids, items and the
        // items file, system icons, JSON, XML and YAML readers, SHA-256 (GLib's), the rule protocols.
        .target(
            name: "QuickGlyphModel", dependencies: ["QuickGlyphSystem", "CGLib", "CYAML"],
            path: "Sources/Model/QuickGlyphModel"),
        .systemLibrary(
            name: "CGLib", path: "Sources/Model/CGLib", pkgConfig: "glib-2.0",
            providers: [.apt(["libglib2.0-dev"]), .brew(["glib"])]),
        // libyaml: the YAML of check's configuration file (.quickglyph.yml), read as events into a tree.
        .systemLibrary(
            name: "CYAML", path: "Sources/Model/CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),

        // Glyphs: pixels. Rasters, masks, resampling, PNG (libpng, libdeflate), SVG and PDF drawn
        // through cairo (librsvg, poppler), and the rules about one image, PNG file or imageset.
        .target(
            name: "QuickGlyphGlyphs",
            dependencies: [
                "QuickGlyphSystem", "QuickGlyphModel", "CPNGShim",
                "CRSVG", "CPoppler",
            ],
            path: "Sources/Glyphs/QuickGlyphGlyphs"),
        // librsvg (and through it cairo and GLib), found by pkg-config.
        .systemLibrary(
            name: "CRSVG", path: "Sources/Glyphs/CRSVG",
            pkgConfig: librsvgPkgConfig,
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]
        ),
        .systemLibrary(
            name: "CLibPNG", path: "Sources/Glyphs/CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // libdeflate: the DEFLATE encoder that gets within a few percent of
        // oxipng's output, where zlib's best stays about ten percent behind.
        .systemLibrary(
            name: "CLibDeflate", path: "Sources/Glyphs/CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // poppler's GLib binding: PDF glyphs, drawn into cairo like the SVGs. poppler is under the
        // GPL (v2 or v3); docs/licensing.md says what that means for a redistributed binary.
        .systemLibrary(
            name: "CPoppler", path: "Sources/Glyphs/CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]
        ),
        // libpng reports errors by longjmp; this shim keeps every setjmp on the C side.
        .target(name: "CPNGShim", dependencies: ["CLibPNG", "CLibDeflate"], path: "Sources/Glyphs/CPNGShim"),

        // Apple: one iOS app. Xcode projects and workspaces read from their bytes; Swift and
        // Objective-C analysed for the quick actions their code makes and handles; the app as
        // check sees it (targets, catalogs, Info.plists, translations); the asset catalog's
        // JSON; what writes into the app (Info.plist merge, strings, String Catalogs, Swift and
        // Objective-C sources, Xcode's file lists); the plist, handler and app-wide rules.
        .target(
            name: "QuickGlyphApple", dependencies: ["QuickGlyphSystem", "QuickGlyphModel", "QuickGlyphGlyphs"],
            path: "Sources/Apple/QuickGlyphApple",
            resources: [
                // The generated Swift's and Objective-C's templates, compiled into the binary
                // (`PackageResources`): it is installed and run without the source tree.
                .embedInCode("Writers/Templates/QuickAction.swift.template"),
                .embedInCode("Writers/Templates/QuickActions.h.template"),
                .embedInCode("Writers/Templates/QuickActions.m.template"),
            ]),

        // Android: one Android app module. Read for `check` (manifest, shortcuts XML, strings,
        // icons, Gradle's ids), written by `build` (shortcuts.xml, labels per locale, icons, the
        // manifest's meta-data), and its rules.
        .target(
            name: "QuickGlyphAndroid", dependencies: ["QuickGlyphSystem", "QuickGlyphModel", "QuickGlyphGlyphs"],
            path: "Sources/Android/QuickGlyphAndroid"),

        // Commands: the reporters (text, JSON, SARIF, JUnit, Checkstyle, GitHub, Xcode, HTML), each
        // printing a `ReportSubject` that carries the rules' descriptions: they know no command.
        .target(
            name: "QuickGlyphReport",
            dependencies: [
                "QuickGlyphSystem", "QuickGlyphModel", "QuickGlyphGlyphs",
                "QuickGlyphAndroid",
            ],
            path: "Sources/Commands/QuickGlyphReport"),
        // `build` (its pipeline, the worker pool, the manifest, outputs kept in sync), `check` (its
        // steps), `check --fix`, and the rule registry all three read.
        .target(
            name: "QuickGlyphCommands",
            dependencies: [
                "QuickGlyphSystem", "QuickGlyphModel", "QuickGlyphGlyphs", "QuickGlyphApple", "QuickGlyphAndroid",
                "QuickGlyphReport",
            ], path: "Sources/Commands/QuickGlyphCommands"),

        // CLI: parses the arguments and prints; nothing else.
        .executableTarget(
            name: "quickglyph",
            dependencies: [
                "QuickGlyphSystem", "QuickGlyphModel", "QuickGlyphApple", "QuickGlyphReport", "QuickGlyphCommands",
            ], path: "Sources/CLI/quickglyph"),
        // The CLI, built from source for the package that runs the command plugin, run there
        // with the arguments as typed; build writes its catalog into that package, hence the permission.
        .plugin(
            name: "QuickGlyphPlugin",
            capability: .command(
                intent: .custom(
                    verb: "quickglyph",
                    description: "Build Quick Action template PNGs from glyphs, or check an app's quick actions"),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "quickglyph build writes the asset catalog, manifest and app files into the folders you name"
                    )
                ]
            ),
            dependencies: ["quickglyph"]
        ),
        // The readers of untrusted bytes for libFuzzer (`make fuzz`); built normally it
        // replays a corpus. Sits beside the CLI: it reaches into the wings, nothing reaches into it.
        .executableTarget(
            name: "QuickGlyphFuzz",
            dependencies: [
                "QuickGlyphSystem", "QuickGlyphModel", "QuickGlyphGlyphs", "QuickGlyphApple", "QuickGlyphAndroid",
                "QuickGlyphCommands", "QuickGlyphTestSupport",
            ], path: "Sources/Fuzz/QuickGlyphFuzz"),

        // What both test targets share: rule example trees written to disk, their PNGs
        // encoded as build writes them.
        .target(
            name: "QuickGlyphTestSupport",
            dependencies: [
                "QuickGlyphModel", "QuickGlyphGlyphs", "QuickGlyphApple", "QuickGlyphAndroid", "QuickGlyphCommands",
                "CLibDeflate",
            ], path: "Tests/QuickGlyphTestSupport"),
        // Fixtures and golden files are read from the source tree by path, not bundled. The
        // folders mirror the wings.
        .testTarget(
            name: "QuickGlyphKitTests",
            dependencies: [
                "QuickGlyphSystem", "QuickGlyphModel", "QuickGlyphGlyphs", "QuickGlyphApple", "QuickGlyphAndroid",
                "QuickGlyphReport", "QuickGlyphCommands", "QuickGlyphTestSupport",
            ], exclude: ["Fixtures", "Golden"]),
        .testTarget(
            name: "QuickGlyphCLITests",
            dependencies: [
                "quickglyph", "QuickGlyphSystem", "QuickGlyphModel", "QuickGlyphGlyphs", "QuickGlyphApple",
                "QuickGlyphAndroid",
                "QuickGlyphCommands",
                "QuickGlyphTestSupport",
            ], exclude: ["Fixtures", "Golden"]),
    ]
)
