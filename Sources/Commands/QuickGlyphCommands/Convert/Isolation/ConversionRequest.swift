import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// One glyph to convert: everything `GlyphConverter.convert` takes, so it can
/// cross a pipe to a worker process.
package struct ConversionRequest: Sendable, Codable {
    var data: Data
    var kind: SourceKind
    /// For the findings' path.
    var path: String
    /// Where an SVG's relative references are resolved.
    var baseDirectory: URL?
    var options: OutputOptions
    /// Under `--fit auto`: the factor the build gave this glyph's set.
    var artboardScale: Double
    /// What the worker does with the source.
    var pass: Pass
    /// Under `--android`, for a glyph an item uses: the scale its Android square is drawn at, in the same
    /// call as its iOS images (`ConvertedGlyph.android`).
    var androidScale: Int?
    /// A PNG scale set's files, smallest scale first, with `data` empty (each file's bytes cross
    /// the pipe once); empty for a glyph drawn from one file.
    var scaleSet: [DrawnScale]

    /// The one file's bytes, or a set's largest file's: what a measure reads (it places the whole set).
    var primaryData: Data { scaleSet.last?.data ?? data }

    enum Pass: String, Sendable, Codable {
        /// Draw every scale and judge the glyph with the rules (and Android's square, when asked).
        case convert
        /// Only measure the ink (the first pass of `--fit auto`): no masks, no rules.
        case measure
        /// Only Android's square: the glyph's iOS images are current from an earlier build, which judged it.
        case android
    }

    init(
        data: Data, kind: SourceKind, path: String, baseDirectory: URL?, options: OutputOptions,
        artboardScale: Double = 1, pass: Pass = .convert, androidScale: Int? = nil, scaleSet: [DrawnScale] = []
    ) {
        self.data = data
        self.kind = kind
        self.path = path
        self.baseDirectory = baseDirectory
        self.options = options
        self.artboardScale = artboardScale
        self.pass = pass
        self.androidScale = androidScale
        self.scaleSet = scaleSet
    }

    private enum CodingKeys: String, CodingKey {
        case data, kind, path, baseDirectory, options, artboardScale, pass, androidScale, scaleSet
    }

    // Written by hand because SourceKind lives in the render layer, which knows nothing of Codable.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        data = try container.decode(Data.self, forKey: .data)
        let kindName = try container.decode(String.self, forKey: .kind)
        guard let kind = SourceKind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown kind \(kindName)")
        }
        self.kind = kind
        path = try container.decode(String.self, forKey: .path)
        baseDirectory = try container.decodeIfPresent(String.self, forKey: .baseDirectory).map {
            URL(fileURLWithPath: $0)
        }
        options = try container.decode(OutputOptions.self, forKey: .options)
        artboardScale = try container.decode(Double.self, forKey: .artboardScale)
        pass = try container.decode(Pass.self, forKey: .pass)
        androidScale = try container.decodeIfPresent(Int.self, forKey: .androidScale)
        scaleSet = try container.decode([DrawnScale].self, forKey: .scaleSet)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(data, forKey: .data)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(baseDirectory?.path, forKey: .baseDirectory)
        try container.encode(options, forKey: .options)
        try container.encode(artboardScale, forKey: .artboardScale)
        try container.encode(pass, forKey: .pass)
        try container.encodeIfPresent(androidScale, forKey: .androidScale)
        try container.encode(scaleSet, forKey: .scaleSet)
    }
}
