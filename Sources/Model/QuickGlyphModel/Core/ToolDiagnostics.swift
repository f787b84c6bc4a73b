/// The diagnostics quickglyph reports itself, outside any rule: reading files,
/// rendering sources and writing outputs. Each id is described here once; the
/// rules describe theirs on their own types.
package enum ToolDiagnostics {
    package static let unreadable = DiagnosticDescription(
        id: .unreadable, name: "File unreadable", severity: .error,
        // A redraw from art that cannot be read would hide that, not repair it.
        repair: .needsPerson,
        summary:
            "A glyph source or an image to check cannot be read: missing, a broken link, a folder, or not readable by this user."
    )
    package static let svgInvalid = DiagnosticDescription(
        id: .svgInvalid, name: "SVG rejected", severity: .error,
        repair: .needsPerson,
        summary:
            "librsvg rejects the SVG (its reason is quoted): not XML, not SVG, or a reference it refuses to follow. "
            + "Also a file over 10 MB, and one that crashes the renderer or renders past --glyph-timeout (30 s): "
            + "those are not remembered, so the next build tries again.")
    package static let pdfInvalid = DiagnosticDescription(
        id: .pdfInvalid, name: "PDF rejected", severity: .error,
        repair: .needsPerson,
        summary: "poppler rejects the PDF (its reason is quoted): not a PDF, damaged beyond repair, encrypted with a "
            + "password it needs to open, or without a page. Also a file over 10 MB, and one that crashes the renderer "
            + "or renders past --glyph-timeout (30 s): those are not remembered, so the next build tries again.")
    package static let pdfMultiplePages = DiagnosticDescription(
        id: .pdfMultiplePages, name: "PDF with more than one page", severity: .warning,
        summary: "A PDF source has more than one page: page 1 becomes the glyph and the others are ignored. "
            + "Export each glyph as a file of its own.")
    package static let svgBackground = DiagnosticDescription(
        id: .svgBackground, name: "Artboard background exported", severity: .error,
        repair: .redrawWithoutBackground,
        summary:
            "An SVG's first drawn layer covers the whole artboard, opaque, behind the art: a Figma frame's or a Sketch "
            + "artboard's fill (a full-size `<rect>`, or a `<path>` that is just the artboard's rectangle). As a template it is one "
            + "solid square; a rectangle inside `<clipPath>`, `<defs>` or `<mask>` is not drawn and is not one. Remove the fill "
            + "before exporting, or build with --drop-background, which removes exactly that layer "
            + "(a note then says so).")
    package static let svgText = DiagnosticDescription(
        id: .svgText, name: "Text not outlined", severity: .warning,
        summary:
            "An SVG holds `<text>`: it renders with whatever font the machine has (the font asked for is named), so the "
            + "glyph differs from machine to machine and on a Mac. Outline the text in the design tool.")
    package static let svgRasterImage = DiagnosticDescription(
        id: .svgRasterImage, name: "Raster image inside an SVG", severity: .warning,
        summary:
            "An SVG holds an `<image>` (a `data:` URL or a linked file): those pixels are not vector, are scaled to each "
            + "canvas and judged as the PNG they are, so they blur where enlarged. Redraw it as shapes, or export a PNG. An error when an embedded PNG has fewer pixels "
            + "than it is drawn over on the largest canvas (a warning with --allow-upscale), as a PNG source is. An image "
            + "of one colour over the artboard (a flat tint, as Inkscape's opacity masks are) is not counted.")
    package static let artCutByArtboard = DiagnosticDescription(
        id: .artCutByArtboard, name: "Art cut by the artboard", severity: .warning,
        summary:
            "An SVG's art runs past its artboard (the viewBox) on a side, so part of the shape is lost: drawn past it "
            + "where the artboard is what fills the canvas (--fit auto and viewbox; glyph places the ink, so nothing is lost), "
            + "or clipped at it by a clip path that is the artboard's own (Figma's clip-content frame). The sides are named. "
            + "A bar drawn on straight past the edge loses nothing and is not counted. Unlike glyph-touches-edge, which judges "
            + "the output canvas, this judges the source's artboard, and is said instead of it: enlarge the frame or artboard "
            + "so the whole shape is inside, or export the layer with its bounds.")
    package static let sourceTooSmall = DiagnosticDescription(
        id: .sourceTooSmall, name: "PNG source smaller than the canvas", severity: .error,
        summary: "A PNG source is smaller than a canvas it must fill, so it would be enlarged and blur. "
            + "A warning instead with --allow-upscale, which enlarges it anyway.")
    package static let encodingFailed = DiagnosticDescription(
        id: .encodingFailed, name: "PNG encoding failed", severity: .error,
        summary: "libpng or libdeflate could not encode a template PNG (out of memory); the glyph is not written.")
    package static let invalidName = DiagnosticDescription(
        id: .invalidName, name: "Invalid glyph name", severity: .error,
        summary: "A glyph file's base name is empty, starts with a dot, ends in an @2x-style scale suffix that is not "
            + "a PNG's @2x or @3x (an SVG or a PDF draws every scale; NAME.png, NAME@2x.png and NAME@3x.png are one glyph), "
            + "ends in ~ipad (quick actions have no iPad variant), or holds a control character or a path separator, "
            + "so it cannot be an asset name.")
    package static let duplicateName = DiagnosticDescription(
        id: .duplicateName, name: "Two sources for one name", severity: .error,
        summary: "Two files share a base name, ignoring case (compose.svg and compose.png, or compose.svg and "
            + "compose@2x.png): both are named and neither is built. PNG files of one name at different scales are one glyph."
    )
    package static let manifestUnreadable = DiagnosticDescription(
        id: .manifestUnreadable, name: "Previous manifest unreadable", severity: .warning,
        summary:
            "The previous build's manifest.json is corrupt or from another version, so everything is rebuilt; or it "
            + "names a file outside the place the option that wrote it names (a hand-edited manifest), which is then "
            + "ignored and not touched.")
    package static let staleOutputKept = DiagnosticDescription(
        id: .staleOutputKept, name: "Stale output kept", severity: .warning,
        summary: "A file an earlier build made is no longer needed but was changed since, so it is left in place.")
    package static let writeFailed = DiagnosticDescription(
        id: .writeFailed, name: "Output not written", severity: .error,
        summary:
            "An output could not be written (permissions, a full disk), or a file quickglyph did not make is in the way."
    )
    package static let deleteFailed = DiagnosticDescription(
        id: .deleteFailed, name: "Stale output not deleted", severity: .error,
        summary: "A file an earlier build made is no longer needed but could not be deleted; it stays quickglyph's, "
            + "and the next build tries again.")

    package static let fileSkipped = DiagnosticDescription(
        id: .fileSkipped, name: "Not a glyph source", severity: .info,
        summary:
            "A sub-folder, or a file in an artwork format quickglyph does not build (JPEG, HEIC, GIF, Illustrator, "
            + "Photoshop, Sketch…), sits in the glyph folder: named so that nothing is passed over in silence.")

    package static let fitScaled = DiagnosticDescription(
        id: .fitScaled, name: "Glyphs scaled to fit", severity: .info,
        summary: "Under --fit auto, glyphs drawn larger than the HIG glyph box on their artboard were scaled down: "
            + "those sharing an artboard size by one factor, so their relative sizes stay as drawn. Said once a set.")

    package static let typeSettingUnsupported = DiagnosticDescription(
        id: .typeSettingUnsupported, name: "Type uses a build setting code cannot know", severity: .error,
        summary:
            "With --swift, an item's type uses a build setting other than $(PRODUCT_BUNDLE_IDENTIFIER). Xcode expands "
            + "it in Info.plist, but the generated code cannot know its value at run time to recognise the item, so the "
            + "Swift file is not written: write the setting's value in the type instead.")

    package static let infoPlistNotMerged = DiagnosticDescription(
        id: .infoPlistNotMerged, name: "Info.plist not merged", severity: .error,
        summary: "build --info-plist could not set UIApplicationShortcutItems in the app's Info.plist, which is left "
            + "exactly as it was: it is missing, a link, a folder or a FIFO; it does not parse, its root is not a "
            + "dictionary, or it is preprocessed (#if, #include lines), UTF-16 or old-style (OpenStep); the edit would "
            + "change more than that key; "
            + "or the items file has errors, so the items already there are kept. With --project, an Info.plist the project "
            + "puts outside its folder is never created, and an existing one there is edited only when --info-plist names it "
            + "too. In place, a file a killed build cut short is put back first; one that cannot be is this error, naming "
            + "the way back.")

    package static let stringsNotMerged = DiagnosticDescription(
        id: .stringsNotMerged, name: "Translations not written", severity: .error,
        summary:
            "With --info-plist, the InfoPlist.xcstrings or LANG.lproj/InfoPlist.strings beside the Info.plist that the "
            + "items' translations belong in does not parse, would not read back with Foundation as meant after the merge (it "
            + "ends inside a comment or string, Foundation stops reading it early, it is an XML or binary property list, or an "
            + "entry of ours spans lines), is reached through a symbolic link, or is not a regular file (its reason is quoted), or, "
            + "beside an Info.plist the project puts outside its folder, it does not exist (nothing is created there): build leaves "
            + "it untouched and writes no translation into it. Fix or remove it and build again.")

    package static let appFilesKept = DiagnosticDescription(
        id: .appFilesKept, name: "App files kept for a glyph that did not build", severity: .warning,
        summary:
            "An item names a glyph that did not build this time and has no imageset from an earlier build. So that "
            + "no file of the app names an image that does not exist (iOS would show a black square or nothing), the "
            + "app's Info.plist, the items plist, the translations and the generated Swift keep the last good build's "
            + "quick actions (with no earlier build, the items plist is not written); the message names them. "
            + "Fix the glyph and build again.")

    package static let infoPlistUnnamed = DiagnosticDescription(
        id: .infoPlistUnnamed, name: "Info.plist created but named by no target", severity: .warning,
        summary: "--info-plist named a file that did not exist, so build created it holding only the quick actions "
            + "(Xcode merges it with the keys it generates). Xcode reads it only when the app target's INFOPLIST_FILE build "
            + "setting names it, and in a synchronized folder (Xcode 16) only when the file is also taken out of the target's "
            + "members, else the build fails with \"Multiple commands produce …/Info.plist\". Build with --project "
            + "App.xcodeproj to have both done, or set them in Xcode as the message says.")

    package static let projectNotEdited = DiagnosticDescription(
        id: .projectNotEdited, name: "Xcode project not edited", severity: .error,
        summary:
            "With --project, the app target keeps no Info.plist file of its own, and build could not safely make it "
            + "name the one it wrote: the project.pbxproj is not laid out as Xcode writes it, a configuration names another "
            + "Info.plist, an .xcconfig it names cannot be read, the edit did not read back with Foundation as meant, or "
            + "the file could not be written. The project is left as it is, and so is the build's record of it (a line set by "
            + "hand later is never taken for the build's), and the message gives the change to make in Xcode; until then "
            + "the app has no quick actions.")

    package static let androidNotWritten = DiagnosticDescription(
        id: .androidNotWritten, name: "Android shortcuts not written", severity: .error,
        summary:
            "With --android, the app shortcuts could not be written into the res/ folder: an item's type holds a build "
            + "setting other than a leading $(SETTING). and the item gives no android.id (Android reads shortcutId as written), "
            + "two items have one shortcut id, two ids or glyphs become one resource name (Android allows "
            + "only a-z, 0-9 and _), the res/ folder is the glyph folder or the output folder or inside one, there is no "
            + "items file, or it has errors, or the app has shortcuts of its own that quickglyph's would hide or be hidden by: "
            + "an xml*/shortcuts.xml in res/ that quickglyph did not write (a device reads only the best-matching one), an "
            + "xml* folder or shortcuts.xml that cannot be looked into (a link, a FIFO), or an android.app.shortcuts entry in "
            + "the manifest naming another resource. Then nothing is written into res/ nor merged into the manifest, and "
            + "what an earlier build wrote there is kept.")

    package static let androidIconNone = DiagnosticDescription(
        id: .androidIconNone, name: "Android shortcut without an icon", severity: .info,
        summary:
            "With --android, an item whose icon is one of iOS's own (a system icon type or an SF Symbol) gets an Android shortcut without an icon: those images are iOS's, and quickglyph draws only glyphs. Give the "
            + "item a \"glyph\" to draw its Android icon from.")
    package static let androidManifestEntry = DiagnosticDescription(
        id: .androidManifestEntry, name: "Android manifest entry to add", severity: .info,
        summary: "With --android, the line that makes Android read the shortcuts (a meta-data element named "
            + "android.app.shortcuts whose resource is @xml/shortcuts), quoted whole, to put inside the launcher activity "
            + "(MAIN and LAUNCHER) of the module's AndroidManifest.xml; with --android-manifest the build puts it there instead."
    )

    package static let androidManifestNotMerged = DiagnosticDescription(
        id: .androidManifestNotMerged, name: "Android manifest not merged", severity: .error,
        summary:
            "build --android-manifest could not put the shortcuts entry (meta-data android.app.shortcuts, @xml/shortcuts) "
            + "into the launcher activity of the app's AndroidManifest.xml, which is left exactly as it was: it is missing, a "
            + "link, a folder or a FIFO; it is not UTF-8 or not well-formed XML, or has a DOCTYPE; its root is not <manifest> or "
            + "declares no prefix for the Android namespace; it has no launcher activity (MAIN and LAUNCHER) or more than one; "
            + "the launcher's android.app.shortcuts meta-data names another resource or is there twice; or the edit would "
            + "change more than that line. The message gives the line; the other outputs are written.")

    package static let all = [
        unreadable, svgInvalid, pdfInvalid, pdfMultiplePages, svgBackground, svgText, svgRasterImage,
        artCutByArtboard, sourceTooSmall, encodingFailed,
        invalidName, duplicateName, manifestUnreadable, staleOutputKept, writeFailed, deleteFailed,
        fileSkipped, fitScaled, typeSettingUnsupported, infoPlistNotMerged, stringsNotMerged, appFilesKept,
        infoPlistUnnamed, projectNotEdited, androidNotWritten,
        androidManifestEntry, androidManifestNotMerged, androidIconNone,
        noXcodeProject, projectUnreadable, linkedCodeUnread, plistNotShipped, handlerReadInPart,
        suppressionInvalid, suppressionUnused,
        configurationKeyUnknown,
    ]

    package static let noXcodeProject = DiagnosticDescription(
        id: .noXcodeProject, name: "No Xcode project", severity: .info,
        summary:
            "An app folder holds no *.xcodeproj, so check cannot tell its targets apart: the folder is taken for one iOS "
            + "app whose Info.plists, asset catalogs (outside Swift packages) and sources all ship together. Check the folder "
            + "that holds the .xcodeproj to judge each target's own files.")
    package static let projectUnreadable = DiagnosticDescription(
        id: .projectUnreadable, name: "Xcode project unreadable", severity: .warning,
        summary:
            "A project.pbxproj or a workspace's contents.xcworkspacedata cannot be read or is not a property list, "
            + "so its targets are unknown; the app is checked by folder as if it had no project.")
    package static let linkedCodeUnread = DiagnosticDescription(
        id: .linkedCodeUnread, name: "Linked code not read", severity: .info,
        summary:
            "An application target links a local Swift package (or a product of one) whose code is outside the checked folder "
            + "or was not found: the quick actions it makes and the handlers in it are not known. Check the folder that holds both."
    )
    package static let plistNotShipped = DiagnosticDescription(
        id: .plistNotShipped, name: "Quick actions in a plist no app ships", severity: .info,
        summary:
            "A plist declares UIApplicationShortcutItems but is no iOS application target's Info.plist (INFOPLIST_FILE): "
            + "iOS never reads it, so its items are not judged. Move them into the app's Info.plist, or delete the copy."
    )
    package static let handlerReadInPart = DiagnosticDescription(
        id: .handlerReadInPart, name: "Handler read in part", severity: .info,
        summary:
            "A quick-action handler (with the helpers it calls) compares the item's type more times than check reads for "
            + "one handler, 10,000: generated code. The note names the first comparison not read. The types compared from there "
            + "on are unknown, so the handler is taken to handle any type: no quick action is called unhandled, and no type "
            + "compared past that point is called undeclared. Check such code where it is generated.")

    package static let suppressionInvalid = DiagnosticDescription(
        id: .suppressionInvalid, name: "Disable comment not understood", severity: .warning,
        summary:
            "A `quickglyph:disable` comment names an id that is no rule's (a did-you-mean names the nearest), names none, "
            + "or is neither `quickglyph:disable:next` nor `quickglyph:disable:this`: it hides nothing for that word. A "
            + "warning, not a note, because the finding it was meant to hide still shows, and --strict fails on the "
            + "comment's typo rather than leaving it unseen. Every word after `next` or `this` is read as a rule id: put "
            + "the reason on a comment of its own.")
    package static let suppressionUnused = DiagnosticDescription(
        id: .suppressionUnused, name: "Disable comment hides nothing", severity: .info,
        summary:
            "A `quickglyph:disable:next RULE` or `quickglyph:disable:this RULE` comment hides no finding of that rule on "
            + "the line it names (the next line, or its own): the problem was fixed or the comment moved away from it. "
            + "Remove the comment (or that rule id from it), so that it does not hide a new finding later.")
    package static let configurationKeyUnknown = DiagnosticDescription(
        id: .configurationKeyUnknown, name: "Unknown key in the configuration file", severity: .warning,
        summary:
            "check's configuration file (.quickglyph.yml, or --config) has a key that is neither a setting "
            + "(disabled_rules, opt_in_rules, excluded) nor a rule's id, or a rule's mapping has a key other than "
            + "severity: it is ignored, as SwiftLint ignores one, and the nearest name is suggested. A misspelt rule id "
            + "given a severity (fiant: warning) or listed in disabled_rules or opt_in_rules is an error instead.")
}
