import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// Reads one module: the manifest, the shortcuts files its launcher activities name, then, only
/// when there are shortcuts, the strings and icons they use and the Gradle file's ids. Every
/// file goes through `UntrustedFile` (no link followed, no FIFO opened, size-limited).
package struct AndroidModuleReader {
    /// 4 MB, as for every other XML source the check reads: far past any real shortcuts or strings file.
    /// The manifest has its own, `FileSizeLimit.androidManifest`, the one `build --android-manifest` keeps to.
    static let resourceLimit = FileSizeLimit.androidResource
    /// Only a PNG's header is used; a bitmap icon past this is not a shortcut icon.
    static let pngLimit = FileSizeLimit(bytes: 16_000_000, what: "quickglyph reads of a bitmap icon")
    // A Gradle file's limit is `AndroidGradleFile.sizeLimit`, the one `build --android-manifest` keeps to too.

    var module: AndroidModule
    /// The file names of each `res/` folder, by folder, folders in byte order.
    let resFolders: [ResourceFolderListing]
    /// Each merged `res/` read once: its listing, its strings in folder order, each icon's files.
    var listings: [String: [ResourceFolderListing]] = [:]
    var stringsRead: [String: [AndroidStringResource]] = [:]
    var drawablesRead: [String: AndroidDrawableFile] = [:]

    typealias ResourceFolderListing = (folder: AndroidResourceFolder, path: String, files: [String])

    /// The module at `layout`; `root` is the folder checked, below which the build's settings file and library
    /// modules are looked for (nothing above it is read). Without it, the module's own folder.
    package static func read(_ layout: AndroidModuleLayout, within root: String? = nil) -> AndroidModule {
        var reader = AndroidModuleReader(layout)
        reader.readManifest()
        if !reader.module.shortcutsFiles.isEmpty {
            reader.readGradle()
            reader.readResources(within: root ?? layout.root)
        }
        return reader.module
    }

    private init(_ layout: AndroidModuleLayout) {
        module = AndroidModule(root: layout.root, manifestPath: layout.manifest, resPath: layout.res)
        resFolders = Self.listing(of: layout.res)
        listings[layout.res] = resFolders
    }

    /// The folders of a `res/` and their files, folders and files in byte order; nothing when `res/` is a link or
    /// missing (nothing is listed through a link).
    static func listing(of res: String) -> [ResourceFolderListing] {
        var folders: [ResourceFolderListing] = []
        let listed = FileStatus.kind(atPath: res) == .directory ? FolderListing.entries(of: res) ?? [] : []
        for entry in listed where entry.kind == .directory && !entry.name.hasPrefix(".") {
            let path = res + "/" + entry.name
            let files = (FolderListing.entries(of: path) ?? []).filter {
                $0.kind != .directory && !$0.name.hasPrefix(".")
            }.map(\.name)
            folders.append(
                (
                    AndroidResourceFolder(name: entry.name), path,
                    files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                ))
        }
        return folders.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The bytes of a file, or nil with its problem recorded.
    mutating func bytes(_ path: String, limit: FileSizeLimit) -> Data? {
        do throws(UntrustedFile.Failure) {
            let data = try UntrustedFile.read(path, limit: limit)
            module.filesRead.append(path)
            return data
        } catch {
            module.problems.append(AndroidAppError(path: path, error))
            return nil
        }
    }

    mutating func xml(
        _ path: String, limit: FileSizeLimit = AndroidModuleReader.resourceLimit
    ) -> AndroidXMLElement? {
        guard let data = bytes(path, limit: limit) else { return nil }
        do throws(AndroidAppError) {
            return try AndroidXMLDocument.parse(data, path: path)
        } catch {
            module.problems.append(error)
            return nil
        }
    }

    private mutating func readManifest() {
        guard let root = xml(module.manifestPath, limit: .androidManifest) else { return }
        module.manifestPackage = root.attributes["package"]
        var launchers = AndroidLauncherActivity.all(in: root)
        module.filterActions = AndroidLauncherActivity.filterActions(in: root)
        var read = Set<String>()
        // main's files, then each other source set's own (`src/debug/res/xml/shortcuts.xml`, a flavour's): a
        // variant ships its own instead of main's, so each is judged.
        let sets =
            [("main", resFolders)] + appSourceSets().sorted { $0.key < $1.key }.map { ($0.key, listing($0.value)) }
        for index in launchers.indices {
            for entry in launchers[index].shortcuts.indices {
                guard let name = launchers[index].shortcuts[entry].xmlName else { continue }
                for (sourceSet, folders) in sets {
                    let files = shortcutsFiles(named: name, in: folders)
                    launchers[index].shortcuts[entry].files += files
                    for path in files where read.insert(path).inserted {
                        if let element = xml(path) {
                            module.shortcutsFiles.append(
                                AndroidShortcutsFile(path: path, root: element, sourceSet: sourceSet))
                        }
                    }
                }
            }
        }
        module.launchers = launchers
    }

    /// `res/xml*/NAME.xml` as devices with shortcuts (API 25+) pick them: a file in a folder qualified
    /// by nothing but an API level is passed over when another such folder, still at or below 25, outranks it.
    private func shortcutsFiles(named name: String, in folders: [ResourceFolderListing]) -> [String] {
        let candidates = folders.filter { $0.folder.type == "xml" && $0.files.contains(name + ".xml") }
        let levels = candidates.filter { $0.folder.isDefaultForShortcuts }.map { $0.folder.apiLevel ?? 0 }
        return candidates.filter { candidate in
            guard candidate.folder.isDefaultForShortcuts else { return true }
            let level = candidate.folder.apiLevel ?? 0
            return !levels.contains { $0 > level && $0 <= 25 }
        }.map { $0.path + "/" + name + ".xml" }
    }

    /// The strings of one merged `res/`'s values folders, in folder order, read once.
    mutating func strings(of res: String) -> [AndroidStringResource] {
        if let read = stringsRead[res] { return read }
        var strings: [AndroidStringResource] = []
        for (folder, path, files) in listing(res) where folder.type == "values" {
            for file in files where file.lowercased().hasSuffix(".xml") {
                guard let root = xml(path + "/" + file) else { continue }
                strings += AndroidStringResource.all(in: root, folder: folder, path: path + "/" + file)
            }
        }
        stringsRead[res] = strings
        return strings
    }

    mutating func listing(_ res: String) -> [ResourceFolderListing] {
        if let listed = listings[res] { return listed }
        let listed = Self.listing(of: res)
        listings[res] = listed
        return listed
    }

    /// The files of a shortcut icon reference in each merged `res/`, in merge order.
    mutating func iconFiles(_ icon: String, in sources: [AndroidResourceSource]) -> [AndroidDrawableFile]? {
        guard let reference = AndroidResourceReference(icon), reference.package == nil,
            reference.type == "drawable" || reference.type == "mipmap"
        else { return nil }
        var files: [AndroidDrawableFile] = []
        for source in sources {
            for (folder, path, names) in listing(source.res) where folder.type == reference.type {
                for name in names where AndroidModuleReader.baseName(name) == reference.name {
                    let file = drawablesRead[path + "/" + name] ?? drawable(path + "/" + name, folder: folder)
                    drawablesRead[file.path] = file
                    files.append(file)
                }
            }
        }
        return files
    }

    mutating func drawable(_ path: String, folder: AndroidResourceFolder) -> AndroidDrawableFile {
        let lower = path.lowercased()
        if lower.hasSuffix(".xml") {
            return AndroidDrawableFile(path: path, folder: folder, kind: .xml(root: xml(path)?.name))
        }
        if lower.hasSuffix(".png"), !lower.hasSuffix(".9.png"), let data = bytes(path, limit: Self.pngLimit),
            let header = try? PNGImage.header(of: data)
        {
            return AndroidDrawableFile(
                path: path, folder: folder, kind: .png(width: header.width, height: header.height))
        }
        return AndroidDrawableFile(path: path, folder: folder, kind: .bitmap)
    }

    private mutating func readGradle() {
        for name in ["build.gradle.kts", "build.gradle"] {
            let path = module.root + "/" + name
            guard FileStatus.kind(atPath: path) != .missing else { continue }
            if let data = bytes(path, limit: AndroidGradleFile.sizeLimit) {
                let gradle = AndroidGradleFile(path: path, text: String(decoding: data, as: UTF8.self))
                module.gradle = gradle
                module.variantsWithOwnShortcuts = Set(gradle.suffixes.map(\.variant).filter(hasOwnShortcuts))
            }
            return
        }
    }

    /// Whether the variant's source set (Gradle's layout only) holds a file of the name of one of
    /// the shortcuts files, in an `xml` folder of any qualifier: Gradle merges it over `src/main`'s.
    private func hasOwnShortcuts(_ variant: String) -> Bool {
        let main = "/src/main/res"
        guard module.resPath.hasSuffix(main), !variant.isEmpty, !variant.contains("/"), variant != "main" else {
            return false
        }
        let res = module.root + "/src/" + variant + "/res"
        guard FileStatus.kind(atPath: module.root + "/src/" + variant) == .directory,
            FileStatus.kind(atPath: res) == .directory
        else { return false }
        let names = Set(module.shortcutsFiles.map { ($0.path as NSString).lastPathComponent })
        let folders = (FolderListing.entries(of: res) ?? []).filter {
            $0.kind == .directory && AndroidResourceFolder(name: $0.name).type == "xml"
        }
        return folders.contains { folder in
            names.contains { FileStatus.kind(atPath: res + "/" + folder.name + "/" + $0) == .regular }
        }
    }

    /// A resource's name from its file name: `ic_add.png` and `ic_add.9.png` are `ic_add`.
    static func baseName(_ file: String) -> String {
        let name = file.hasSuffix(".9.png") ? String(file.dropLast(6)) : file
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
