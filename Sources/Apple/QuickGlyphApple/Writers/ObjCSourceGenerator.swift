import QuickGlyphModel

/// The pair of files `build --objc PATH.h` writes for an Objective-C app: the header
/// declares a string constant for each quick action of the items file and a class of
/// class methods (named by `--objc-class`) that maps a `UIApplicationShortcutItem` back
/// to one, makes the dynamic items and holds the cold- and warm-start hooks of both life
/// cycles; the `.m` beside it defines them. What the Swift file's enum offers, in
/// Objective-C's terms: an action is the constant itself (an `NSString`, the type as the
/// items file writes it), and every method returns that very object, so `==` works as
/// `isEqualToString:` does.
///
/// A class of its own rather than `--swift-type`'s name: a mixed app that writes both
/// files sees the header through its bridging header, where a class named like the Swift
/// enum would clash with it.
/// The bytes depend only on the items, the class's name, the header's file name and the
/// items file's path as written, so an unchanged items file gives unchanged files.
/// The code compiles with ARC (Xcode's default) and without it (GNUstep, where it is tested).
package struct ObjCSourceGenerator: Sendable {
    /// The class's name when `--objc-class` does not give one: not the Swift enum's
    /// (`QuickAction`), so that an app generating both can import both.
    package static let defaultClassName = "QuickActions"
    /// The strings table iOS looks Info.plist's titles up in, as the Swift file does.
    static let stringsTable = SwiftSourceGenerator.stringsTable
    /// The first line of both files, as the Swift file's: what marks a file as one quickglyph may replace.
    static let headerPrefix = SwiftSourceGenerator.headerPrefix

    /// C's and Objective-C's keywords, which cannot name the class.
    static let keywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
        "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
        "_Bool", "_Complex", "_Imaginary", "BOOL", "Class", "IMP", "SEL", "YES", "NO", "id", "in", "inout", "nil",
        "Nil", "oneway", "out", "self", "super", "bycopy", "byref", "nonnull", "nullable", "instancetype",
    ]
    /// Why `name` cannot be the class's name, in words ending in what to do; nil when it can.
    package static func classNameProblem(_ name: String) -> String? {
        let instead = "choose another name, such as \(defaultClassName)"
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
            }),
            !keywords.contains(name)
        else {
            return
                "'\(name)' is not an Objective-C class name (ASCII letters, digits and underscores, not starting with a digit, "
                + "not a keyword)"
        }
        // Every class and type the files use is Foundation's or UIKit's (NSString, UIApplication), and
        // Apple keeps those prefixes for its own: a class of the app named so clashes now or with a later SDK.
        if name.hasPrefix("NS") || name.hasPrefix("UI") {
            return
                "'\(name)' begins with \(name.prefix(2)), the prefix of Apple's classes, which the generated files use; \(instead)"
        }
        return nil
    }

    /// Why `path` cannot be the header `--objc` names, in words; nil when it can: a `.h`, whose
    /// `.m` takes the same base name, and a name the `.m`'s `#import "…"` can spell.
    package static func headerPathProblem(_ path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard name.hasSuffix(".h"), name.count > 2 else {
            return
                "'\(DisplayText.escapingControls(path))' is not a header: name a FILE.h (its FILE.m is written beside it)"
        }
        if name.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control }
        ) {
            return
                "'\(DisplayText.escapingControls(name))' cannot be written in an #import line (a quote, a backslash or a "
                + "control character); choose another file name"
        }
        return nil
    }

    /// The `.m` beside the header `path`: the same path, `.m` for `.h`.
    package static func implementationPath(forHeader path: String) -> String {
        String(path.dropLast(2)) + ".m"
    }

    var items: [QuickAction]
    var className: String
    /// The header's file name, which the `.m` imports.
    var headerName: String
    /// The items file as the user named it, for the header: where to make a change.
    var itemsPath: String

    package init(
        items: [QuickAction], className: String = ObjCSourceGenerator.defaultClassName, headerName: String,
        itemsPath: String
    ) {
        self.items = items
        self.className = className
        self.headerName = headerName
        self.itemsPath = itemsPath
    }

    /// Items whose type uses a build setting the app cannot know at run time: the same refusal as the Swift file's.
    package var unsupportedTypes: [(index: Int, settings: [String])] {
        SwiftSourceGenerator(items: items, itemsPath: itemsPath).unsupportedTypes
    }

    /// Each item's constant, in the items file's order: the class's name and the Swift
    /// enum's case name for it (`QuickActionsNewMessage`), so the two languages agree. The
    /// enum's members are avoided as there, which keeps `localized` off the `.m`'s
    /// `QuickActionsLocalized` function: such an item's constant is `QuickActionsLocalizedAction`.
    var constants: [(name: String, item: QuickAction)] {
        let names = SwiftIdentifier.caseNames(forTypes: items.map(\.typeText), avoiding: SwiftSourceGenerator.members)
        return zip(names, items).map { (className + $0.prefix(1).uppercased() + $0.dropFirst(), $1) }
    }

    /// The `.h`, Templates/QuickActions.h.template with `templateValues`.
    package func header() -> String {
        GeneratedCodeTemplates.objCHeader.rendering(templateValues)
    }

    /// The `.m`, Templates/QuickActions.m.template with `templateValues`.
    package func implementation() -> String {
        GeneratedCodeTemplates.objCImplementation.rendering(templateValues)
    }

    /// What both templates read: the names, and each constant's values as finished Objective-C
    /// (literals quoted, expressions put together), in lists for each part that lists some.
    var templateValues: [String: CodeTemplate.Value] {
        let constants = constants
        let list = { (include: (QuickAction) -> Bool) in
            CodeTemplate.Value.list(constants.filter { include($0.item) }.map { record(name: $0.name, item: $0.item) })
        }
        let names = { (include: (QuickAction) -> Bool) in
            CodeTemplate.Value.text(constants.filter { include($0.item) }.map(\.name).joined(separator: ", "))
        }
        return [
            "itemsPath": .text(DisplayText.escapingControls(itemsPath)),
            "className": .text(className),
            "headerName": .text(headerName),
            "localized": .text(className + "Localized"),
            "autorelease": .text(className.uppercased() + "_AUTORELEASE"),
            "stringsTable": .text(Self.stringsTable),
            "constants": list { _ in true },
            "dynamic": list(\.isDynamic),
            "subtitled": list { $0.subtitleText != nil },
            "withIcons": list { Self.iconExpression($0.icon) != nil },
            "withUserInfo": list { $0.userInfo != nil },
            // `A, B`, joined here: the template language has loops but no separators.
            "allConstants": names { _ in true },
            "dynamicConstants": names(\.isDynamic),
        ]
    }

    /// One constant's values; `subtitle` and `userInfo` only where the item has them, so that a
    /// template that reads them elsewhere fails rather than printing nothing.
    private func record(name: String, item: QuickAction) -> [String: CodeTemplate.Value] {
        var record: [String: CodeTemplate.Value] = [
            "name": .text(name),
            "summary": .text(summary(of: item)),
            "declaredType": .text(Self.literal(item.typeText)),
            "type": .text(expression(forType: item.typeText)),
            "title": .text(Self.literal(item.titleText)),
            "hasSubtitle": .flag(item.subtitleText != nil),
            "icon": .text(Self.iconExpression(item.icon) ?? "nil"),
            "iconIsSymbol": .flag({ if case .symbol = item.icon { return true } else { return false } }()),
        ]
        record["subtitle"] = item.subtitleText.map { .text(Self.literal($0)) }
        record["userInfo"] = item.userInfo.map { .text(dictionaryExpression($0)) }
        return record
    }

    /// `"Scan Code", "QR or barcode"; template image "scan"; dynamic`: what autocompletion shows.
    private func summary(of item: QuickAction) -> String {
        // Quoted as C quotes, escaped as the literals are: no text from the items file ends the comment's line.
        let quoted = { (text: String) in String(Self.literal(text).dropFirst()) }
        var parts = [([item.titleText] + (item.subtitleText.map { [$0] } ?? [])).map(quoted).joined(separator: ", ")]
        switch item.icon {
        case .file(let name): parts.append("template image \(quoted(name))")
        case .type(let name): parts.append("system icon \(Self.systemIconConstant(name))")
        case .symbol(let name): parts.append("SF Symbol \(quoted(name))")
        case .none, .unresolved: break
        }
        parts.append(item.isDynamic ? "dynamic: made in code" : "static: in Info.plist")
        return parts.joined(separator: "; ")
    }

    /// `UIApplicationShortcutIconTypeSearch`: Info.plist's value is the constant's name.
    private static func systemIconConstant(_ name: SystemIconName) -> String {
        name.icon?.plistValue ?? name.written
    }

    /// The icon an item names, made: a template image, a system icon or an SF Symbol; nil for none.
    /// A symbol needs iOS 13: the template makes it behind a check, and before iOS 13 the item has
    /// no icon, as iOS shows none for a symbol in Info.plist there.
    private static func iconExpression(_ icon: QuickActionIcon) -> String? {
        switch icon {
        case .file(let name): return "[UIApplicationShortcutIcon iconWithTemplateImageName:\(literal(name))]"
        case .type(let name): return "[UIApplicationShortcutIcon iconWithType:\(systemIconConstant(name))]"
        case .symbol(let name): return "[UIApplicationShortcutIcon iconWithSystemImageName:\(literal(name))]"
        case .none, .unresolved: return nil
        }
    }

    /// `[@[bundleIdentifier, @".compose"] componentsJoinedByString:@""]`: the type put together at run time.
    private func expression(forType type: String) -> String {
        let parts = ShortcutTypeTemplate(type).parts.map { part -> String in
            switch part {
            case .text(let text): return Self.literal(text)
            case .bundleIdentifier: return "bundleIdentifier"
            }
        }
        switch parts.count {
        case 0: return Self.literal("")
        case 1: return parts[0]
        default: return "[@[\(parts.joined(separator: ", "))] componentsJoinedByString:@\"\"]"
        }
    }

    /// A dictionary literal of Foundation objects, keys sorted: the classes a property list decodes into.
    private func dictionaryExpression(_ values: [String: PlistValue]) -> String {
        let pairs = values.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { "\(Self.literal($0)): \(objectExpression(values[$0]!))" }
        return "@{" + pairs.joined(separator: ", ") + "}"
    }

    private func objectExpression(_ value: PlistValue) -> String {
        switch value {
        case .string(let text): return Self.literal(text)
        // `LL`, so that a number past 32 bits is not cut; the lowest has no literal of its own.
        case .integer(let number):
            return number == Int.min ? "@(\(Int.min + 1)LL - 1)" : "@(\(number)LL)"
        // The shortest text that reads back as the same double, always with a point or exponent.
        case .real(let number): return "@(\(number))"
        // Not `@YES`: in GNUstep's headers, where the tests compile it, YES is a cast that cannot be boxed.
        case .bool(let flag): return "[NSNumber numberWithBool:\(flag ? "YES" : "NO")]"
        case .array(let values): return "@[" + values.map(objectExpression).joined(separator: ", ") + "]"
        case .dictionary(let values): return dictionaryExpression(values)
        }
    }

    /// An Objective-C string literal of `text`: quotes, backslashes and `?` (a trigraph's start)
    /// escaped, a control character as three-digit octal escapes (a hex one would run on into
    /// the next digit), and a format, separator, private-use or unassigned scalar as `\u`/`\U`,
    /// so no text from the items file can end the literal, a comment or a line, or hide in the source.
    static func literal(_ text: String) -> String {
        var result = "@\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "?": result += "\\?"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control:
                    // C has no universal character name for a control character: its UTF-8 bytes, each in octal.
                    for byte in String(scalar).utf8 {
                        let octal = String(byte, radix: 8)
                        result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                    }
                case .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result +=
                        scalar.value > 0xFFFF
                        ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
