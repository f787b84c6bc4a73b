import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// What a check looks at, found from the paths on the command line: each path
/// is one of the kinds below, or a folder searched for all of them.
package struct CheckInventory: Sendable, Equatable {
    var pngs: [String] = []
    var catalogs: [String] = []
    /// Imagesets, inside catalogs or on their own.
    var imagesets: [String] = []
    var plists: [String] = []
    var itemsFiles: [String] = []
    /// PDF and SVG files the user named: single-scale vector icons, judged at every scale.
    var namedVectors: [String] = []
    /// Folders searched as an app, where only what a quick action shows is judged.
    package var appFolders: [String] = []

    /// Folders that hold build products, dependencies or version control, never the app's own sources.
    static let skippedFolders: Set<String> = [
        ".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", "build",
    ]

    init() {}

    /// Classifies `paths`; a path that does not exist or is not readable throws.
    package init(paths: [String]) throws(CheckError) {
        // Shared by every path: two paths to the same folder list it once.
        var visited: Set<FileIdentity> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .unreadablePath(path, "no such file or directory")
            }
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw .unreadablePath(path, "permission denied")
            }
            if isDirectory.boolValue {
                switch URL(fileURLWithPath: path).pathExtension {
                case AssetNaming.catalogExtension:
                    if let identity = FileIdentity(path: path), !visited.insert(identity).inserted { continue }
                    catalogs.append(path)
                    imagesets += CheckInventory.imagesets(in: path)
                case AssetNaming.imagesetExtension:
                    imagesets.append(path)
                default:
                    // An app folder is read by its own model, walked once.
                    if let identity = FileIdentity(path: path), !visited.insert(identity).inserted { continue }
                    appFolders.append(path)
                }
            } else {
                let ext = (path as NSString).pathExtension.lowercased()
                guard CheckInventory.checkableExtensions.contains(ext) else {
                    throw .unsupportedFile(path, CheckInventory.refusal(forExtension: ext))
                }
                if ext == "pdf" || ext == "svg" {
                    namedVectors.append(path)
                } else {
                    addFile(path)
                }
            }
        }
        for keyPath in [
            \CheckInventory.pngs, \.catalogs, \.imagesets, \.plists, \.itemsFiles, \.appFolders, \.namedVectors,
        ] {
            self[keyPath: keyPath] = Array(Set(self[keyPath: keyPath])).sorted()
        }
    }

    /// What a file named on the command line may be.
    static let checkableExtensions: Set<String> = ["png", "pdf", "svg", "plist", "json"]

    /// Why a named file is not checked, and what to do instead.
    static func refusal(forExtension ext: String) -> String {
        switch ext {
        case "jpg", "jpeg", "heic", "heif", "gif", "webp":
            return
                "a .\(ext) file cannot carry a template image (it has no alpha channel, or iOS does not use it for one); "
                + "export the icon as PNG or PDF"
        case "xml", "gradle", "kts":
            return "an Android manifest, resource or Gradle file is checked with its module: check the module's folder "
                + "(the one holding build.gradle and src/main/, or AndroidManifest.xml and res/)"
        case "strings", "xcstrings":
            return "translations are checked with the Info.plist they translate: check that plist or its app folder"
        default:
            return "not a PNG, Info.plist, items file, imageset, catalog or folder"
        }
    }

    /// A file named on the command line is taken at its word.
    private mutating func addFile(_ path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": pngs.append(path)
        case "plist": plists.append(path)
        case "json": itemsFiles.append(path)
        default: break
        }
    }

    /// Every `.imageset` folder below a catalog, at any depth (catalogs nest folders).
    static func imagesets(in catalog: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix("." + AssetNaming.imagesetExtension) {
                found.append((catalog as NSString).appendingPathComponent(relative))
                enumerator.skipDescendants()
            }
        }
        return found.sorted()
    }

    /// Every plain folder below a catalog (the groups that may provide a namespace).
    static func groups(in catalog: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if !(name as NSString).pathExtension.isEmpty || name.hasPrefix(".") {
                if !(name as NSString).pathExtension.isEmpty { enumerator.skipDescendants() }
                continue
            }
            var isDirectory: ObjCBool = false
            let path = (catalog as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// The folders above `path` that hold a `Package.swift`.
    static func packageRoots(above path: String) -> [String] {
        var roots: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/", folder != "." {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { roots.append(folder) }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return roots
    }

    /// Every `.xcassets` folder below `folder`, skipping build products.
    static func catalogs(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if skippedFolders.contains(name) || name.hasPrefix(".") {
                enumerator.skipDescendants()
            } else if relative.hasSuffix("." + AssetNaming.catalogExtension) {
                found.append((folder as NSString).appendingPathComponent(relative))
                enumerator.skipDescendants()
            }
        }
        return found.sorted()
    }

    /// `ShortcutItems.plist` beside a quickglyph `manifest.json` that lists it.
    static func isBuildFragment(_ path: String) -> Bool {
        guard (path as NSString).lastPathComponent == ShortcutItemsPlist.filename else { return false }
        let manifest = URL(
            fileURLWithPath: ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                Manifest.filename))
        guard case .ours(let found?) = ManifestOnDisk.inspect(manifest) else { return false }
        return found.files.contains { $0.path == ShortcutItemsPlist.filename }
    }
}
