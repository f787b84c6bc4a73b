import QuickGlyphModel

/// `NAME.imageset/Contents.json`.
package struct ImagesetContents: Codable, Sendable, Equatable {
    package struct Image: Codable, Sendable, Equatable {
        var filename: String?
        var idiom: String
        package var scale: String?

        init(filename: String?, idiom: String = "universal", scale: String?) {
            self.filename = filename
            self.idiom = idiom
            self.scale = scale
        }
    }

    package struct Properties: Codable, Sendable, Equatable {
        var templateRenderingIntent: String?

        enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent"
        }

        init(templateRenderingIntent: String?) {
            self.templateRenderingIntent = templateRenderingIntent
        }
    }

    var images: [Image]
    package var info: CatalogInfo
    var properties: Properties?

    init(images: [Image], info: CatalogInfo = .xcode, properties: Properties?) {
        self.images = images
        self.info = info
        self.properties = properties
    }

    /// A template image at the given scales, its files named by `AssetNaming`.
    package static func template(name: String, scales: [Int]) -> ImagesetContents {
        ImagesetContents(
            images: scales.sorted().map {
                Image(filename: AssetNaming.filename(name: name, scale: $0), scale: AssetNaming.scaleString($0))
            },
            properties: Properties(templateRenderingIntent: "template"))
    }
}
