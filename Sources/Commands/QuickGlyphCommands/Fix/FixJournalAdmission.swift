import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// Which entries of a journal found in the app's folder the next `check --fix` acts on. A pull
/// request can add or edit a journal, so an entry is taken only when it is a change check --fix
/// itself makes, to the file as it is now:
/// - below the journal's folder (no absolute path, no `..`), reached without a link (the guard);
/// - in an imageset: its `Contents.json` (an imageset's, naming files of that folder), a PNG it
///   draws (a PNG), the PDF it draws of vector art (one 35 pt page), or old art it removes (an SVG is
///   removed, never written);
/// - an Info.plist's quick actions: the same property list but for their icon keys and misspelt keys renamed;
/// - an items file: the same JSON but for an item's misspelt field renamed to the one it reads;
/// - a Swift or Objective-C source: the same text but for icon names, each a string literal of a
///   quick action's copy of an imageset (`QuickActionCopyName`) put where one expression on one
///   line was, as `IconArgumentEdit` does, or given to a bare enum case as its raw value
///   (` = "video-quickaction"` after `case video`, as `IconNameDeclaration` does).
/// Anything else is said and left: no journal makes check --fix write code, a script, or a file
/// outside the folder it was given. (An entry below `.quickglyph-originals/`, a kept original, is
/// judged by `FixOriginals.admits` instead: a new file holding what another entry replaces.)
package enum FixJournalAdmission {
    /// nil when the change may be made to the file holding `current` now; else why not, as a phrase.
    package static func refusal(path: String, current: Data?, after: Data?) -> String? {
        guard Manifest.isInside(path) else { return "it names a file outside the folder check --fix was given" }
        let parts = path.split(separator: "/").map(String.init)
        let name = parts[parts.count - 1]
        let fileExtension = (name as NSString).pathExtension.lowercased()
        if parts.count > 1,
            (parts[parts.count - 2] as NSString).pathExtension.lowercased() == AssetNaming.imagesetExtension
        {
            return imagesetRefusal(name: name, fileExtension: fileExtension, after: after)
        }
        guard let current, let after else {
            return "check --fix never creates or removes a file outside an imageset"
        }
        switch fileExtension {
        case "plist": return plistRefusal(current: current, after: after)
        case "json": return itemsFileRefusal(current: current, after: after)
        case "swift", "m", "mm", "h": return sourceRefusal(current: current, after: after)
        default: return "check --fix does not change such a file"
        }
    }

    // MARK: - Imagesets

    private static func imagesetRefusal(name: String, fileExtension: String, after: Data?) -> String? {
        if name == AssetNaming.contentsFile {
            guard let after else { return "check --fix never removes an imageset's Contents.json" }
            guard let json = try? JSONSerialization.jsonObject(with: after) as? [String: Any],
                let images = json["images"] as? [[String: Any]]
            else {
                return "its new bytes are not an imageset's Contents.json"
            }
            let names = images.compactMap { $0["filename"] as? String }
            guard names.allSatisfy({ !$0.contains("/") && Manifest.isInside($0) }) else {
                return "its new Contents.json names a file outside its imageset"
            }
            return nil
        }
        switch fileExtension {
        case "png":
            guard let after else { return nil }
            return (try? PNGImage.header(of: after)) == nil ? "its new bytes are not a PNG" : nil
        case "pdf":
            // A repair of vector art writes one 35 pt template page; a PDF it removes is old art.
            guard let after else { return nil }
            guard let pdf = try? VectorImage(data: after, kind: .pdf), pdf.pageCount == 1,
                pdf.pixelSize(scale: 1) == (GlyphGeometry.canvasPoints, GlyphGeometry.canvasPoints)
            else { return "its new bytes are not a one-page 35 pt PDF" }
            return nil
        case "svg":
            return after == nil ? nil : "check --fix only removes an imageset's SVG, never writes one"
        default:
            return "check --fix does not change such a file in an imageset"
        }
    }

    // MARK: - Info.plist

    /// The icon keys of a quick action: all an Info.plist repair changes.
    static let iconKeys: Set<String> = [InfoPlistKey.iconFile, InfoPlistKey.iconType, InfoPlistKey.iconSymbolName]

    private static func plistRefusal(current: Data, after: Data) -> String? {
        let refusal = "its new bytes change more of the property list than its quick actions' icons"
        guard let old = propertyList(current), let new = propertyList(after) else { return refusal }
        var oldRest = old
        var newRest = new
        // `UIApplicationShortcutItem` renamed to the key iOS reads, its array the same.
        if old[InfoPlistKey.shortcutItems] == nil, let items = new[InfoPlistKey.shortcutItems],
            let misspelt = old.keys.first(where: {
                new[$0] == nil && EditDistance.between($0.lowercased(), InfoPlistKey.shortcutItems.lowercased()) <= 2
            }),
            NSArray(array: [old[misspelt]!]).isEqual(to: [items])
        {
            oldRest[InfoPlistKey.shortcutItems] = oldRest.removeValue(forKey: misspelt)
        }
        let oldItems = oldRest.removeValue(forKey: InfoPlistKey.shortcutItems) as? [Any]
        let newItems = newRest.removeValue(forKey: InfoPlistKey.shortcutItems) as? [Any]
        guard NSDictionary(dictionary: oldRest).isEqual(to: newRest), let oldItems, let newItems,
            oldItems.count == newItems.count
        else {
            return refusal
        }
        for (oldItem, newItem) in zip(oldItems, newItems) {
            guard var oldItem = oldItem as? [String: Any], var newItem = newItem as? [String: Any] else {
                return refusal
            }
            // A misspelt key renamed to the one iOS reads (a letter or two apart), its value the same.
            for key in Set(newItem.keys).subtracting(oldItem.keys) where InfoPlistKey.itemKeys.contains(key) {
                guard
                    let old = oldItem.keys.first(where: {
                        newItem[$0] == nil && !InfoPlistKey.itemKeys.contains($0)
                            && EditDistance.between($0.lowercased(), key.lowercased()) <= 2
                    }),
                    NSDictionary(dictionary: [key: oldItem[old]!]).isEqual(to: [key: newItem[key]!])
                else { continue }
                oldItem[key] = oldItem.removeValue(forKey: old)
            }
            for key in iconKeys {
                oldItem[key] = nil
                guard let value = newItem.removeValue(forKey: key) else { continue }
                guard let text = value as? String, isName(text) else { return refusal }
            }
            guard NSDictionary(dictionary: oldItem).isEqual(to: newItem) else { return refusal }
        }
        return nil
    }

    // MARK: - Items files

    /// The same items file but for item fields renamed to one it reads, a letter or two away, each value the same.
    private static func itemsFileRefusal(current: Data, after: Data) -> String? {
        let refusal = "its new bytes change more of the items file than a misspelt field's name"
        guard case .object(var old)? = try? JSONValue.parse(current),
            case .object(var new)? = try? JSONValue.parse(after),
            case .array(let oldItems)? = old.removeValue(forKey: ItemsFile.itemsKey),
            case .array(let newItems)? = new.removeValue(forKey: ItemsFile.itemsKey),
            old == new, oldItems.count == newItems.count
        else { return refusal }
        for (oldItem, newItem) in zip(oldItems, newItems) {
            guard case .object(var oldFields) = oldItem, case .object(let newFields) = newItem else { return refusal }
            for key in Set(newFields.keys).subtracting(oldFields.keys) where ItemsFile.fields.contains(key) {
                guard
                    let misspelt = oldFields.keys.first(where: {
                        newFields[$0] == nil && !ItemsFile.fields.contains($0)
                            && EditDistance.between($0.lowercased(), key.lowercased()) <= 2
                    }), oldFields[misspelt] == newFields[key]
                else { continue }
                oldFields[key] = oldFields.removeValue(forKey: misspelt)
            }
            guard oldFields == newFields else { return refusal }
        }
        return nil
    }

    private static func propertyList(_ data: Data) -> [String: Any]? {
        (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
    }

    // MARK: - Sources

    /// Line by line: the same lines but for one icon name in each line that changed.
    private static func sourceRefusal(current: Data, after: Data) -> String? {
        let oldLines = current.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let newLines = after.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard oldLines.count == newLines.count else { return "its new bytes add or remove lines of code" }
        for (old, new) in zip(oldLines, newLines) where old != new {
            guard isIconNameEdit(old: [UInt8](old), new: [UInt8](new)) else {
                return "its new bytes change code, not only a quick action's icon name"
            }
        }
        return nil
    }

    /// Whether `new` is `old` with one stretch of it (no brace, semicolon or comment in it) replaced
    /// by the string literal of a quick action's copy name: what `IconArgumentEdit` writes.
    static func isIconNameEdit(old: [UInt8], new: [UInt8]) -> Bool {
        let quote = UInt8(ascii: "\"")
        let at = UInt8(ascii: "@")
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        // A bare enum case given its raw value (`case video` to `case video = "video-quickaction"`): only that added.
        if new.count > old.count, isRawValueAdded(old: old, new: new) { return true }
        // Where the new literal begins: at a quote the two lines share, or at Objective-C's `@"` where they part.
        let start: Int
        let open: Int
        if prefix + 1 < new.count, new[prefix] == at, new[prefix + 1] == quote {
            (start, open) = (prefix, prefix + 1)
        } else if let shared = new[..<min(prefix + 1, new.count)].lastIndex(of: quote) {
            (start, open) = (shared, shared)
        } else {
            return false
        }
        // Where it ends: the first quote after it that leaves every byte past it shared.
        let lastChanged = new.count - suffix - 1
        guard let close = new[min(max(open + 1, lastChanged), new.count)...].firstIndex(of: quote) else {
            return false
        }
        let tail = new.count - close - 1
        guard old.count - tail >= start else { return false }
        let content = String(decoding: new[(open + 1)..<close], as: UTF8.self)
        guard isName(content), QuickActionCopyName.isCopyName(content) else { return false }
        let replaced = String(decoding: old[start..<(old.count - tail)], as: UTF8.self)
        guard !replaced.contains(where: { $0 == "{" || $0 == "}" || $0 == ";" }), !replaced.contains("//"),
            !replaced.contains("/*")
        else {
            return false
        }
        // An expression, not a statement: no word that begins or steers one.
        let words = replaced.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return !words.contains { statementWords.contains(String($0)) }
    }

    /// Whether `new` is `old` with ` = "NAME"` put right after a name, NAME a quick action's copy name.
    private static func isRawValueAdded(old: [UInt8], new: [UInt8]) -> Bool {
        let opening = Array(" = \"".utf8)
        var index = 1
        while index + opening.count < new.count {
            defer { index += 1 }
            guard new[index..<(index + opening.count)].elementsEqual(opening),
                ByteClass.isIdentifierByte(new[index - 1]),
                let close = new[(index + opening.count)...].firstIndex(of: UInt8(ascii: "\""))
            else { continue }
            let content = String(decoding: new[(index + opening.count)..<close], as: UTF8.self)
            // Only in an enum's `case` line, before the next case or the line's end: no variable gets a value.
            let before = String(decoding: new[..<index], as: UTF8.self)
            let after = String(decoding: new[(close + 1)...], as: UTF8.self).drop { $0 == " " || $0 == "\t" }
            guard before.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains("case"),
                after.isEmpty || after.hasPrefix(",") || after.hasPrefix("//") || after == "\r"
            else { continue }
            if Array(new[..<index]) + Array(new[(close + 1)...]) == old, isName(content),
                QuickActionCopyName.isCopyName(content)
            {
                return true
            }
        }
        return false
    }

    /// Words that begin or steer a statement in Swift or Objective-C: none is part of an icon's name expression.
    private static let statementWords: Set<String> = [
        "guard", "if", "else", "return", "let", "var", "try", "throw", "defer", "while", "for", "switch", "case", "do",
        "func", "import", "await", "break", "continue", "goto", "static", "const", "void", "fallthrough",
    ]

    /// A name an asset catalog holds: no quote, backslash or control character, nothing a literal could escape with.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 255
            && !text.unicodeScalars.contains {
                $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control
            }
    }
}
