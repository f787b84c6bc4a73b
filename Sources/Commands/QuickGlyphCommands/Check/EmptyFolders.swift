import QuickGlyphAndroid
import QuickGlyphApple

extension Auditor {
    /// A folder named on the command line in which nothing is an app's (no project, plist, source,
    /// catalog, image, items file or Android module) is refused, as `build` refuses a folder with
    /// no glyph: a clean check of the wrong folder would pass a CI run that checks nothing.
    static func refuseEmptyFolders(_ apps: [AppModel]) throws(CheckError) {
        for app in apps where app.scan.holdsNothing && AndroidModuleSearch.modules(in: app.folder).isEmpty {
            throw .nothingToCheck(app.folder)
        }
    }
}
