import Foundation
import QuickGlyphCore
import QuickGlyphItems

/// What a check looks at, found from the paths on the command line: each path
/// is one of the kinds below, or a folder searched for all of them.
public struct CheckInventory: Sendable, Equatable {
    public var pngs: [String] = []
    public var catalogs: [String] = []
    /// Imagesets, inside catalogs or on their own.
    public var imagesets: [String] = []
    public var plists: [String] = []
    public var itemsFiles: [String] = []
    /// Imagesets the user named, alone or through their catalog: judged as glyphs
    /// whether or not a quick action names them.
    public var namedImagesets: Set<String> = []
    /// PNGs the user named: judged as glyphs whatever shows them.
    public var namedPNGs: Set<String> = []
    /// PDF and SVG files the user named: single-scale vector icons, judged at every scale.
    public var namedVectors: [String] = []
    /// Folders searched as an app, where only what a quick action shows is judged.
    public var appFolders: [String] = []
    /// `ShortcutItems.plist` fragments a build left beside its manifest, found in a folder.
    private var buildFragments: [String] = []
    /// The fragments not checked, because the app's own plist declares the quick actions:
    /// the app folders' inventories leave them out too.
    public private(set) var setAsidePlists: Set<String> = []

    /// Folders that hold build products, dependencies or version control, never the app's own sources.
    static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", "build"]

    public init() {}

