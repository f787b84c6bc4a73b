import CPNGShim
import Foundation

/// Writes a colour picture (`build --preview`) as an 8-bit RGBA PNG, through the
/// same libpng framing and libdeflate data as the templates; IHDR, a tEXt
/// "Software" chunk when asked, IDAT and IEND, so the same pixels always give the same bytes.
package struct RGBAPNGEncoder: Sendable {
    var level: Int
    /// Written as the picture's tEXt "Software" chunk; nil for none.
    var software: String?

    package init(level: Int = TemplatePNGEncoder.defaultLevel, software: String? = nil) {
        self.level = level
        self.software = software
    }

    /// The bytes a tEXt "Software" chunk of `software` carries (its type, keyword, NUL and text,
    /// uncompressed): found in a file, they say this encoder wrote it with that value.
    package static func softwareChunkMarker(_ software: String) -> Data {
        Data("tEXtSoftware".utf8) + Data([0]) + Data(software.utf8)
    }

    /// `raster` is premultiplied (cairo's and the resampler's form); PNG stores straight colour.
    package func encode(_ raster: Raster) throws(EncodeError) -> Data {
        guard TemplatePNGEncoder.levels.contains(level) else { throw .invalidLevel(level) }
        var pixels = raster.pixels
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[index + 3])
            guard alpha > 0, alpha < 255 else { continue }
            for channel in 0..<3 {
                pixels[index + channel] = UInt8(min(255, (Int(pixels[index + channel]) * 255 + alpha / 2) / alpha))
            }
        }
        var message = [CChar](repeating: 0, count: Int(QG_PNG_MESSAGE_SIZE))
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = pixels.withUnsafeBufferPointer { buffer in
            qg_png_encode_rgba(
                UInt32(raster.width), UInt32(raster.height), buffer.baseAddress, Int32(level), software,
                &output, &size, &message)
        }
        guard status == 0, let output else { throw .libpng(PNGImage.text(message)) }
        defer { qg_png_free_buffer(output) }
        return Data(bytes: output, count: size)
    }
}
