/// Every id a finding can carry, declared once: the rules' ids and the build's
/// own. Each is described once (by its rule, or among the build's diagnostics)
/// and listed in the generated docs/rules.md; `DiagnosticCatalogTests` fails
/// when an id has no description or two.
public enum DiagnosticID: String, Sendable, Codable, CaseIterable, Comparable {
    // Template images.
    case noAlpha = "no-alpha"
    case alphaOpaque = "alpha-opaque"
    case alphaTransparent = "alpha-transparent"
    case notMonochrome = "not-monochrome"
    case faint
    case notSquare = "not-square"
    case wrongSize = "wrong-size"
    case glyphTooLarge = "glyph-too-large"
    case glyphTouchesEdge = "glyph-touches-edge"
    case glyphTooSmall = "glyph-too-small"
    case blurry
    case knockoutDetail = "knockout-detail"
    // Files.
    case unreadable
    case pngInvalid = "png-invalid"
    // Imagesets and catalogs.
    case contentsInvalid = "contents-invalid"
    case contentsUnknownValue = "contents-unknown-value"
    case templateIntentMissing = "template-intent-missing"
    case templateIntentOriginal = "template-intent-original"
    case fileMissing = "file-missing"
    case fileOutsideImageset = "file-outside-imageset"
    case unassignedFile = "unassigned-file"
    case duplicateScale = "duplicate-scale"
    case scaleMissing = "scale-missing"
    case scalesDisagree = "scales-disagree"
    case iconFormatUnsupported = "icon-format-unsupported"
    // Info.plist and items files.
    case shortcutsInvalid = "shortcuts-invalid"
    case tooManyItems = "too-many-items"
    case itemMissingField = "item-missing-field"
    case duplicateType = "duplicate-type"
    case iconFileUnresolved = "icon-file-unresolved"
    case iconTypeUnknown = "icon-type-unknown"
    case iconFileAndType = "icon-file-and-type"
    case titleEmoji = "title-emoji"
    case titleAppName = "title-app-name"
    case titleTooLong = "title-too-long"
    case titleLocalizationMissing = "title-localization-missing"
    case plistNotRead = "plist-not-read"
    case iconUnresolved = "icon-unresolved"
    case symbolWithoutFallback = "symbol-without-fallback"
    // The app as a whole.
    case unusedGlyph = "unused-glyph"
    case noCustomIcon = "no-custom-icon"
    // Android apps' shortcuts.
    case androidShortcutsUnreadable = "android-shortcuts-unreadable"
    case androidShortcutsMissing = "android-shortcuts-missing"
    case androidShortcutIDMissing = "android-shortcut-id-missing"
    case androidShortcutIDDuplicate = "android-shortcut-id-duplicate"
    case androidLabelLiteral = "android-label-literal"
    case androidLabelMissingString = "android-label-missing-string"
    case androidIntentStringReference = "android-intent-string-reference"
    case androidIntentNoAction = "android-intent-no-action"
    case androidLabelTooLong = "android-label-too-long"
    case androidLabelPlaceholder = "android-label-placeholder"
    case androidTooManyShortcuts = "android-too-many-shortcuts"
    case androidIconNotAdaptive = "android-icon-not-adaptive"
    case androidIconDensityMissing = "android-icon-density-missing"
    case androidIconSizesDisagree = "android-icon-sizes-disagree"
    case androidIconMissing = "android-icon-missing"
    case androidTargetPackageVariant = "android-target-package-variant"
    // The build's own.
    case svgInvalid = "svg-invalid"
    case pdfInvalid = "pdf-invalid"
    case pdfMultiplePages = "pdf-multiple-pages"
    case svgBackground = "svg-background"
    case svgText = "svg-text"
    case svgRasterImage = "svg-raster-image"
    case artCutByArtboard = "art-cut-by-artboard"
    case sourceTooSmall = "source-too-small"
    case encodingFailed = "encoding-failed"
    case invalidName = "invalid-name"
    case duplicateName = "duplicate-name"
    case manifestUnreadable = "manifest-unreadable"
    case staleOutputKept = "stale-output-kept"
    case writeFailed = "write-failed"
    case deleteFailed = "delete-failed"
    case fileSkipped = "file-skipped"
    case fitScaled = "fit-scaled"
    case typeSettingUnsupported = "type-setting-unsupported"
    case infoPlistNotMerged = "info-plist-not-merged"
    case stringsNotMerged = "strings-not-merged"
    case androidNotWritten = "android-not-written"
    case androidManifestEntry = "android-manifest-entry"
    case androidIntentUnresolved = "android-intent-unresolved"
    case noXcodeProject = "no-xcode-project"
    case projectUnreadable = "project-unreadable"
    case plistNotShipped = "plist-not-shipped"

    /// Ordered by the id as printed, so sorting findings by id reads alphabetically.
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
}