    /// Classifies `paths`; a path that does not exist or is not readable throws.
    public init(paths: [String]) throws(CheckError) {
        // Shared by every path: two paths to the same folder list it once.
        var visited: Set<FileIdentity> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .unreadablePath(path, "no such file or directory")
            }
            guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadablePath(path, "permission denied") }
            if isDirectory.boolValue {
                let before = imagesets.count
                try addFolder(path, visited: &visited)
                switch URL(fileURLWithPath: path).pathExtension {
                case AssetNaming.catalogExtension, AssetNaming.imagesetExtension:
                    namedImagesets.formUnion(imagesets[before...])
                default:
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
                    addFile(path, explicit: true)
                    if ext == "png" { namedPNGs.insert(path) }
                }
            }
        }
        // A build's fragment is a copy to merge by hand, which iOS never reads: where the app's
        // own plist declares quick actions, counting the copy too would double every item.
        if !buildFragments.isEmpty, !plists.contains(where: CheckInventory.holdsShortcutItems(plist:)) {
            plists += buildFragments
        } else {
            setAsidePlists = Set(buildFragments)
        }
        for keyPath in [\CheckInventory.pngs, \.catalogs, \.imagesets, \.plists, \.itemsFiles, \.appFolders, \.namedVectors] {
            self[keyPath: keyPath] = Array(Set(self[keyPath: keyPath])).sorted()
        }
    }

    /// `visited` holds the device and inode of every folder entered: links to `.` or to a
    /// parent would otherwise make the walk fan out without end.
    private mutating func addFolder(_ path: String, visited: inout Set<FileIdentity>) throws(CheckError) {
        if let identity = FileIdentity(path: path) {
            guard visited.insert(identity).inserted else { return }
        }
        let url = URL(fileURLWithPath: path)
        switch url.pathExtension {
        case AssetNaming.catalogExtension:
            catalogs.append(path)
            imagesets += CheckInventory.imagesets(in: path)
            return
        case AssetNaming.imagesetExtension:
            imagesets.append(path)
            return
        default:
            break
        }
        let children: [String]
        do {
            children = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw .unreadablePath(path, ErrorText.describe(error))
        }
        let pngsBefore = pngs.count, itemsBefore = itemsFiles.count
        defer {
            // PNGs beside an items file are glyph sources for `build` (any size, judged when built), not templates.
            if itemsFiles[itemsBefore...].contains(where: { ($0 as NSString).deletingLastPathComponent == path }) {
                pngs = Array(pngs[..<pngsBefore]) + pngs[pngsBefore...].filter { ($0 as NSString).deletingLastPathComponent != path }
            }
        }
        for child in children where !child.hasPrefix(".") {
            let childPath = (path as NSString).appendingPathComponent(child)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: childPath, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let ext = (child as NSString).pathExtension
                // Other asset sets (app icons, colours) and localizations are not quick-action material;
                // built bundles repeat the sources.
                if CheckInventory.skippedFolders.contains(child) || ["lproj", "app", "bundle", "appiconset", "xcodeproj", "xcworkspace"].contains(ext) {
                    continue
                }
                try addFolder(childPath, visited: &visited)
            } else if FileIdentity.isRegularFile(childPath) {
                // Only regular files: reading a FIFO found in a folder would wait forever.
                addFile(childPath, explicit: false)
            }
        }
    }

    /// What a file named on the command line may be.
    static let checkableExtensions: Set<String> = ["png", "pdf", "svg", "plist", "json"]

    /// Why a named file is not checked, and what to do instead.
    static func refusal(forExtension ext: String) -> String {
        switch ext {
        case "jpg", "jpeg", "heic", "heif", "gif", "webp":
            return "a .\(ext) file cannot carry a template image (it has no alpha channel, or iOS does not use it for one); "
                + "export the icon as PNG or PDF"
        case "strings", "xcstrings":
            return "translations are checked with the Info.plist they translate: check that plist or its app folder"
        default:
            return "not a PNG, Info.plist, items file, imageset, catalog or folder"
        }
    }

    /// A file named on the command line is taken at its word; one found in a folder
    /// only when its content shows it is quick-action material.
    private mutating func addFile(_ path: String, explicit: Bool) {
        let name = (path as NSString).lastPathComponent
        switch (name as NSString).pathExtension.lowercased() {
        case "png":
            pngs.append(path)
        case "plist":
            // An app's Info.plist is checked even when broken; other plists only when they hold quick actions.
            if !explicit, CheckInventory.isBuildFragment(path) {
                buildFragments.append(path)
            } else if explicit || name == "Info.plist" || name.hasSuffix("-Info.plist") || CheckInventory.holdsShortcutItems(plist: path) {
                plists.append(path)
            }
        case "json":
            if explicit || CheckInventory.isItemsFile(path) { itemsFiles.append(path) }
        default:
            break
        }
    }

    /// Every `.imageset` folder below a catalog, at any depth (catalogs nest folders).
    public static func imagesets(in catalog: String) -> [String] {
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

    /// Every `.xcassets` folder below `folder`, skipping build products.
    public static func catalogs(below folder: String) -> [String] {
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
        let manifest = URL(fileURLWithPath: ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(Manifest.filename))
        guard case .ours(let found?) = ManifestOnDisk.inspect(manifest) else { return false }
        return found.files.contains { $0.path == ShortcutItemsPlist.filename }
    }

    static func holdsShortcutItems(plist path: String) -> Bool {
        // A plist past the size limit found in a folder is data, not an app's Info.plist.
        guard let size = SourceFile.size(path), SourceFile.sizeProblem(size) == nil, let data = FileManager.default.contents(atPath: path),
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
            return false
        }
        return root[InfoPlistKey.shortcutItems] != nil
    }

    /// An object with an "items" array of objects that have a title or a type: not an
    /// imageset's Contents.json, not a manifest (which lists items under its glyphs).
    static func isItemsFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard name != AssetNaming.contentsFile, name != Manifest.filename,
              let size = SourceFile.size(path), SourceFile.sizeProblem(size) == nil, let data = FileManager.default.contents(atPath: path),
              case .object(let root)? = try? JSONValue.parse(data), case .array(let items)? = root[ItemsFile.itemsKey], !items.isEmpty else {
            return false
        }
        return items.allSatisfy { item in
            guard case .object(let fields) = item else { return false }
            return fields["title"] != nil || fields["type"] != nil
        }
    }
}
