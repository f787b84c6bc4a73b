import Foundation
import QuickGlyphCore
import QuickGlyphSystem

/// One Info.plist (or any plist with `UIApplicationShortcutItems`), read for
/// its static quick actions. XML, binary and old-style plists are read by
/// Foundation; a preprocessed one with its directive lines set aside.
public struct InfoPlistFile: Sendable, Equatable {
    public var path: String
    public var format: PlistFormat
    public var reading: PlistReading
    /// Whether the plist has `UIApplicationShortcutItems` at all.
    public var hasShortcutItems: Bool
    /// Its items in order, each with the positions of its keys in an XML plist.
    /// Values are kept as written: `$(PRODUCT_BUNDLE_IDENTIFIER).compose` stays so.
    public var actions: [QuickAction]
    /// What in `UIApplicationShortcutItems` is not a quick action, in words
    /// (an item that is not a dictionary, a title that is not a string).
    public var problems: [String]

    public init(path: String, format: PlistFormat, reading: PlistReading, hasShortcutItems: Bool,
                actions: [QuickAction], problems: [String] = []) {
        self.path = path
        self.format = format
        self.reading = reading
        self.hasShortcutItems = hasShortcutItems
        self.actions = actions
        self.problems = problems
    }

    public static func read(path: String) -> Result<InfoPlistFile, UnreadFile> {
        do throws(FileReadError) {
            return parse(try SourceFile.read(path), path: path)
        } catch {
            return .failure(UnreadFile(path: path, reason: error.description))
        }
    }

    /// Tries the text as written; if it does not parse and has preprocessor
    /// lines, with them set aside keeping every branch, then with only first
    /// branches, then with only `#else` branches. What cannot be read is a value.
    public static func parse(_ data: Data, path: String) -> Result<InfoPlistFile, UnreadFile> {
        let bytes = [UInt8](data)
        let reason: String
        switch attempt(bytes, reading: .asWritten, path: path) {
        case .success(let plist): return .success(plist)
        case .failure(let failure): reason = failure.reason
        }
        // Only a text plist can have been preprocessed.
        guard !bytes.starts(with: Array("bplist".utf8)), PlistPreprocessor.hasDirectives(bytes) else {
            return .failure(UnreadFile(path: path, reason: "not a property list: \(reason)"))
        }
        var setAsideReason = reason
        for reading in [PlistReading.directivesSetAside, .firstBranches, .elseBranches] {
            switch attempt(PlistPreprocessor.setAside(bytes, keeping: reading), reading: reading, path: path) {
            case .success(let plist): return .success(plist)
            case .failure(let failure): if reading == .directivesSetAside { setAsideReason = failure.reason }
            }
        }
        return .failure(UnreadFile(path: path, reason: "not a property list: even with its preprocessor lines set aside, \(setAsideReason)"))
    }

    private static func attempt(_ text: [UInt8], reading: PlistReading, path: String) -> Result<InfoPlistFile, UnreadFile> {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(text), options: [], format: &format)
        } catch {
            return .failure(UnreadFile(path: path, reason: ErrorText.describe(error)))
        }
        // A preprocessed file's reading counts only as an Info.plist's dictionary:
        // a fragment of a branch can parse as something else.
        guard reading == .asWritten || object is [String: Any] else {
            return .failure(UnreadFile(path: path, reason: "what is left is not a dictionary"))
        }
        return .success(InfoPlistFile(object: object, text: text, format: format, reading: reading, path: path))
    }

    private init(object: Any, text: [UInt8], format: PropertyListSerialization.PropertyListFormat,
                 reading: PlistReading, path: String) {
        self.path = path
        self.reading = reading
        switch format {
        case .binary: self.format = .binary
        case .openStep: self.format = .openStep
        default: self.format = .xml
        }
        hasShortcutItems = false
        actions = []
        problems = []
        let arrayKey = InfoPlistKey.shortcutItems
        guard let root = object as? [String: Any] else {
            problems.append("the root is not a dictionary, so it holds no quick actions")
            return
        }
        guard let value = root[arrayKey] else { return }
        hasShortcutItems = true
        guard let items = value as? [Any] else {
            problems.append("\(arrayKey) is not an array (found \(PlistKind.name(of: value)))")
            return
        }
        // Binary and old-style plists have no XML to point into.
        let locator = self.format == .xml ? PlistLocator(text: String(decoding: text, as: UTF8.self)) : nil
        for (index, item) in items.enumerated() {
            guard let fields = item as? [String: Any] else {
                problems.append("\(arrayKey)[\(index)] is not a dictionary (found \(PlistKind.name(of: item)))")
                continue
            }
            actions.append(action(fields, index: index, locator: locator))
        }
    }

    private mutating func action(_ fields: [String: Any], index: Int, locator: PlistLocator?) -> QuickAction {
        let arrayKey = InfoPlistKey.shortcutItems
        func position(_ key: String) -> SourcePosition? {
            locator?.position(ofKey: key, inElement: index, ofArray: arrayKey)
        }
        func string(_ key: String) -> String? {
            guard let value = fields[key] else { return nil }
            guard let text = value as? String else {
                problems.append("\(arrayKey)[\(index)].\(key) is not a string (found \(PlistKind.name(of: value)))")
                return nil
            }
            return text
        }
        var action = QuickAction(kind: .static, type: string(InfoPlistKey.type).map(SourceValue.literal),
                                 title: string(InfoPlistKey.title).map(SourceValue.literal),
                                 subtitle: string(InfoPlistKey.subtitle).map(SourceValue.literal),
                                 declaredAt: SourceLocation(path: path, position: locator?.position(ofKey: nil, inElement: index, ofArray: arrayKey)),
                                 index: index)
        let keys: [(QuickActionField, String)] = [(.type, InfoPlistKey.type), (.title, InfoPlistKey.title),
                                                  (.subtitle, InfoPlistKey.subtitle), (.userInfo, InfoPlistKey.userInfo)]
        for (field, key) in keys where fields[key] != nil {
            action.positions[field] = position(key)
        }
        // Apple documents that an icon file makes the system ignore the icon type;
        // a symbol name (iOS 13+) is taken before the type too.
        let icons: [(String, (String) -> QuickActionIcon)] = [
            (InfoPlistKey.iconFile, { .file($0) }),
            (InfoPlistKey.iconSymbolName, { .symbol($0) }),
            (InfoPlistKey.iconType, { .type(SystemIconName($0)) }),
        ]
        for (key, make) in icons {
            guard let name = string(key) else { continue }
            if case .none = action.icon {
                action.icon = make(name)
                action.positions[.icon] = position(key)
                action.iconDeclaredAt = SourceLocation(path: path, position: position(key))
            }
        }
        return action
    }
}
