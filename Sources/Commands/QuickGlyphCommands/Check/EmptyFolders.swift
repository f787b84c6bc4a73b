import QuickGlyphAndroid
import QuickGlyphApple

extension Auditor {
    /// A folder named on the command line in which nothing is an app's (no project, plist, source,
    /// catalog, image, items file or Android module) is refused, as `build` refuses a folder with
    /// no glyph: a clean check of the wrong folder would pass a CI run that checks nothing.
    static func refuseEmptyFolders(_ apps: [AppModel]) throws(CheckError) {
        for app in apps where app.scan.holdsNothing && AndroidModuleSearch.modules(in: app.scan.root).isEmpty {
            throw .nothingToCheck(app.scan.root)
        }
    }
}

extension FolderScan {
    /// No file of any kind check reads was found below the folder.
    var holdsNothing: Bool {
        plists.isEmpty && sources.isEmpty && interfaceFiles.isEmpty && localizationFiles.isEmpty
            && catalogs.isEmpty && imagesets.isEmpty && pngs.isEmpty && svgs.isEmpty && jsonFiles.isEmpty
            && projects.isEmpty && packageRoots.isEmpty
    }
}
