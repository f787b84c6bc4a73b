import CLibDeflate
import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

extension ExampleFile {
    /// The file's bytes: images encoded as `build` writes them, then damaged if asked.
    var data: Data {
        switch self {
        case .bytes(let data):
            return data
        case .png(let raster):
            return Self.templatePNG(raster)
        case let .damagedPNG(raster, damage):
            let png = Self.templatePNG(raster)
            switch damage {
            case .truncated(let bytes):
                return png.prefix(bytes)
            case .corruptHeaderChecksum:
                var bytes = [UInt8](png)
                // Signature (8) + length (4) + "IHDR" (4) + 13 bytes of header: the CRC follows.
                bytes[29] ^= 0xFF
                return Data(bytes)
            }
        case let .pngHeaderOnly(width, height):
            var header = Data()
            for value in [width, height] {
                header.append(contentsOf: withUnsafeBytes(of: value.bigEndian) { Array($0) })
            }
            header.append(contentsOf: [8, 6, 0, 0, 0])
            // libpng reads the header up to the first IDAT and rejects an IEND before one,
            // so an empty IDAT lets the claimed size, not the missing data, be what is judged.
            return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Self.chunk("IHDR", header)
                + Self.chunk("IDAT", Data()) + Self.chunk("IEND", Data())
        }
    }

    /// The raster's alpha as a template PNG, encoded by the production encoder.
    package static func templatePNG(_ raster: Raster) -> Data {
        do {
            return try TemplatePNGEncoder().encode(raster.alphaMask)
        } catch {
            preconditionFailure("a test image could not be encoded: \(error)")
        }
    }

    /// A PNG chunk, its CRC from libdeflate.
    private static func chunk(_ type: String, _ body: Data) -> Data {
        var data = Data()
        data.append(contentsOf: withUnsafeBytes(of: UInt32(body.count).bigEndian) { Array($0) })
        let typed = Data(type.utf8) + body
        data.append(typed)
        let crc = typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        data.append(contentsOf: withUnsafeBytes(of: crc.bigEndian) { Array($0) })
        return data
    }
}
