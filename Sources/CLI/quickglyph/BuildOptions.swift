import Foundation
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphModel

/// The options only `build` takes. Defaults come from the library's own
/// (`OutputOptions()`, `BuildConfiguration`), so the help shows what a build does.
enum BuildOptions {
    static let glyphs = Positional(
        name: "GLYPHS_DIR", help: "Every .svg, .pdf and .png in it is a glyph, named by its base name",
        isRequired: false, repeats: false, defaultValue: "glyphs")

    static let recursive = Option(
        flag: "--recursive",
        help: "Read GLYPHS_DIR's sub-folders too (a glyph is named by its base name alone; "
            + "hidden folders, catalogs and --out are passed over)")
    static let out = Option("--out", .text("DIR"), default: "output", help: "Output folder")
    static let items = Option(
        "--items", ValueKind.text("FILE").optional, default: nil,
        defaultText: "GLYPHS_DIR/\(ItemsFile.defaultFilename) when it exists",
        help: "Items file, the quick actions; without one only the catalog is made")
    static let infoPlist = Option(
        "--info-plist", ValueKind.text("PATH").optional, default: nil, defaultText: "none",
        help: "An app's Info.plist: its UIApplicationShortcutItems is set to the static items (removed "
            + "when there are none) and nothing else in it changes; created when it does not exist")
    static let project = Option(
        "--project", ValueKind.text("APP.xcodeproj").optional, default: nil, defaultText: "none",
        help: "The app's Xcode project: the Info.plist (created when the target keeps none, and named by "
            + "INFOPLIST_FILE, kept out of a synchronized folder's members) is its app target's")
    static let target = Option(
        "--target", ValueKind.text("NAME").optional, default: nil,
        defaultText: "the project's only iOS application target",
        help: "With --project, the app target whose quick actions these are")
    static let catalog = Option(
        "--catalog", .text("NAME"), default: BuildConfiguration.defaultCatalogName,
        help: "Asset catalog name: writes NAME.xcassets")
    static let strings = Option(
        "--strings", .choice, default: StringsFormat.xcstrings,
        help: "How the items' translations are written: xcstrings, one InfoPlist.xcstrings String "
            + "Catalog; lproj, a LANG.lproj/InfoPlist.strings a language")
    static let scales = Option(
        "--scales", .list(of: .scale), default: OutputOptions().scales,
        help: "Scales to write")
    static let fit = Option(
        "--fit", .choice, default: OutputOptions().fit,
        help: "auto: art inside the HIG glyph box is kept as drawn, a larger set is scaled down by one factor "
            + "per artboard size; viewbox: the artboard fills the canvas; glyph: each glyph's ink is fitted "
            + "to the HIG glyph size")
    static let allowColor = Option(
        flag: "--allow-color", help: "Convert multi-colour glyphs from alpha, with a warning")
    static let mask = Option(
        "--mask", .choice, default: OutputOptions().mask,
        help: "Where the shape comes from: alpha, the alpha channel; luminance, darkness, "
            + "for dark-on-light opaque artwork")
    static let dropBackground = Option(
        flag: "--drop-background",
        help: "Remove an SVG's artboard background (the frame's fill, drawn first behind the art) "
            + "before converting it")
    static let allowUpscale = Option(flag: "--allow-upscale", help: "Allow PNG sources smaller than the canvas (blurs)")
    static let compression = Option(
        "--compression",
        .integer(
            in: OutputOptions.compressionLevels, noun: "level",
            names: ["max": OutputOptions.compressionLevels.upperBound]),
        default: OutputOptions().compression,
        help: "libdeflate level: lower is faster, higher smaller; max, the smallest, is within "
            + "0.5% of oxipng -o max")
    static let jobs = Option(
        "--jobs", .integer(atLeast: 1, placeholder: "N"),
        default: ProcessInfo.processInfo.activeProcessorCount, defaultText: "the number of cores",
        help: "Glyphs rendered at once; the output is the same for every N")
    static let glyphTimeout = Option(
        "--glyph-timeout", .seconds, default: WorkerPoolConversion.defaultTimeout,
        help: "The time one glyph may take to render; a glyph over it is refused and the others build")
    static let xcfilelist = Option(
        "--xcfilelist", ValueKind.text("DIR").optional, default: nil, defaultText: "none",
        help: "Write the Xcode Run Script phase's file lists, \(XcodeFileLists.inputsFilename) and "
            + "\(XcodeFileLists.outputsFilename): every file read and written, $(SRCROOT)-relative")
    static let srcroot = Option(
        "--srcroot", ValueKind.text("DIR").optional, default: nil,
        defaultText: "$SRCROOT when set (an Xcode build phase), else the working folder",
        help: "The folder $(SRCROOT) stands for in the file lists")
    static let swift = Option(
        "--swift", ValueKind.text("FILE").optional, default: nil,
        help: "Also write a Swift file for the app: an enum with a case for each quick action, "
            + "its dynamic items and the handling of a chosen one, and for a SwiftUI app the "
            + "delegates that hand it to its views (docs/swiftui.md)")
    static let swiftType = Option(
        "--swift-type", .text("NAME"), default: SwiftSourceGenerator.defaultTypeName,
        help: "The name of the enum --swift writes; its classes' names begin with it "
            + "(NAMECenter, NAMEAppDelegate, NAMESceneDelegate)")
    static let objc = Option(
        "--objc", ValueKind.text("FILE.h").optional, default: nil, defaultText: "none",
        help: "Also write Objective-C for the app: FILE.h and FILE.m beside it, a string constant for "
            + "each quick action, a class that maps a shortcut item back to one, makes the dynamic items "
            + "and holds the app and scene delegates' hooks (docs/into-the-app.md)")
    static let objcClass = Option(
        "--objc-class", .text("NAME"), default: ObjCSourceGenerator.defaultClassName,
        help: "The name of the class --objc writes; its constants' names begin with it "
            + "(NAMECompose); not the Swift enum's, so that an app can have both")
    static let android = Option(
        "--android", ValueKind.text("RES_DIR").optional, default: nil, defaultText: "none",
        help: "Also write the static items as Android app shortcuts into RES_DIR, an app module's res/ "
            + "folder: xml-v25/shortcuts.xml, the labels per locale, the icons; only quickglyph's own "
            + "files there are ever replaced or removed")
    static let androidManifest = Option(
        "--android-manifest", ValueKind.text("PATH").optional, default: nil, defaultText: "none",
        help: "With --android, the module's AndroidManifest.xml: the meta-data line that makes "
            + "Android read the shortcuts is put inside its launcher activity (taken out again, when "
            + "no item is static, if a build put it there) and nothing else in it changes; without it "
            + "the line is printed")
    static let preview = Option(
        "--preview", ValueKind.text("FILE.png").optional, default: nil, defaultText: "none",
        help: "Also draw the items file's quick-action menu, light and dark, at @2x into FILE.png")
    static let quiet = Option(flag: "--quiet", help: "Print only problems: no notes, no progress, no summary")
}
