import QuickGlyphModel
import QuickGlyphSystem

/// The one walk of an app's folder: every file a check may read, sorted by kind,
/// found once and by one rule of what to pass over, so what the inventory lists
/// and what the rules judge come from the same files.
///
/// Passed over: version control, build products and dependencies
/// (`FolderWalker.skippedFolders`), hidden folders, and built bundles (`*.app`,
/// `*.appex`, `*.framework`, …), which repeat the sources. An Xcode project or
/// workspace is recorded, not walked (only its `project.pbxproj` or
/// `contents.xcworkspacedata` is read); an asset catalog is recorded with its
/// imagesets and the folders between.
package struct FolderScan: Sendable, Equatable {
    var root: String
    /// Property lists (`*.plist`), outside catalogs and projects.
    package var plists: [String] = []
    /// Swift and Objective-C files (`.swift`, `.m`, `.mm`, `.h`).
    package var sources: [String] = []
    /// Storyboards and xibs (`.storyboard`, `.xib`): Interface Builder's XML, where the app
    /// names images too (a tab bar item's `image=`), so an image a quick action shows may be
    /// used there as well.
    package var interfaceFiles: [String] = []
    /// `*.lproj/*.strings` and `*.xcstrings`.
    var localizationFiles: [String] = []
    /// `*.xcassets` folders.
    var catalogs: [String] = []
    /// Each catalog's `*.imageset` folders, at any depth.
    var imagesets: [String: [String]] = [:]
    /// By catalog, its custom symbols (`NAME.symbolset`): an image name `templateImageName:` and
    /// `UIApplicationShortcutItemIconFile` find, though no raster glyph to judge.
    var symbolsets: [String: [String]] = [:]
    /// Each catalog's plain folders (groups that may provide a namespace).
    var catalogGroups: [String: [String]] = [:]
    /// PNGs outside catalogs: what `templateImageName:` finds in the bundle.
    package var pngs: [String] = []
    /// SVGs outside catalogs: glyph sources beside a quickglyph items file.
    package var svgs: [String] = []
    /// JSON files outside catalogs: quickglyph items files among them.
    package var jsonFiles: [String] = []
    /// `*.xcodeproj` and `*.xcworkspace` folders.
    var projects: [String] = []
    var workspaces: [String] = []
    /// Folders holding a `Package.swift`.
    var packageRoots: [String] = []

    /// Bundles a build makes: their contents are copies.
    package static let builtBundleExtensions: Set<String> = [
        "app", "appex", "framework", "xcframework", "bundle", "dSYM", "xcarchive",
    ]

    /// Throws `FileReadError` only when `root` itself cannot be read; a subfolder that cannot be read is passed over.
    package init(root: String) throws(FileReadError) {
        self.root = root
        var visited: Set<FileIdentity> = []
        guard walk(root, visited: &visited) else { throw FileReadError(reason: FolderWalker.lastError()) }
    }

    @discardableResult
    private mutating func walk(_ folder: String, visited: inout Set<FileIdentity>) -> Bool {
        // Links to folders are not followed, but a bind mount can still lead back up:
        // a folder already entered (same device and inode) is not entered again.
        if let identity = FileIdentity(path: folder), !visited.insert(identity).inserted { return true }
        guard let entries = FolderWalker.entries(of: folder) else { return false }
        for entry in entries {
            let path = FolderScan.join(folder, entry.name)
            let ext = FolderScan.pathExtension(entry.name)
            if entry.isFolder {
                if entry.name.hasPrefix(".") || FolderWalker.skippedFolders.contains(entry.name)
                    || FolderScan.builtBundleExtensions.contains(ext)
                {
                    continue
                }
                switch ext {
                case "xcodeproj": projects.append(path)
                case "xcworkspace": workspaces.append(path)
                case AssetNaming.catalogExtension: walkCatalog(path, folder: path, visited: &visited)
                default: walk(path, visited: &visited)
                }
                continue
            }
            switch ext.lowercased() {
            case "plist": plists.append(path)
            case "swift", "m", "mm", "h":
                if entry.name == "Package.swift", folder != "" { packageRoots.append(folder) }
                sources.append(path)
            case "strings":
                if FolderScan.pathExtension(String(folder.split(separator: "/").last ?? "")) == "lproj" {
                    localizationFiles.append(path)
                }
            case "xcstrings": localizationFiles.append(path)
            case "storyboard", "xib": interfaceFiles.append(path)
            case "png": pngs.append(path)
            case "svg": svgs.append(path)
            case "json": jsonFiles.append(path)
            default: break
            }
        }
        return true
    }

    /// A catalog's imagesets, symbol sets and groups; other sets (app icons, colours, data) hold no quick-action
    /// glyph.
    private mutating func walkCatalog(_ catalog: String, folder: String, visited: inout Set<FileIdentity>) {
        if folder == catalog { catalogs.append(catalog) }
        guard let entries = FolderWalker.entries(of: folder) else { return }
        for entry in entries where entry.isFolder && !entry.name.hasPrefix(".") {
            let path = FolderScan.join(folder, entry.name)
            let ext = FolderScan.pathExtension(entry.name)
            if ext == AssetNaming.imagesetExtension {
                imagesets[catalog, default: []].append(path)
            } else if ext == AssetNaming.symbolsetExtension {
                symbolsets[catalog, default: []].append(path)
            } else if ext.isEmpty {
                catalogGroups[catalog, default: []].append(path)
                walkCatalog(catalog, folder: path, visited: &visited)
            }
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func pathExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

extension FolderScan {
    /// No file of any kind check reads was found below the folder.
    package var holdsNothing: Bool {
        plists.isEmpty && sources.isEmpty && interfaceFiles.isEmpty && localizationFiles.isEmpty
            && catalogs.isEmpty && imagesets.isEmpty && pngs.isEmpty && svgs.isEmpty && jsonFiles.isEmpty
            && projects.isEmpty && packageRoots.isEmpty
    }
}
