import CPNGShim
import Foundation
import QuickGlyphModel

/// A decoded PNG file: its pixels as premultiplied RGBA, and what its header declared.
package struct PNGImage: Sendable {
    package enum ColorType: Int, Sendable {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

        var name: String {
            switch self {
            case .gray: return "grayscale"
            case .rgb: return "RGB"
            case .palette: return "palette"
            case .grayAlpha: return "gray+alpha"
            case .rgba: return "RGBA"
            }
        }
    }

    package struct Header: Sendable, Equatable {
        package var width: Int
        package var height: Int
        package var colorType: ColorType
        package var bitDepth: Int
        package var interlaced: Bool
        var hasTransparencyChunk: Bool

        package init(
            width: Int, height: Int, colorType: ColorType, bitDepth: Int, interlaced: Bool, hasTransparencyChunk: Bool
        ) {
            self.width = width
            self.height = height
            self.colorType = colorType
            self.bitDepth = bitDepth
            self.interlaced = interlaced
            self.hasTransparencyChunk = hasTransparencyChunk
        }

        /// Whether the file can say anything about transparency at all.
        package var hasAlphaInformation: Bool {
            colorType == .grayAlpha || colorType == .rgba || hasTransparencyChunk
        }
    }

    package let header: Header
    package let raster: Raster

    /// The one size limit, for `build`'s sources and `check`'s files alike: a
    /// header claiming more pixels a side is refused before anything is
    /// allocated. A glyph needs 105 px; a handoff export a few hundred.
    static let maximumSide = 8192

    package init(data: Data) throws(PNGDecodeError) {
        let declared = try PNGImage.header(of: data)
        guard declared.width <= PNGImage.maximumSide, declared.height <= PNGImage.maximumSide else {
            throw .tooLarge(width: declared.width, height: declared.height, limit: PNGImage.maximumSide)
        }
        var image = qg_png_image()
        var message = [CChar](repeating: 0, count: Int(QG_PNG_MESSAGE_SIZE))
        let maximumPixels = UInt64(PNGImage.maximumSide) * UInt64(PNGImage.maximumSide)
        let count = declared.width * declared.height * 4
        var status: Int32 = 1
        // libpng writes straight into the raster's own buffer: an 8192 px source is
        // 256 MB, held once, not decoded into one buffer and copied into another.
        let straight = [UInt8](unsafeUninitializedCapacity: count) { pixels, initialized in
            status = data.withUnsafeBytes { buffer in
                qg_png_decode(
                    buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count,
                    maximumPixels, &image, pixels.baseAddress, count, &message)
            }
            initialized = status == 0 ? count : 0
        }
        guard status == 0 else { throw .rejected(PNGImage.text(message)) }
        header = PNGImage.header(of: image)
        raster = Raster(width: header.width, height: header.height, straightRGBA: consume straight)
    }

    /// Reads only the header chunk: what size and kind of image a file claims to be.
    package static func header(of data: Data) throws(PNGDecodeError) -> Header {
        var image = qg_png_image()
        var message = [CChar](repeating: 0, count: Int(QG_PNG_MESSAGE_SIZE))
        let status = data.withUnsafeBytes { buffer in
            qg_png_read_header(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, &image, &message)
        }
        guard status == 0 else {
            if let format = otherFormat(of: data) { throw .otherFormat(format) }
            throw .rejected(text(message))
        }
        return header(of: image)
    }

    /// The bitmap format a file refused as PNG is, by its first bytes: a photo or an export saved as JPEG, GIF,
    /// WebP or HEIC and renamed `.png` is named for what it is, not for the signature libpng missed.
    static func otherFormat(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(12))
        func ascii(_ range: Range<Int>) -> String? {
            range.upperBound <= bytes.count ? String(decoding: bytes[range], as: UTF8.self) : nil
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if ascii(0..<6) == "GIF87a" || ascii(0..<6) == "GIF89a" { return "GIF" }
        if ascii(0..<4) == "RIFF", ascii(8..<12) == "WEBP" { return "WebP" }
        if ascii(4..<8) == "ftyp", let brand = ascii(8..<12), ["heic", "heix", "mif1", "msf1"].contains(brand) {
            return "HEIC"
        }
        return nil
    }

    private static func header(of image: qg_png_image) -> Header {
        Header(
            width: Int(image.width), height: Int(image.height),
            colorType: ColorType(rawValue: Int(image.color_type)) ?? .rgba,
            bitDepth: Int(image.bit_depth), interlaced: image.interlaced != 0,
            hasTransparencyChunk: image.has_trns != 0)
    }

    /// libpng's message from the shim's buffer.
    package static func text(_ message: [CChar]) -> String {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return text.isEmpty ? "libpng reported an error" : text
    }
}
