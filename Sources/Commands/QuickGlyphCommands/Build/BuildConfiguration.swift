import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// Everything one `build` needs to know.
package struct BuildConfiguration: Sendable {
    var glyphsDirectory: URL
    /// The glyph folder as the user wrote it, for messages and the manifest.
    var glyphsDisplayPath: String
    /// No glyph folder was given: `glyphs`, the default, is the one looked in, and a message about it says so.
    package var glyphsDirectoryIsDefault = false
    package var outputDirectory: URL
    var itemsFile: URL?
    var itemsDisplayPath: String?
    /// An app's existing Info.plist whose `UIApplicationShortcutItems` the build sets (`--info-plist`).
    var infoPlist: URL?
    /// The Info.plist as the user wrote it, for messages and the report.
    var infoPlistDisplayPath: String?
    var catalogName: String
    /// Where `--swift` writes the generated quick-action enum (in the app's
    /// sources, outside the output folder); nil for none.
    var swiftFile: URL?
    /// The Swift file as the user wrote it, for messages and the report.
    var swiftDisplayPath: String?
    /// The generated enum's name.
    var swiftTypeName = SwiftSourceGenerator.defaultTypeName
    /// Where `--objc` writes the generated header, its `.m` beside it (in the app's sources,
    /// outside the output folder); nil for none.
    var objcHeader: URL?
    /// The header as the user wrote it, for messages and the report.
    var objcHeaderDisplayPath: String?
    /// The generated class's name.
    var objcClassName = ObjCSourceGenerator.defaultClassName
    var options: OutputOptions
    /// `--recursive`: the glyph folder's sub-folders hold glyphs too.
    package var recursive = false
    var jobs: Int
    /// The largest source file read, checked before it is read: a glyph is a few
    /// kilobytes, and a runaway export should not be held in memory whole.
    var maximumSourceBytes = BuildConfiguration.defaultMaximumSourceBytes
    /// Where `--xcfilelist` writes the Run Script phase's input and output lists; nil for none.
    package var fileListFolder: URL?
    /// The folder the lists' `$(SRCROOT)` stands for: Xcode's `SRCROOT`, else the working folder.
    package var sourceRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// How the items' translations are written: a String Catalog or lproj strings files.
    package var stringsFormat = StringsFormat.xcstrings
    /// `--preview`: where the menu's picture goes, as the user wrote it; nil for none.
    package var previewDisplayPath: String?
    /// `--android`: an Android app module's `res/` folder the app shortcuts are written into; nil for none.
    package var androidResources: URL?
    /// The res/ folder as the user wrote it, for messages and the report.
    var androidResourcesDisplayPath: String?
    /// `--android-manifest`: the module's AndroidManifest.xml the shortcuts entry is merged into; nil for none
    /// (the build then prints the entry to add).
    var androidManifest: URL?
    /// The manifest as the user wrote it, for messages and the report.
    var androidManifestDisplayPath: String?
    /// `--project`: the app target whose Info.plist the build keeps, and which it makes name that file.
    var xcodeTarget: XcodeAppTarget?
    /// `--report`: the HTML report the CLI writes after the build, declared in the file lists.
    package var reportDisplayPath: String?

    package init(
        glyphsDisplayPath: String, outputDisplayPath: String, itemsDisplayPath: String?,
        infoPlistDisplayPath: String? = nil,
        catalogName: String = BuildConfiguration.defaultCatalogName, options: OutputOptions = OutputOptions(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.glyphsDirectory = URL(fileURLWithPath: glyphsDisplayPath)
        self.glyphsDisplayPath = glyphsDisplayPath
        self.outputDirectory = URL(fileURLWithPath: outputDisplayPath)
        self.itemsFile = itemsDisplayPath.map { URL(fileURLWithPath: $0) }
        self.itemsDisplayPath = itemsDisplayPath
        self.infoPlist = infoPlistDisplayPath.map { URL(fileURLWithPath: $0) }
        self.infoPlistDisplayPath = infoPlistDisplayPath
        self.catalogName = catalogName
        self.options = options
        self.jobs = max(1, jobs)
    }

    package static let defaultCatalogName = "Shortcuts"

    /// The guard every file outside the output folder goes through: the
    /// project's folder is trusted, and the build's inputs (the items file, every
    /// file in the glyph folder, below it too under `--recursive`) and output folder
    /// are never written (looked up now, so call it once the output folder exists).
    package func appFileGuard() -> AppFileGuard {
        AppFileGuard(
            trustedFolder: sourceRoot, inputFiles: [itemsFile].compactMap { $0 },
            inputFolders: [glyphsDirectory], recursive: recursive, outputFolder: outputDirectory)
    }

    /// The folders of every app file the options name, where a killed build can have left a
    /// temporary file: the Info.plist's and its `.lproj` folders (the translations beside it), the
    /// generated Swift's, the generated Objective-C's (the header and its `.m` share one), the lists', the
    /// report's, the preview's, the Android manifest's, the `.xcodeproj` folder `--project` names (its
    /// `project.pbxproj`, as large as the project, is replaced by rename too), and the
    /// folders in `res/` the Android shortcuts are written in.
    var appFolders: [AppFolder] {
        var folders: [AppFolder] = []
        if let infoPlist {
            folders.append(AppFolder(infoPlist.deletingLastPathComponent(), holdsSubfolder: { $0.hasSuffix(".lproj") }))
        }
        if let xcodeTarget { folders.append(AppFolder(xcodeTarget.pbxprojURL.deletingLastPathComponent())) }
        let files =
            [swiftFile, objcHeader, androidManifest]
            + [reportDisplayPath, previewDisplayPath].map { $0.map { URL(fileURLWithPath: $0) } }
        folders += files.compactMap { $0.map { AppFolder($0.deletingLastPathComponent()) } }
        if let fileListFolder { folders.append(AppFolder(fileListFolder)) }
        if let androidResources {
            folders.append(
                AppFolder(androidResources, holdsFiles: false, holdsSubfolder: AndroidResourceSet.writesIn(folder:)))
        }
        return folders
    }

    /// Generates the quick-action enum at `path`, as the user wrote it.
    package mutating func generateSwift(at path: String, typeName: String = SwiftSourceGenerator.defaultTypeName) {
        swiftFile = URL(fileURLWithPath: path)
        swiftDisplayPath = path
        swiftTypeName = typeName
    }
    /// Generates the Objective-C header at `path`, as the user wrote it (a `.h`), and its `.m` beside it.
    package mutating func generateObjC(at path: String, className: String = ObjCSourceGenerator.defaultClassName) {
        objcHeader = URL(fileURLWithPath: path)
        objcHeaderDisplayPath = path
        objcClassName = className
    }

    /// The `.m` beside the header, as the user would write it; nil without `--objc`.
    var objcImplementationDisplayPath: String? {
        objcHeader.map { ObjCSourceGenerator.implementationPath(forHeader: objcHeaderDisplayPath ?? $0.path) }
    }

    /// Writes Android app shortcuts into `path`, an app module's `res/` folder, as the user wrote it.
    package mutating func writeAndroid(into path: String) {
        androidResources = URL(fileURLWithPath: path)
        androidResourcesDisplayPath = path
    }

    /// Keeps the quick actions of `target` (`--project`): its Info.plist is the one merged into, and the
    /// project's folder is $(SRCROOT) unless one was given.
    package mutating func use(_ target: XcodeAppTarget, sourceRootGiven: Bool) {
        xcodeTarget = target
        infoPlistDisplayPath = target.infoPlistDisplayPath
        infoPlist = URL(fileURLWithPath: target.infoPlistDisplayPath)
        if !sourceRootGiven { sourceRoot = target.projectURL.deletingLastPathComponent() }
    }

    /// Merges the shortcuts entry into `path`, the module's AndroidManifest.xml, as the user wrote it.
    package mutating func mergeAndroidManifest(at path: String) {
        androidManifest = URL(fileURLWithPath: path)
        androidManifestDisplayPath = path
    }

    /// 10 MB: no more than `XMLParserInput.limit`, so an SVG within it is also read for its export mistakes.
    static let defaultMaximumSourceBytes = 10_000_000

    /// `maximumSourceBytes` as the limit a refused source is told of.
    var sourceLimit: FileSizeLimit {
        FileSizeLimit(bytes: maximumSourceBytes, what: "a glyph source may be")
    }

    /// `Shortcuts.xcassets`.
    var catalogFolder: String { AssetNaming.catalogFolder(name: catalogName) }

    /// `Shortcuts.xcassets/compose.imageset`, relative to the output folder.
    func imagesetPath(glyph name: String) -> String {
        catalogFolder + "/" + AssetNaming.imagesetFolder(name: name)
    }
}
