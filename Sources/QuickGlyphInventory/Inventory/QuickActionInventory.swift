import Foundation
import QuickGlyphCore

/// Every quick action an app declares: the static ones of its Info.plists,
/// with their titles in each language beside the plist, and the dynamic ones
/// its Swift and Objective-C code makes. Build products and dependencies
/// (`.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`, `build`,
/// `.git`) are skipped; a source file is tokenized only when a byte search
/// finds `ShortcutItem` or `ShortcutIcon` in it, or a name an item uses (a
/// constant, an enum, a helper) in it, which keeps a large app fast. Headers
/// (`.h`) are searched only for the constants they define.
public struct QuickActionInventory: Sendable {
    public var appFolder: String
    /// By path (byte order), line, column, then place in the plist.
    public var actions: [QuickAction]
    /// Every plist read for quick actions: each `*Info.plist`, and any other
    /// plist that names `UIApplicationShortcutItems`.
    public var plists: [InfoPlistFile]
    /// The plists that could not be read, and why.
    public var unreadPlists: [UnreadFile]
    /// Source and localization files that could not be read, and why.
    public var unreadFiles: [UnreadFile]
    /// How many `.swift`, `.m` and `.mm` files were searched, and how many of them tokenized.
    public var sourceFilesSearched: Int
    public var sourceFilesTokenized: Int

    /// Throws `FileReadError` only when `appFolder` itself cannot be read.
    public init(appFolder: String) throws {
        self.appFolder = appFolder
        actions = []
        plists = []
        unreadPlists = []
        unreadFiles = []
        sourceFilesSearched = 0
        sourceFilesTokenized = 0
        var localizationFiles: [String] = []
        var sources: [SourceCorpus.File] = []
        for path in try FolderWalker.files(under: appFolder) {
            if path.hasSuffix(".plist") {
                readPlist(path)
            } else if let language = SourceLanguage(path: path) {
                sourceFilesSearched += 1
                if let file = readSource(path, language: language) {
                    if CodeQuickActions.mayDeclareQuickActions(file.bytes) { sourceFilesTokenized += 1 }
                    sources.append(file)
                }
            } else if path.hasSuffix(".h"), let file = readSource(path, language: .objectiveC) {
                // A header is read for the constants it defines (`#define`, `NSString *const`); it is no source searched.
                sources.append(file)
            } else if path.hasSuffix(".xcstrings") || (path.hasSuffix(".strings") && path.contains(".lproj/")) {
                localizationFiles.append(path)
            }
        }
        actions += CodeQuickActions.find(in: SourceCorpus(files: sources))
        localizeDynamicActions(with: localizationFiles)
        actions.sort(by: QuickAction.precedes)
    }

    /// Drops what the plists at `paths` declare: copies the caller knows iOS never
    /// reads (a build's `ShortcutItems.plist` fragment beside the app's own Info.plist).
    public mutating func setAside(plists paths: Set<String>) {
        guard !paths.isEmpty else { return }
        plists.removeAll { paths.contains($0.path) }
        actions.removeAll { $0.kind == .static && paths.contains($0.declaredAt.path) }
    }

    /// Whether a plist is an Info.plist by name: `Info.plist`, `App-Info.plist`.
    public static func isInfoPlistName(_ name: String) -> Bool {
        name.hasSuffix("Info.plist")
    }

    private mutating func readPlist(_ path: String) {
        // A plist not named Info.plist past the size limit is data, not a quick-action source: not read, not reported.
        if !Self.isInfoPlistName((path as NSString).lastPathComponent), let size = SourceFile.size(path), SourceFile.sizeProblem(size) != nil { return }
        let data: Data
        do throws(FileReadError) {
            data = try SourceFile.read(path)
        } catch {
            unreadPlists.append(UnreadFile(path: path, reason: error.description))
            return
        }
        let named = Self.isInfoPlistName((path as NSString).lastPathComponent)
        guard named || data.withUnsafeBytes({ raw in
            ByteSearch.contains(raw.bindMemory(to: UInt8.self), Array(InfoPlistKey.shortcutItems.utf8))
        }) else { return }
        switch InfoPlistFile.parse(data, path: path) {
        case .failure(let unread):
            unreadPlists.append(unread)
        case .success(var plist):
            if !plist.actions.isEmpty {
                let localizations = Localizations(besidePlist: path)
                unreadFiles += localizations.unreadFiles
                for index in plist.actions.indices {
                    plist.actions[index].titles = Self.translations(of: plist.actions[index].title, in: localizations)
                    plist.actions[index].subtitles = Self.translations(of: plist.actions[index].subtitle, in: localizations)
                }
                actions += plist.actions
            }
            plists.append(plist)
        }
    }

    private mutating func readSource(_ path: String, language: SourceLanguage) -> SourceCorpus.File? {
        guard let data = FileManager.default.contents(atPath: path) else {
            unreadFiles.append(UnreadFile(path: path, reason: "cannot read the file"))
            return nil
        }
        return SourceCorpus.File(path: path, language: language, bytes: [UInt8](data))
    }

    /// A dynamic title given as `NSLocalizedString("key", …)` is looked up in
    /// its table (`Localizable` unless named) across the app's lproj folders
    /// and catalogs: the app's own lookup, less the bundle it runs from.
    private mutating func localizeDynamicActions(with files: [String]) {
        var tables: [String: Localizations] = [:]
        func localizations(_ table: String) -> Localizations {
            if let known = tables[table] { return known }
            let loaded = Localizations(table: table, files: files)
            unreadFiles += loaded.unreadFiles
            tables[table] = loaded
            return loaded
        }
        for index in actions.indices where actions[index].kind == .dynamic {
            if case .localizationKey(_, let table)? = actions[index].title {
                actions[index].titles = Self.translations(of: actions[index].title, in: localizations(table ?? "Localizable"))
            }
            if case .localizationKey(_, let table)? = actions[index].subtitle {
                actions[index].subtitles = Self.translations(of: actions[index].subtitle, in: localizations(table ?? "Localizable"))
            }
        }
    }

    /// A plist's title is the key of `InfoPlist.strings` whether it reads like
    /// a key or like English; a code key is its key. Expressions have none.
    private static func translations(of value: SourceValue?, in localizations: Localizations) -> [String: String] {
        switch value {
        case .literal(let key)?, .localizationKey(let key, _)?: return localizations.translations(of: key)
        case .unresolved?, nil: return [:]
        }
    }
}
