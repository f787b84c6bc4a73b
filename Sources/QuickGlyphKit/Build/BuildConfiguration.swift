import Foundation
import QuickGlyphCore

/// Everything one `build` needs to know.
public struct BuildConfiguration: Sendable {
    public var glyphsDirectory: URL
    /// The glyph folder as the user wrote it, for messages and the manifest.
    public var glyphsDisplayPath: String
    public var outputDirectory: URL
    public var itemsFile: URL?
    public var itemsDisplayPath: String?
    public var catalogName: String
    public var options: OutputOptions
    public var jobs: Int
    /// The largest source file read, checked before it is read: a glyph is a few
    /// kilobytes, and a runaway export should not be held in memory whole.
    public var maximumSourceBytes = BuildConfiguration.defaultMaximumSourceBytes
    /// How the items' translations are written: a String Catalog or lproj strings files.
    public var stringsFormat = StringsFormat.xcstrings
    /// The app's Info.plist (`--info-plist`): the translations go beside it,
    /// merged into the app's own catalog or strings files, instead of into the output folder.
    public var infoPlist: URL?
    /// The Info.plist as the user wrote it, for messages, the manifest and the build phase's file lists.
    public var infoPlistDisplayPath: String?

    public init(glyphsDisplayPath: String, outputDisplayPath: String, itemsDisplayPath: String?,
                catalogName: String = BuildConfiguration.defaultCatalogName, options: OutputOptions = OutputOptions(),
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.glyphsDirectory = URL(fileURLWithPath: glyphsDisplayPath)
        self.glyphsDisplayPath = glyphsDisplayPath
        self.outputDirectory = URL(fileURLWithPath: outputDisplayPath)
        self.itemsFile = itemsDisplayPath.map { URL(fileURLWithPath: $0) }
        self.itemsDisplayPath = itemsDisplayPath
        self.catalogName = catalogName
        self.options = options
        self.jobs = max(1, jobs)
    }

    public static let defaultCatalogName = "Shortcuts"
    /// 10 MB.
    public static let defaultMaximumSourceBytes = 10_000_000

    /// `Shortcuts.xcassets`.
    public var catalogFolder: String { AssetNaming.catalogFolder(name: catalogName) }

    /// `Shortcuts.xcassets/compose.imageset`, relative to the output folder.
    public func imagesetPath(glyph name: String) -> String {
        catalogFolder + "/" + AssetNaming.imagesetFolder(name: name)
    }
}
