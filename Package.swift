// swift-tools-version:6.0
import Foundation
import PackageDescription

// The layers, each a target that may import only the ones above it, in the
// order a glyph flows: system (file access, processes: the one place that says
// Glibc or Darwin) → core → raster → items → project → inventory → android app (read) → render → rules → encode → android →
// catalog (asset catalog, manifest) → convert (the worker pool) → app writers → reports →
// audit (check) → build → the CLI. The reporters print a `ReportSubject` and know neither
// command: check's and build's subjects live with their layers, above them. A back-edge does not
// compile: `make` builds with `--explicit-target-dependency-import-check error`,
// so a target cannot even import what it does not declare, and
// scripts/check-layers.sh (`make layers`) checks the declared edges against this order.

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
       FileManager.default.fileExists(atPath: "/usr/include/librsvg-2.0/librsvg/rsvg.h") {
        return Context.packageDirectory + "/Sources/CRSVG/librsvg-2.0-linux.pc"
    }
    #endif
    return "librsvg-2.0"
}()

let package = Package(
    name: "quickglyph",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "quickglyph", targets: ["quickglyph"]),
        .library(name: "QuickGlyphKit", targets: [
            "QuickGlyphCatalog", "QuickGlyphConvert", "QuickGlyphAppWriters", "QuickGlyphReport", "QuickGlyphAudit", "QuickGlyphBuild", "QuickGlyphFix",
        ]),
        // `swift package quickglyph build|check …` in a package or app that depends on this one,
        // and the same from an Xcode project's menu (docs/swiftpm-plugin.md).
        .plugin(name: "QuickGlyphPlugin", targets: ["QuickGlyphPlugin"]),
    ],
    targets: [
        // librsvg (and through it cairo and GLib), found by pkg-config.
        .systemLibrary(
            name: "CRSVG",
            pkgConfig: librsvgPkgConfig,
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
        // poppler's GLib binding: PDF glyphs, drawn into cairo like the SVGs. poppler is
        // under the GPL (v2 or v3); docs/licensing.md says what that means for a redistributed binary.
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]
        ),
        // libpng reports errors by longjmp; this shim keeps every setjmp on the C side.
        .target(name: "CPNGShim", dependencies: ["CLibPNG", "CLibDeflate"]),
        // prctl is variadic, which Swift cannot call: a worker ties its life to its build's through this.
        .target(name: "CProcessShim"),
        // memmem, which glibc declares only under _GNU_SOURCE: the byte search of every source a check follows names through.
        .target(name: "CByteSearchShim"),

        // The file-access layer beneath all others: the build's writes and the audit's reads
        // (no link followed, no FIFO opened, regular files only), folder listings, errors in
        // words, worker processes, signals and limits. The only target with a Glibc/Darwin `#if`.
        .target(name: "QuickGlyphSystem", dependencies: ["CProcessShim", "CByteSearchShim"]),
        // Findings and their ids, the canvas geometry, asset naming, Apple's keys, JSON settings.
        .target(name: "QuickGlyphCore", dependencies: ["QuickGlyphSystem"]),
        // Pixels: rasters, masks, resampling, and PNG decoding and encoding (libpng; libdeflate data).
        .target(name: "QuickGlyphRaster", dependencies: ["QuickGlyphCore", "CPNGShim"]),
        // The quick actions themselves: items, system icons, the items file.
        .target(name: "QuickGlyphItems", dependencies: ["QuickGlyphSystem", "QuickGlyphCore"]),
        // Xcode projects and workspaces read from their bytes: targets, settings, member files.
        .target(name: "QuickGlyphProject", dependencies: ["QuickGlyphSystem", "QuickGlyphCore"]),
        // The source analyser: Swift and Objective-C tokenized, and the quick actions
        // their code makes found, names followed through the app's other files.
        .target(name: "QuickGlyphSourceAnalysis", dependencies: ["QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphItems"]),
        // One app as check sees it: its folder, targets, catalogs, Info.plists (static
        // actions), the actions its code makes (from the analyser), their translations.
        .target(name: "QuickGlyphInventory", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphItems", "QuickGlyphProject", "QuickGlyphSourceAnalysis",
        ]),
        // An Android app module read for `check`: manifest, shortcuts XML, strings, icons, Gradle's ids.
        .target(name: "QuickGlyphAndroidApp", dependencies: ["QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster"]),
        // SVG, PDF and PNG sources into rasters on the canvas (librsvg and poppler through cairo).
        .target(name: "QuickGlyphRender", dependencies: ["QuickGlyphCore", "QuickGlyphRaster", "CRSVG", "CPoppler"]),
        // Every rule, its subjects and their loaders, and the rules' own examples.
        .target(name: "QuickGlyphRules", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphItems", "QuickGlyphInventory", "QuickGlyphAndroidApp",
            "QuickGlyphRender", "QuickGlyphSourceAnalysis",
        ]),
        // Android app shortcuts from the same items and glyphs: shortcuts.xml, the labels
        // per locale, the adaptive and API 25 icons (painted from the renderer's masks), the keep list.
        .target(name: "QuickGlyphAndroid", dependencies: ["QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphItems"]),
        // The asset catalog's JSON, the manifest a build leaves (with the output options and
        // fits it records), the items' Info.plist fragment, and SHA-256.
        .target(name: "QuickGlyphCatalog", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphItems", "QuickGlyphProject", "CRSVG",
        ]),
        // One glyph's source into its PNGs, in this process or in a pool of worker processes.
        .target(name: "QuickGlyphConvert", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphRender", "QuickGlyphRules",
            "QuickGlyphCatalog",
        ]),
        // What writes into the app: the Info.plist merge, strings files, String Catalogs,
        // the Swift source, Xcode's file lists.
        .target(name: "QuickGlyphAppWriters", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphItems", "QuickGlyphInventory", "QuickGlyphCatalog",
        ], resources: [
            // The generated Swift's and Objective-C's templates, compiled into the binary
            // (`PackageResources`): it is installed and run without the source tree.
            .embedInCode("Templates/QuickAction.swift.template"),
            .embedInCode("Templates/QuickActions.h.template"),
            .embedInCode("Templates/QuickActions.m.template"),
        ]),
        // The reporters (text, JSON, SARIF, JUnit, Checkstyle, GitHub, Xcode, HTML): each
        // prints a `ReportSubject`, and knows neither the build nor the check.
        .target(name: "QuickGlyphReport", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphItems", "QuickGlyphRules", "QuickGlyphAndroid",
        ]),
        // `check`: an app's quick actions and icons audited, and its report as a `ReportSubject`.
        .target(name: "QuickGlyphAudit", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphItems", "QuickGlyphInventory", "QuickGlyphAndroidApp",
            "QuickGlyphRender", "QuickGlyphRules", "QuickGlyphCatalog", "QuickGlyphReport", "QuickGlyphSourceAnalysis",
        ]),
        // `build`: the pipeline, its outputs kept in sync, the menu preview, and its report as a `ReportSubject`.
        .target(name: "QuickGlyphBuild", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphItems", "QuickGlyphProject", "QuickGlyphInventory",
            "QuickGlyphAndroidApp", "QuickGlyphRender", "QuickGlyphRules", "QuickGlyphAndroid", "QuickGlyphCatalog", "QuickGlyphConvert",
            "QuickGlyphAppWriters",
            "QuickGlyphReport",
        ]),
        // `check --fix`: what check found that a program can repair, repaired in the app through
        // the guarded file layer (imagesets drawn again as the build draws, Info.plist lines,
        // an icon's name in code), journalled, then checked again.
        .target(name: "QuickGlyphFix", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphItems", "QuickGlyphSourceAnalysis", "QuickGlyphInventory",
            "QuickGlyphRender", "QuickGlyphRules", "QuickGlyphCatalog", "QuickGlyphConvert", "QuickGlyphAppWriters", "QuickGlyphAudit",
            "QuickGlyphBuild",
        ]),
        .executableTarget(name: "quickglyph", dependencies: ["QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphItems", "QuickGlyphCatalog", "QuickGlyphConvert", "QuickGlyphAppWriters", "QuickGlyphReport", "QuickGlyphAudit", "QuickGlyphBuild", "QuickGlyphFix"]),
        // The CLI, built from source for the package that runs the command plugin, run there
        // with the arguments as typed; build writes its catalog into that package, hence the permission.
        .plugin(
            name: "QuickGlyphPlugin",
            capability: .command(
                intent: .custom(verb: "quickglyph",
                                description: "Build Quick Action template PNGs from glyphs, or check an app's quick actions"),
                permissions: [.writeToPackageDirectory(reason: "quickglyph build writes the asset catalog, manifest and app files into the folders you name")]
            ),
            dependencies: ["quickglyph"]
        ),
        // The readers of untrusted bytes for libFuzzer (`make fuzz`); built normally it
        // replays a corpus. Sits beside the CLI: it reaches into the layers, nothing reaches into it.
        .executableTarget(name: "QuickGlyphFuzz", dependencies: [
            "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphItems", "QuickGlyphProject", "QuickGlyphSourceAnalysis", "QuickGlyphInventory",
            "QuickGlyphAndroidApp",
            "QuickGlyphRender", "QuickGlyphRules", "QuickGlyphAppWriters", "QuickGlyphTestSupport", "QuickGlyphFix",
        ]),

        // What both test targets share: rule example trees written to disk, their PNGs
        // encoded as build writes them.
        .target(name: "QuickGlyphTestSupport", dependencies: [
            "QuickGlyphCore", "QuickGlyphItems", "QuickGlyphRaster", "QuickGlyphRules", "CLibDeflate",
        ], path: "Tests/QuickGlyphTestSupport"),
        // Fixtures and golden files are read from the source tree by path, not bundled.
        .testTarget(name: "QuickGlyphKitTests", dependencies: [
            "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphItems", "QuickGlyphProject", "QuickGlyphSourceAnalysis",
            "QuickGlyphInventory", "QuickGlyphAndroidApp", "QuickGlyphRender", "QuickGlyphRules", "QuickGlyphAndroid", "QuickGlyphCatalog",
            "QuickGlyphConvert", "QuickGlyphAppWriters", "QuickGlyphReport", "QuickGlyphAudit", "QuickGlyphBuild", "QuickGlyphFix", "QuickGlyphTestSupport",
        ], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "QuickGlyphCLITests", dependencies: [
            "quickglyph", "QuickGlyphSystem", "QuickGlyphCore", "QuickGlyphRaster", "QuickGlyphRules", "QuickGlyphTestSupport",
        ], exclude: ["Fixtures", "Golden"]),
    ]
)
