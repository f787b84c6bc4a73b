import CPNGShim
import Foundation

/// Writes an alpha mask as a small template PNG: 8-bit gray+alpha, black
/// everywhere, the shape in alpha, and no chunk beyond IHDR, IDAT and IEND.
/// libpng writes the chunks; libdeflate deflates the unfiltered rows.
///
/// Measured on the 647 Adwaita icons at three scales (1,869 images): unfiltered
/// gray+alpha is the best layout (a palette loses on its PLTE and tRNS, and
/// filters only add noise to a channel of mostly 0 and 255); oxipng -o max
/// picks the same layout and filter, so the whole difference is the deflater.
/// `make bench` measures every level (docs/performance.md).
package struct TemplatePNGEncoder: Sendable {
    /// Level 8: the first level within 10% of oxipng's bytes (7 is just outside), for
    /// about a fifth more build time than level 1; 10 halves the gap for about half as
    /// much again, which `--compression 10` or `max` buys when bytes matter more.
    package static let defaultLevel = 8
    /// libdeflate's levels, 1 (fastest) to 12 (smallest).
    package static let levels = 1...12

    var level: Int

    package init(level: Int = TemplatePNGEncoder.defaultLevel) {
        self.level = level
    }

    /// `gray` is the colour of every pixel: black (0) for the template Xcode is given;
    /// the HTML report also draws a mask white (255), as the system tints it on dark.
    package func encode(_ mask: AlphaMask, gray: UInt8 = 0) throws(EncodeError) -> Data {
        guard TemplatePNGEncoder.levels.contains(level) else { throw .invalidLevel(level) }
        var pixels = [UInt8](repeating: gray, count: mask.values.count * 2)
        for (index, value) in mask.values.enumerated() { pixels[index * 2 + 1] = value }
        var message = [CChar](repeating: 0, count: Int(QG_PNG_MESSAGE_SIZE))
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = pixels.withUnsafeBufferPointer { buffer in
            qg_png_encode_gray_alpha(
                UInt32(mask.width), UInt32(mask.height), buffer.baseAddress, Int32(level),
                &output, &size, &message)
        }
        guard status == 0, let output else { throw .libpng(PNGImage.text(message)) }
        defer { qg_png_free_buffer(output) }
        return Data(bytes: output, count: size)
    }
}
