import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Where an app's own files use an image by name, so that `check --fix` knows whether an imageset
/// a quick action shows is also the app's for something else (a tab bar icon), and must be left
/// as it is. Pure: the caller reads the files and hands over their bytes.
///
/// A use is any of these, at the position where it starts:
/// - Swift and Objective-C (`.swift`; `.m`, `.mm`, `.h`): a string literal whose value is exactly
///   the name (`"star"`, `@"star"`, a C string, a raw or multi-line literal; never one that merely
///   holds it, `"star-large"`; never one in a comment); in Objective-C also one in a `#define`;
/// - Xcode's generated asset symbols (`XcodeAssetSymbolNaming`): `ImageResource.star`,
///   `UIImage.star`, `NSImage.star`, and `.star` as an implicit member (`UIImage(resource: .star)`,
///   `Image(.star)`, `tabBarItem.image = .star`), but not `case .star` nor `.star(…)`, which are an
///   enum's; in Objective-C `ACImageNameStar`;
/// - R.swift's accessors, `R.image.star` (`R.image.folder.star` in a namespace), by its naming
///   rule (`RswiftNaming`);
/// - storyboards and xibs (`.storyboard`, `.xib`): an attribute naming the image
///   (`InterfaceImageReader`), at the attribute's name. A file `XMLParser` will not read is searched
///   byte by byte for an attribute value equal to the name instead, so it is never taken as unused.
///
/// The generated files that only declare the accessors (`GeneratedAssetSymbols.swift`, `.h`,
/// `R.generated.swift`) are passed over: their literals are every image's, not a use. SwiftGen's
/// accessors (`Asset.star.image`) are not traced: the file SwiftGen writes, usually committed, holds
/// each image's name as a literal (`ImageAsset(name: "star")`), which counts as a use, so an image
/// SwiftGen lists is always taken as used. A name built at run time (`"tab_\(index)"`) is not seen.
/// Every choice errs towards an image being used, the safe side for the fix: a use too many makes it
/// write a `NAME-quickaction` imageset it did not need; a use missed would redraw a tab bar's icon.
///
/// The quick actions' own icons are excluded by the caller's positions: `iconsAt` takes each
/// action's `QuickAction.iconDeclaredAt`, and every use inside the icon made there
/// (`UIApplicationShortcutIcon(templateImageName: "star")`, the Objective-C message) is dropped,
/// or the one use starting there when the position is a literal (an argument of a helper that
/// makes the icon, or the literal of a constant only quick actions' icons name, a `#define`'s too).
/// Paths are compared as given: the same strings as the files'.
package struct ImageNameUses: Sendable {
    /// The image's name, as `templateImageName:` and `UIImage(named:)` take it.
    let name: String
    private let swiftSymbol: String?
    private let objCSymbols: Set<String>
    private let rswiftPaths: Set<[String]>

    /// Files that only declare generated accessors.
    private static let generatedDeclarations: Set<String> = [
        "GeneratedAssetSymbols.swift", "GeneratedAssetSymbols.h", "R.generated.swift",
    ]
    /// The types Xcode gives an image's symbol on (`ImageResource.star`, `UIImage.star`).
    private static let symbolTypes: Set<String> = ["ImageResource", "UIImage", "NSImage"]

    /// Byte strings one of which every use holds: a file holding none is not tokenized at all.
    private let needles: [[UInt8]]

    package init(name: String) {
        self.name = name
        swiftSymbol = XcodeAssetSymbolNaming.swiftSymbol(name)
        objCSymbols = XcodeAssetSymbolNaming.objCSymbols(name)
        rswiftPaths = RswiftNaming.accessorPaths(ofAssetName: name)
        // The name as written (in a literal, or XML-escaped in a storyboard), each symbol, and each
        // R.swift accessor's last part. A literal spelled with escapes (`"ic\u{5F}x"`) is missed; no app
        // writes an image's name so.
        let escaped = name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
        var texts: Set<String> = [name, escaped]
        if let swiftSymbol { texts.insert(swiftSymbol) }
        texts.formUnion(objCSymbols)
        texts.formUnion(rswiftPaths.compactMap(\.last))
        needles = texts.filter { !$0.isEmpty }.sorted().map { Array($0.utf8) }
    }

    /// Every use in `files`, in their order and then by position; other kinds of file are passed over.
    package func locations(
        in files: [(path: String, bytes: [UInt8])], excludingIconsAt icons: [SourceLocation] = []
    ) -> [SourceLocation] {
        files.flatMap { file in
            locations(
                inFile: file.path, bytes: file.bytes,
                excludingIconsAt: icons.filter { $0.path == file.path }.compactMap(\.position))
        }
    }

    /// Every use in one file, by position.
    package func locations(
        inFile path: String, bytes: [UInt8], excludingIconsAt icons: [SourcePosition] = []
    ) -> [SourceLocation] {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        guard !Self.generatedDeclarations.contains(fileName) else { return [] }
        let holdsOne = bytes.withUnsafeBufferPointer { buffer in needles.contains { ByteSearch.contains(buffer, $0) } }
        guard holdsOne else { return [] }
        let offsets: [Int]
        switch Self.pathExtension(fileName) {
        case "swift": offsets = codeUses(bytes, language: .swift, icons: icons)
        case "m", "mm", "h": offsets = codeUses(bytes, language: .objectiveC, icons: icons)
        case "storyboard", "xib": offsets = interfaceUses(bytes)
        default: return []
        }
        let lines = LineTable(bytes)
        return offsets.sorted().map { SourceLocation(path: path, position: lines.position(at: $0)) }
    }

    // MARK: Code

    private func codeUses(_ bytes: [UInt8], language: SourceLanguage, icons: [SourcePosition]) -> [Int] {
        let code = CodeStructure(TokenizedSource(bytes: bytes, language: language))
        let excluded = icons.compactMap { excludedRange(at: $0, in: code) }
        let uses: [Int]
        switch language {
        case .swift:
            uses = swiftUses(code)
        case .objectiveC:
            // The tokenizer skips preprocessor lines whole; a `#define` naming the image is a use, so
            // they are read again as code, each `#` a space (the offsets stay the same).
            uses = objCUses(TokenizedSource(bytes: Self.exposingDirectives(bytes), language: .objectiveC).tokens)
        }
        // A position no token of the code starts at may be a `#define`'s literal (a quick action's own constant):
        // the use starting there is dropped.
        let exact = Set(icons)
        return uses.filter { use in
            !excluded.contains { $0.contains(use) } && !exact.contains(code.source.lines.position(at: use))
        }
    }

    /// The bytes of the icon made at `position`, or of the one token there.
    private func excludedRange(at position: SourcePosition, in code: CodeStructure) -> Range<Int>? {
        guard let start = IconConstruction.token(at: position, in: code) else { return nil }
        let first = code.tokens[start].range.lowerBound
        guard let construction = IconConstruction(startingAt: start, in: code) else { return code.tokens[start].range }
        return
            first..<(construction.close.map { code.tokens[$0].range.upperBound } ?? code.tokens[start].range.upperBound)
    }

    private func swiftUses(_ code: CodeStructure) -> [Int] {
        let tokens = code.tokens
        var uses: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.stringValue == name {
                uses.append(token.range.lowerBound)
            } else if token.kind == .identifier, token.text == swiftSymbol, code.isSymbol(index - 1, ".") {
                if let type = code.text(index - 2), code.isIdentifier(index - 2), Self.symbolTypes.contains(type) {
                    uses.append(tokens[index - 2].range.lowerBound)
                } else if isImplicitMember(dot: index - 1, in: code), !code.isSymbol(index + 1, "(") {
                    uses.append(tokens[index - 1].range.lowerBound)
                }
            } else if token.kind == .identifier, token.text == "R" || token.text == "_R",
                !code.isSymbol(index - 1, "."),
                code.isSymbol(index + 1, "."), code.isIdentifier(index + 2, "image"),
                rswiftAccessor(after: index + 3, in: code)
            {
                uses.append(token.range.lowerBound)
            }
        }
        return uses
    }

    /// `.star` starting an expression (`= .star`, `(.star`, `resource: .star`), not `x.star`, nor an
    /// enum's case in a pattern or comparison (`case .star`, `== .star`).
    private func isImplicitMember(dot: Int, in code: CodeStructure) -> Bool {
        guard dot > 0 else { return true }
        let previous = code.tokens[dot - 1]
        switch previous.kind {
        case .identifier, .number, .string, .nonLiteralString, .character:
            return false
        case .keyword:
            return !["self", "Self", "super", "case"].contains(previous.text)
        case .punctuation:
            return ![")", "]", "}", "?", "!", ">", "==", "!=", "~="].contains(previous.text)
        }
    }

    /// `.star` or `.folder.star` after `R.image`, a path R.swift gives the image (what follows,
    /// `.name`, `()`, `.image`, is the accessor's use).
    private func rswiftAccessor(after dot: Int, in code: CodeStructure) -> Bool {
        var path: [String] = []
        var index = dot
        while code.isSymbol(index, "."), code.isIdentifier(index + 1) {
            path.append(code.tokens[index + 1].text)
            if rswiftPaths.contains(path) { return true }
            index += 2
        }
        return false
    }

    private func objCUses(_ tokens: [Token]) -> [Int] {
        tokens.filter { token in
            token.stringValue == name || (token.kind == .identifier && objCSymbols.contains(token.text))
        }.map(\.range.lowerBound)
    }

    /// The bytes with the `#` of each preprocessor line a space.
    static func exposingDirectives(_ bytes: [UInt8]) -> [UInt8] {
        var exposed = bytes
        var lineStart = true
        for offset in exposed.indices {
            let byte = exposed[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lineStart = true
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                continue
            } else {
                if lineStart && byte == UInt8(ascii: "#") { exposed[offset] = UInt8(ascii: " ") }
                lineStart = false
            }
        }
        return exposed
    }

    // MARK: Storyboards and xibs

    private func interfaceUses(_ bytes: [UInt8]) -> [Int] {
        if let named = InterfaceImageReader.images(in: bytes) {
            return named.filter { $0.value == name }.map(\.offset)
        }
        return rawAttributeUses(bytes)
    }

    /// In XML the parser will not read: every `attribute="NAME"` (or in single quotes), the name
    /// escaped as Interface Builder writes it, at the attribute's name.
    private func rawAttributeUses(_ bytes: [UInt8]) -> [Int] {
        let escaped = name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        var uses: [Int] = []
        for (quote, value) in [
            ("\"", escaped.replacingOccurrences(of: "\"", with: "&quot;")),
            ("'", escaped.replacingOccurrences(of: "'", with: "&apos;")),
        ] {
            let needle = Array((quote + value + quote).utf8)
            var offset = 0
            while offset + needle.count <= bytes.count {
                defer { offset += 1 }
                guard bytes[offset] == needle[0], bytes[offset..<(offset + needle.count)].elementsEqual(needle) else {
                    continue
                }
                var before = offset - 1
                while before >= 0,
                    bytes[before] == 0x20 || bytes[before] == 0x09 || bytes[before] == 0x0A || bytes[before] == 0x0D
                { before -= 1 }
                guard before >= 0, bytes[before] == UInt8(ascii: "=") else { continue }
                before -= 1
                while before >= 0,
                    bytes[before] == 0x20 || bytes[before] == 0x09 || bytes[before] == 0x0A || bytes[before] == 0x0D
                { before -= 1 }
                var start = before
                while start > 0, ByteClass.isIdentifierByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ":") {
                    start -= 1
                }
                uses.append(before >= 0 ? start : offset)
            }
        }
        return uses
    }

    private static func pathExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
