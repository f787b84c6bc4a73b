import QuickGlyphModel

/// `NAME.imageset/Contents.json`.
public struct ImagesetContents: Codable, Sendable, Equatable {
    public struct Image: Codable, Sendable, Equatable {
        public var filename: String?
        public var idiom: String
        public var scale: String?

        public init(filename: String?, idiom: String = "universal", scale: String?) {
            self.filename = filename
            self.idiom = idiom
            self.scale = scale
        }
    }

    public struct Properties: Codable, Sendable, Equatable {
        public var templateRenderingIntent: String?

        enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent"
        }

        public init(templateRenderingIntent: String?) {
            self.templateRenderingIntent = templateRenderingIntent
        }
    }

    public var images: [Image]
    public var info: CatalogInfo
    public var properties: Properties?

    public init(images: [Image], info: CatalogInfo = .xcode, properties: Properties?) {
        self.images = images
        self.info = info
        self.properties = properties
    }

    /// A template image at the given scales, its files named by `AssetNaming`.
    public static func template(name: String, scales: [Int]) -> ImagesetContents {
        ImagesetContents(
            images: scales.sorted().map { Image(filename: AssetNaming.filename(name: name, scale: $0), scale: AssetNaming.scaleString($0)) },
            properties: Properties(templateRenderingIntent: "template"))
    }
}
