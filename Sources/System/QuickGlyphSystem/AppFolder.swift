import Foundation

/// A folder an app's file is written in (beside the Info.plist, the generated
/// Swift, the lists, the report, the preview, the Android manifest, in `res/`),
/// where a build killed mid-write can have left a temporary file: the folder
/// itself, and the sub-folders of it that hold more of the app's files (an
/// Info.plist's `.lproj` folders, `res/`'s `values-de`).
package struct AppFolder: Sendable {
    package var url: URL
    /// Whether app files are written in the folder itself, not only in its sub-folders (`res/`).
    var holdsFiles: Bool
    /// Whether the sub-folder of this name holds app files too.
    var holdsSubfolder: @Sendable (String) -> Bool

    package init(
        _ url: URL, holdsFiles: Bool = true, holdsSubfolder: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        self.url = url
        self.holdsFiles = holdsFiles
        self.holdsSubfolder = holdsSubfolder
    }
}
