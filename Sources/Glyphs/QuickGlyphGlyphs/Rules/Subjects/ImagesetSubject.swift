import Foundation
import QuickGlyphModel

/// One `NAME.imageset` folder: its Contents.json read leniently, so that every
/// problem can be reported rather than only the first, and the files beside it.
package struct ImagesetSubject: Sendable {
    /// One entry of `images`, with whatever of its fields had the right type.
    package struct Entry: Sendable {
        var index: Int
        package var filename: String?
        package var scale: String?
        var idiom: String?
        /// Appearance and other variant keys: two entries only clash when these match too.
        var variant: [String: JSONValue]

        /// 1, 2 or 3 for a known scale string.
        package var scaleNumber: Int? {
            scale.flatMap(AssetNaming.scale(fromString:))
        }

        /// Which device and appearance the entry is for, in words: "universal",
        /// "ipad", "universal, dark": only images of one variant are one drawing at several scales.
        package var variantLabel: String {
            let keys = variant.keys.sorted().map { key -> String in
                guard key == "appearances", case .array(let list) = variant[key]! else {
                    return "\(key) \(variant[key]!.compactText)"
                }
                return list.map { item in
                    guard case .object(let fields) = item, case .string(let value)? = fields["value"] else {
                        return item.compactText
                    }
                    return value == "high" ? "high contrast" : value
                }.joined(separator: ", ")
            }
            return ([idiom ?? "universal"] + keys).joined(separator: ", ")
        }
    }

    /// A Contents.json field with the wrong type, by entry index where there is one.
    struct TypeProblem: Sendable {
        var message: String
        var entry: Int?
        /// The key it is about; nil for the object itself (the root, or the entry).
        var key: String?
    }

    /// One decoded image of the set, for the rules that compare scales.
    package struct ScaledImage: Sendable {
        package var scale: Int
        var path: String
        package var raster: Raster
        /// The entry's `variantLabel`.
        var variant: String

        package init(scale: Int, path: String, raster: Raster, variant: String = "universal") {
            self.scale = scale
            self.path = path
            self.raster = raster
            self.variant = variant
        }
    }

    static let knownScales = GlyphGeometry.scales.map(AssetNaming.scaleString)
    static let knownIdioms = [
        "universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision",
        "ios-marketing", "watch-marketing", "mac-catalyst",
    ]

    var path: String
    package var name: String
    package var contentsPath: String
    /// Why Contents.json could not be read or parsed, if it could not.
    var contentsError: String?
    package var entries: [Entry]
    var typeProblems: [TypeProblem]
    package var templateRenderingIntent: String?
    /// The files in the folder besides Contents.json (hidden files left out).
    package var files: [String]
    /// Files of the folder that are symbolic links leading out of it, with where they lead: never read.
    var linksOutside: [String: String]
    /// Whether it holds a quick-action glyph: the glyph rules (intent, scales) apply only then.
    var isQuickActionGlyph: Bool
    package var images: [ScaledImage]
    var locator: KeyPositions?

    package init(
        path: String, files: [String], contents: Result<Data, FileProblem>, isQuickActionGlyph: Bool,
        images: [ScaledImage] = [], linksOutside: [String: String] = [:]
    ) {
        self.path = path
        self.linksOutside = linksOutside
        let base = (path as NSString).lastPathComponent
        let suffix = "." + AssetNaming.imagesetExtension
        name = base.hasSuffix(suffix) ? String(base.dropLast(suffix.count)) : base
        contentsPath = (path as NSString).appendingPathComponent(AssetNaming.contentsFile)
        self.files = files
        self.isQuickActionGlyph = isQuickActionGlyph
        self.images = images
        entries = []
        typeProblems = []
        switch contents {
        case .failure(let problem):
            contentsError = problem.reason
        case .success(let data):
            locator = JSONLocator.scan([UInt8](data))
            do throws(JSONParseError) {
                read(try JSONValue.parse(data))
            } catch {
                contentsError = "not valid JSON: \(error.reason)"
            }
        }
    }

    /// Where a key of an entry (of the root, for a nil entry) sits in Contents.json; a nil key is the object itself.
    func position(entry: Int?, key: String?) -> SourcePosition? {
        guard let locator else { return nil }
        guard let entry else { return locator.position(ofKey: key) }
        return locator.position(ofKey: key, inElement: entry, ofArray: "images")
    }

    private mutating func read(_ document: JSONValue) {
        guard case .object(let root) = document else {
            contentsError = "the root must be an object (found \(document.kindName))"
            return
        }
        if let value = root["images"] {
            if case .array(let images) = value {
                for (index, image) in images.enumerated() { read(image, index: index) }
            } else {
                typeProblems.append(
                    TypeProblem(
                        message: "\"images\" must be an array (found \(value.kindName))", entry: nil, key: "images"))
            }
        } else {
            typeProblems.append(TypeProblem(message: "\"images\" is missing", entry: nil, key: nil))
        }
        if let value = root["properties"] {
            guard case .object(let properties) = value else {
                typeProblems.append(
                    TypeProblem(
                        message: "\"properties\" must be an object (found \(value.kindName))", entry: nil,
                        key: "properties"))
                return
            }
            if let intent = properties["template-rendering-intent"] {
                if case .string(let text) = intent {
                    templateRenderingIntent = text
                } else {
                    typeProblems.append(
                        TypeProblem(
                            message: "\"template-rendering-intent\" must be a string (found \(intent.kindName))",
                            entry: nil, key: "template-rendering-intent"))
                }
            }
        }
    }

    private mutating func read(_ image: JSONValue, index: Int) {
        guard case .object(let fields) = image else {
            typeProblems.append(
                TypeProblem(
                    message: "images[\(index)] must be an object (found \(image.kindName))", entry: index, key: nil))
            return
        }
        func string(_ key: String) -> String? {
            guard let value = fields[key] else { return nil }
            guard case .string(let text) = value else {
                typeProblems.append(
                    TypeProblem(
                        message: "images[\(index)].\(key) must be a string (found \(value.kindName))", entry: index,
                        key: key))
                return nil
            }
            return text
        }
        let variant = fields.filter { !["filename", "scale", "idiom"].contains($0.key) }
        entries.append(
            Entry(
                index: index, filename: string("filename"), scale: string("scale"),
                idiom: string("idiom"), variant: variant))
    }
}
