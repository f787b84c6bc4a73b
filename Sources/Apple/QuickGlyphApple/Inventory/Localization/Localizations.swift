import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// The translations of one table (`InfoPlist`, `Localizable`) in every
/// language an app has: its `LANG.lproj/TABLE.strings` files and its
/// `TABLE.xcstrings` String Catalog, as Xcode lays them out.
package struct Localizations: Sendable, Equatable {
    /// By language, then key. Where two files give the same key in one
    /// language, the first read wins (files are read in path order).
    package private(set) var entries: [String: [String: LocalizedString]] = [:]
    /// The files read, in the order read.
    package private(set) var files: [String] = []
    /// The files that could not be read, and why.
    package private(set) var unreadFiles: [UnreadFile] = []

    package init() {}

    /// The table beside an Info.plist: `FOLDER/*.lproj/TABLE.strings` and
    /// `FOLDER/TABLE.xcstrings`, FOLDER being the plist's own folder.
    package init(besidePlist plistPath: String, table: String = "InfoPlist") {
        self.init(table: table, files: Localizations.files(besidePlist: plistPath, table: table))
    }

    /// The files `init(besidePlist:table:)` reads, found without reading them.
    package static func files(besidePlist plistPath: String, table: String = "InfoPlist") -> [String] {
        let folder = (plistPath as NSString).deletingLastPathComponent
        var paths: [String] = []
        Localizations.collect(
            table: table, in: folder.isEmpty ? "." : folder, depth: Localizations.searchDepth, into: &paths)
        return paths
    }

    /// Whether these translations were read from exactly `paths` (read or not), so they can be used
    /// again instead of reading the same files twice.
    package func wereRead(from paths: [String]) -> Bool {
        Set(files + unreadFiles.map(\.path)) == Set(paths)
    }

    /// How deep below the plist's folder the `.lproj` folders are looked for: targets
    /// keep them beside the plist or in a `Resources`-style folder a level or two down,
    /// and a plist at a repository's root must not make every build walk the repository.
    static let searchDepth = 3

    private static func collect(table: String, in folder: String, depth: Int, into paths: inout [String]) {
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for child in children where !child.hasPrefix(".") && !FolderWalker.skippedFolders.contains(child) {
            let path = folder == "." ? child : (folder as NSString).appendingPathComponent(child)
            if child == "\(table).xcstrings" {
                paths.append(path)
            } else if child.hasSuffix(".lproj") {
                let strings = (path as NSString).appendingPathComponent("\(table).strings")
                if FileManager.default.fileExists(atPath: strings) { paths.append(strings) }
            } else if depth > 0, !child.contains("."), FileManager.default.isDirectory(path) {
                collect(table: table, in: path, depth: depth - 1, into: &paths)
            }
        }
    }

    /// The files of `table` among `paths` (others are passed over): strings
    /// files by the language of their `.lproj` folder, and catalogs.
    package init(table: String, files paths: [String]) {
        for path in paths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let name = (path as NSString).lastPathComponent
            if name == "\(table).strings", let language = Self.language(of: path) {
                addStringsFile(path, language: language)
            } else if name == "\(table).xcstrings" {
                addStringCatalog(path)
            }
        }
    }

    /// `de` for `…/de.lproj/InfoPlist.strings`; nil outside an lproj folder.
    package static func language(of stringsPath: String) -> String? {
        let folder = ((stringsPath as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj"), folder.count > 6 else { return nil }
        return String(folder.dropLast(6))
    }

    package var languages: [String] { entries.keys.sorted() }

    package var isEmpty: Bool { entries.isEmpty }

    package func entry(for key: String, language: String) -> LocalizedString? {
        entries[language]?[key]
    }

    package func value(for key: String, language: String) -> String? {
        entries[language]?[key]?.value
    }

    /// Every language's text for `key`; languages without it are absent.
    package func translations(of key: String) -> [String: String] {
        entries.compactMapValues { $0[key]?.value }
    }

    mutating func addStringsFile(_ path: String, language: String) {
        // Through the system layer's reader: a regular file of sane size, never a FIFO.
        do throws(FileReadError) {
            addStringsFile(data: try SourceFile.read(path), path: path, language: language)
        } catch {
            unreadFiles.append(UnreadFile(path: path, reason: error.description))
        }
    }

    package mutating func addStringsFile(data: Data, path: String, language: String) {
        do {
            let table = try StringsFile.parse(data)
            files.append(path)
            for (key, value) in table where entries[language]?[key] == nil {
                entries[language, default: [:]][key] = LocalizedString(value: value, path: path)
            }
        } catch {
            unreadFiles.append(UnreadFile(path: path, reason: "not a strings file: \(Self.reason(error))"))
        }
    }

    mutating func addStringCatalog(_ path: String) {
        // Through the system layer's reader: a regular file of sane size, never a FIFO.
        do throws(FileReadError) {
            addStringCatalog(data: try SourceFile.read(path), path: path)
        } catch {
            unreadFiles.append(UnreadFile(path: path, reason: error.description))
        }
    }

    mutating func addStringCatalog(data: Data, path: String) {
        do {
            let catalog = try StringCatalog.parse(data, path: path)
            files.append(path)
            for (language, table) in catalog {
                for (key, entry) in table where entries[language]?[key] == nil {
                    entries[language, default: [:]][key] = entry
                }
            }
        } catch {
            unreadFiles.append(UnreadFile(path: path, reason: Self.reason(error)))
        }
    }

    /// The parsers' own errors carry the reason; Foundation's are put in words.
    private static func reason(_ error: Error) -> String {
        (error as? FileReadError)?.reason ?? ErrorText.describe(error)
    }
}

private extension FileManager {
    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
