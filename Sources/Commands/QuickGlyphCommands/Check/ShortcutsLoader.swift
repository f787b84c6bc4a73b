import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// Reads an Info.plist or an items file, once, through the system layer's reader, into the
/// `ShortcutsSubject` the rules judge, recording every structural problem on the way
/// instead of stopping at the first.
enum ShortcutsLoader {
    static func plist(_ path: String) -> ShortcutsSubject {
        do throws(FileReadError) {
            return plist(path, data: try SourceFile.read(path))
        } catch {
            return ShortcutsSubject(
                path: path, kind: .infoPlist, actions: [], problems: [.init(message: error.description)])
        }
    }

    /// For a caller that has already read the file.
    static func plist(_ path: String, data: Data) -> ShortcutsSubject {
        switch InfoPlistFile.parse(data, path: path) {
        case .success(let parsed): return ShortcutsSubject(plist: parsed)
        case .failure: return unreadable(path, data: data)
        }
    }

    /// Why a plist that does not parse holds no quick action check can read, in words.
    static func unreadable(_ path: String, data: Data) -> ShortcutsSubject {
        var subject = ShortcutsSubject(path: path, kind: .infoPlist, actions: [])
        let bytes = [UInt8](data)
        let reason: String
        do {
            _ = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            reason = "what is left is not a dictionary"
        } catch {
            reason = ErrorText.describe(error)
        }
        guard PlistPreprocessor.hasDirectives(bytes), !bytes.starts(with: Array("bplist".utf8)) else {
            // A binary plist has no XML to fix: it is damaged, or not written by Xcode.
            let advice =
                bytes.starts(with: Array("bplist".utf8))
                ? "a damaged binary property list (\(reason)); re-save it from Xcode or convert it with plutil -convert xml1"
                : "not a property list (\(reason)); fix the XML or re-save it from Xcode"
            subject.problems.append(.init(message: advice))
            return subject
        }
        // INFOPLIST_PREPROCESS: nothing to report when it holds no quick actions; otherwise say why they went
        // unchecked.
        if data.range(of: Data(InfoPlistKey.shortcutItems.utf8)) != nil {
            subject.unread =
                "a preprocessed Info.plist (with #if lines) that does not parse even with its "
                + "preprocessor lines set aside (\(reason))"
        }
        return subject
    }

    /// An items file named on the command line: read once, parsed once.
    static func itemsFile(_ path: String) -> ShortcutsSubject {
        do throws(FileReadError) {
            let data = try SourceFile.read(path)
            return ShortcutsSubject(itemsFile: path, parsed: ItemsFile.parse(data, path: path))
        } catch {
            return ShortcutsSubject(
                path: path, kind: .itemsFile, actions: [], problems: [.init(message: error.description)])
        }
    }

    /// A JSON file found in an app's folder, when it is a quickglyph items file: an object with
    /// an "items" array of objects that have a title or a type (not an imageset's
    /// Contents.json, not a manifest, which lists items under its glyphs). Read once and
    /// parsed once, whether it turns out to be one or not; nil when it is not, or cannot be read.
    static func foundItemsFile(_ path: String) -> ShortcutsSubject? {
        let name = (path as NSString).lastPathComponent
        guard name != AssetNaming.contentsFile, name != Manifest.filename, let data = try? SourceFile.read(path) else {
            return nil
        }
        let parsed = ItemsFile.parse(data, path: path)
        guard !parsed.itemStarts.isEmpty, parsed.actions.count == parsed.itemStarts.count,
            parsed.actions.allSatisfy({ $0.title != nil || $0.type != nil })
        else { return nil }
        return ShortcutsSubject(itemsFile: path, parsed: parsed)
    }
}
