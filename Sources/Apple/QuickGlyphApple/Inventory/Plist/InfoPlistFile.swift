import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// One Info.plist (or any plist with `UIApplicationShortcutItems`), read for
/// its static quick actions. XML, binary and old-style plists are read by
/// Foundation; a preprocessed one with its directive lines set aside.
package struct InfoPlistFile: Sendable, Equatable {
    package var path: String
    package var format: PlistFormat
    package var reading: PlistReading
    /// Whether the plist has `UIApplicationShortcutItems` at all.
    package var hasShortcutItems: Bool
    /// Its items in order, each with the positions of its keys in an XML plist, and every
    /// icon key it sets. Values are kept as written: `$(PRODUCT_BUNDLE_IDENTIFIER).compose`
    /// stays so, and a value that is not a string is `.wrongType`.
    package var actions: [QuickAction]
    /// What in the plist is not a quick action, in words, where it is: an item that is
    /// not a dictionary, a title that is not a string, a character XML forbids.
    package var problems: [PlistProblem]
    /// `CFBundleDisplayName`, else `CFBundleName`, when set and not a build setting.
    var appName: String?
    /// `CFBundleDevelopmentRegion`, when set and not a build setting.
    package var developmentRegion: String?
    /// `UIApplicationSceneManifest`, when the plist has one: the app uses scenes.
    var sceneManifest: SceneManifest?

    init(
        path: String, format: PlistFormat, reading: PlistReading, hasShortcutItems: Bool,
        actions: [QuickAction], problems: [PlistProblem] = [],
        appName: String? = nil, developmentRegion: String? = nil
    ) {
        self.path = path
        self.format = format
        self.reading = reading
        self.hasShortcutItems = hasShortcutItems
        self.actions = actions
        self.problems = problems
        self.appName = appName
        self.developmentRegion = developmentRegion
    }

    package static func read(path: String) -> Result<InfoPlistFile, UnreadFile> {
        do throws(FileReadError) {
            return parse(try SourceFile.read(path), path: path)
        } catch {
            return .failure(UnreadFile(path: path, reason: error.description))
        }
    }

    /// Tries the text as written; if it does not parse and has preprocessor
    /// lines, with them set aside keeping every branch, then with only first
    /// branches, then with only `#else` branches. What cannot be read is a value.
    package static func parse(_ data: Data, path: String) -> Result<InfoPlistFile, UnreadFile> {
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
        return .failure(
            UnreadFile(
                path: path, reason: "not a property list: even with its preprocessor lines set aside, \(setAsideReason)"
            ))
    }

    private static func attempt(
        _ text: [UInt8], reading: PlistReading, path: String
    ) -> Result<InfoPlistFile, UnreadFile> {
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

    private init(
        object: Any, text: [UInt8], format: PropertyListSerialization.PropertyListFormat,
        reading: PlistReading, path: String
    ) {
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
            problems.append(
                PlistProblem(message: "the property list's root is not a dictionary, so it holds no quick actions"))
            return
        }
        appName = [root[InfoPlistKey.bundleDisplayName], root[InfoPlistKey.bundleName]].lazy
            .compactMap { $0 as? String }.first { !$0.isEmpty && !$0.contains("$(") }
        if let region = root[InfoPlistKey.developmentRegion] as? String, !region.contains("$(") {
            developmentRegion = region
        }
        // Binary and old-style plists have no XML to point into.
        let locator = self.format == .xml ? PlistLocator.scan(text) : nil
        if let manifest = root[SceneManifest.key] as? [String: Any] {
            sceneManifest = SceneManifest(manifest, at: locator?.position(ofKey: SceneManifest.key))
        }
        // Foundation on Linux reads characters XML 1.0 forbids (U+0000, &#xFFFF;); Xcode
        // and iOS refuse the whole file, so check must too.
        if self.format == .xml, let (keyPath, character) = Self.forbiddenCharacter(in: root, path: []) {
            problems.append(
                PlistProblem(
                    message:
                        "\(keyPath.joined(separator: ".")) holds \(XMLCharacters.name(character)), a character XML 1.0 "
                        + "forbids; Xcode refuses the whole property list: remove it",
                    position: keyPath.first.flatMap { locator?.position(ofKey: String($0.prefix { $0 != "[" })) }))
        }
        guard let value = root[arrayKey] else {
            misspeltItemsKey(root, locator: locator)
            return
        }
        hasShortcutItems = true
        guard let entries = value as? [Any] else {
            problems.append(
                PlistProblem(
                    message:
                        "\(arrayKey) must be an array of dictionaries (found \(PlistKind.name(of: value))); iOS ignores it",
                    position: locator?.position(ofKey: arrayKey)))
            return
        }
        for (index, item) in entries.enumerated() {
            guard let fields = item as? [String: Any] else {
                problems.append(
                    PlistProblem(
                        message:
                            "\(arrayKey)[\(index)] must be a dictionary (found \(PlistKind.name(of: item))); iOS ignores it",
                        position: locator?.position(ofKey: nil, inElement: index, ofArray: arrayKey)))
                continue
            }
            actions.append(action(fields, index: index, locator: locator))
        }
    }

    /// The key path of the first string or key in a property list that holds a character XML forbids.
    static func forbiddenCharacter(in value: Any, path: [String]) -> ([String], Unicode.Scalar)? {
        switch value {
        case let text as String:
            return XMLCharacters.firstForbidden(in: text).map { (path, $0) }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                var elementPath = path
                elementPath[elementPath.count - 1] += "[\(index)]"
                if let found = forbiddenCharacter(in: element, path: path.isEmpty ? ["[\(index)]"] : elementPath) {
                    return found
                }
            }
        case let dictionary as [String: Any]:
            for key in dictionary.keys.sorted() {
                if let character = XMLCharacters.firstForbidden(in: key) { return (path + [key], character) }
                if let found = forbiddenCharacter(in: dictionary[key]!, path: path + [key]) { return found }
            }
        default: break
        }
        return nil
    }

    /// A top-level array under a key a letter or two from `UIApplicationShortcutItems` (`UIApplicationShortcutItem`,
    /// the final s left off, in a real app): iOS reads none of its items. The rename is the repair.
    private mutating func misspeltItemsKey(_ root: [String: Any], locator: KeyPositions?) {
        let meant = InfoPlistKey.shortcutItems
        guard
            let key = root.keys.sorted().first(where: {
                root[$0] is [Any] && EditDistance.between($0.lowercased(), meant.lowercased()) <= 2
            })
        else { return }
        let count = (root[key] as? [Any])?.count ?? 0
        problems.append(
            PlistProblem(
                message:
                    "\(key): unknown key, which iOS ignores, so none of the \(count) quick "
                    + "\(count == 1 ? "action" : "actions") it holds is shown; did you mean \(DisplayText.quote(meant))?",
                position: locator?.position(ofKey: key),
                edit: .renameKey(key: key, newKey: meant)))
    }

    /// An item's key iOS does not read that is a letter or two from exactly one it does, which the item
    /// lacks (`UIApplicationShortcutItemTittle`): iOS ignores it, so its value is lost. The rename is the repair.
    private mutating func misspeltKeys(
        _ fields: [String: Any], index: Int, position: (String) -> SourcePosition?
    ) {
        let known = InfoPlistKey.itemKeys
        for key in fields.keys.sorted() where !known.contains(key) {
            let distances = known.map { (key: $0, distance: EditDistance.between($0.lowercased(), key.lowercased())) }
            guard let nearest = distances.map(\.distance).min(), nearest <= 2 else { continue }
            let candidates = distances.filter { $0.distance == nearest }.map(\.key)
            // Two at one distance are a choice for a person; a key the item already has is no rename.
            guard candidates.count == 1, let meant = candidates.first, fields[meant] == nil else { continue }
            problems.append(
                PlistProblem(
                    message:
                        "\(InfoPlistKey.shortcutItems)[\(index)].\(key): unknown key, which iOS ignores; "
                        + "did you mean \(DisplayText.quote(meant))?",
                    position: position(key),
                    edit: .renameItemKey(item: index, key: key, newKey: meant)))
        }
    }

    private mutating func action(_ fields: [String: Any], index: Int, locator: KeyPositions?) -> QuickAction {
        let arrayKey = InfoPlistKey.shortcutItems
        func position(_ key: String) -> SourcePosition? {
            locator?.position(ofKey: key, inElement: index, ofArray: arrayKey)
        }
        var positions: [QuickActionField: SourcePosition] = [:]
        func value(_ field: QuickActionField) -> SourceValue? {
            let key = field.key(in: .infoPlist)
            guard let value = fields[key] else { return nil }
            if let at = position(key) { positions[field] = at }
            if let text = value as? String { return .literal(text) }
            problems.append(
                PlistProblem(
                    message: "\(arrayKey)[\(index)].\(key) must be a string (found \(PlistKind.name(of: value)))",
                    position: position(key)))
            return .wrongType(found: PlistKind.name(of: value))
        }
        misspeltKeys(fields, index: index, position: position)
        // In the file's key order, so the problems come out in the order they always have.
        let type = value(.type), title = value(.title), subtitle = value(.subtitle)
        var iconKeys: [QuickActionField: SourceValue] = [:]
        for field in [QuickActionField.iconFile, .iconType, .iconSymbol] { iconKeys[field] = value(field) }
        // iOS takes an empty icon file name for no file: the item shows its icon type, or no icon. Harmless, so
        // not a finding either: apps leave `<string></string>` from a template.
        if let name = iconKeys[.iconFile]?.literal, name.allSatisfy(\.isWhitespace) { iconKeys[.iconFile] = nil }
        var userInfo: [String: PlistValue]?
        if let written = fields[InfoPlistKey.userInfo] {
            positions[.userInfo] = position(InfoPlistKey.userInfo)
            if case .dictionary(let values)? = PlistValue(propertyListObject: written) { userInfo = values }
        }
        var action = QuickAction(
            kind: .static, type: type, title: title, subtitle: subtitle, writtenIconKeys: iconKeys, userInfo: userInfo,
            declaredAt: SourceLocation(
                path: path, position: locator?.position(ofKey: nil, inElement: index, ofArray: arrayKey)),
            positions: positions, index: index)
        // Apple documents that an icon file makes the system ignore the icon type;
        // a symbol name (iOS 13+) is taken before the type too.
        for field in QuickActionField.iconKeys {
            guard let name = iconKeys[field]?.literal else { continue }
            switch field {
            case .iconFile: action.icon = .file(name)
            case .iconSymbol: action.icon = .symbol(name)
            default: action.icon = .type(SystemIconName(name))
            }
            action.positions[.icon] = positions[field]
            action.iconDeclaredAt = SourceLocation(path: path, position: positions[field])
            break
        }
        return action
    }
}
