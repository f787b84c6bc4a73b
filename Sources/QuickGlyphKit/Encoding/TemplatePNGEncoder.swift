import CPNGShim
import Foundation

/// Writes an alpha mask as a small template PNG: black everywhere, the shape
/// in alpha, and no chunk beyond IHDR, PLTE, tRNS, IDAT and IEND. libpng
/// writes the chunks; the image data is deflated by zlib (through libpng) or
/// by libdeflate. Each candidate is encoded and the smallest wins; ties go to
/// the earlier candidate, so the choice is stable.
public struct TemplatePNGEncoder: Sendable {
    public enum Layout: Sendable, CaseIterable {
        /// Black palette entries with one alpha each in tRNS, at the smallest bit depth.
        case palette
        /// 8-bit gray+alpha with gray always 0.
        case grayAlpha
    }

    public enum Deflater: Sendable, Equatable {
        /// libpng's zlib at level 9 with a strategy, any filter.
        case zlib(strategy: Int32)
        /// libdeflate at a level from 1 to 12, unfiltered 8-bit rows.
        case libdeflate(level: Int32)
    }

    public struct Candidate: Sendable, Equatable {
        public var layout: Layout
        public var filters: Int32
        public var deflater: Deflater

        public init(layout: Layout, filters: Int32, deflater: Deflater) {
            self.layout = layout
            self.filters = filters
            self.deflater = deflater
        }
    }

    // The values of libpng's PNG_FILTER_* masks and zlib's strategies.
    static let filterNone: Int32 = 0x08, filterSub: Int32 = 0x10, filterUp: Int32 = 0x20
    static let filterAverage: Int32 = 0x40, filterPaeth: Int32 = 0x80
    static let filterAll: Int32 = 0xF8
    static let strategyDefault: Int32 = 0, strategyFiltered: Int32 = 1

    public var candidates: [Candidate]

    public init(candidates: [Candidate] = TemplatePNGEncoder.standardCandidates) {
        self.candidates = candidates
    }

    /// Measured on the 647 Adwaita icons at three scales (1,869 images):
    /// unfiltered gray+alpha is the best layout (zlib level 9: 1,406,480 bytes,
    /// within 0.04% of the best of the twelve zlib combinations below; a palette
    /// loses on its PLTE and tRNS, and filters only add noise to a channel of
    /// mostly 0 and 255). oxipng -o max picks the same layout and filter and is
    /// 9.4% smaller only through libdeflate's level 12 (1,285,989 bytes).
    /// libdeflate's levels against that, with their deflate time on one core:
    /// 9: +6.7%, 0.44 s; 10: +2.9%, 1.5 s; 11: +1.1%, 3.2 s; 12: 0%, 4.2 s
    /// (zlib 9: +9.4%, 1.1 s). Level 10 is the cheapest within 3% of oxipng.
    public static let standardCandidates = standard(level: RenderOptions.defaultCompression)

    public static func standard(level: Int) -> [Candidate] {
        [Candidate(layout: .grayAlpha, filters: filterNone, deflater: .libdeflate(level: Int32(level)))]
    }

    /// Every zlib combination: for measuring what the standard choice leaves on the table.
    public static let exhaustiveCandidates: [Candidate] = Layout.allCases.flatMap { layout in
        [filterNone, filterSub, filterUp, filterAverage, filterPaeth, filterAll].flatMap { filters in
            [strategyDefault, strategyFiltered].map { Candidate(layout: layout, filters: filters, deflater: .zlib(strategy: $0)) }
        }
    }

    public func encode(_ mask: AlphaMask) throws(RenderError) -> Data {
        var best: Data?
        for candidate in candidates {
            let data = try encode(mask, as: candidate)
            if best == nil || data.count < best!.count { best = data }
        }
        guard let best else { throw .encodingFailed("no encoding was tried") }
        return best
    }

    public func encode(_ mask: AlphaMask, as candidate: Candidate) throws(RenderError) -> Data {
        switch candidate.layout {
        case .palette:
            var used = [Bool](repeating: false, count: 256)
            for value in mask.values { used[Int(value)] = true }
            let levels = (0..<256).filter { used[$0] }.map(UInt8.init)
            // Opaque black sorts last, so tRNS can leave it out.
            let transparentCount = levels.last == 255 ? levels.count - 1 : levels.count
            var indexOf = [UInt8](repeating: 0, count: 256)
            for (index, level) in levels.enumerated() { indexOf[Int(level)] = UInt8(index) }
            let indices = mask.values.map { indexOf[Int($0)] }
            // libdeflate takes the rows as they are: one byte an index.
            let packed: Int32 = levels.count <= 2 ? 1 : levels.count <= 4 ? 2 : levels.count <= 16 ? 4 : 8
            let bitDepth: Int32 = candidate.libdeflateLevel == 0 ? packed : 8
            let palette = [UInt8](repeating: 0, count: levels.count * 3)
            return try run(mask: mask, colorType: 3, bitDepth: bitDepth, pixels: indices,
                           palette: palette, alpha: Array(levels.prefix(transparentCount)), candidate: candidate)
        case .grayAlpha:
            var pixels = [UInt8](repeating: 0, count: mask.values.count * 2)
            for (index, value) in mask.values.enumerated() { pixels[index * 2 + 1] = value }
            return try run(mask: mask, colorType: 4, bitDepth: 8, pixels: pixels,
                           palette: [], alpha: [], candidate: candidate)
        }
    }

    private func run(mask: AlphaMask, colorType: Int32, bitDepth: Int32, pixels: [UInt8],
                     palette: [UInt8], alpha: [UInt8], candidate: Candidate) throws(RenderError) -> Data {
        var message = [CChar](repeating: 0, count: Int(QG_PNG_MESSAGE_SIZE))
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = pixels.withUnsafeBufferPointer { pixelBuffer in
            palette.withUnsafeBufferPointer { paletteBuffer in
                alpha.withUnsafeBufferPointer { alphaBuffer in
                    var request = qg_png_encode_request(
                        width: UInt32(mask.width), height: UInt32(mask.height),
                        color_type: colorType, bit_depth: bitDepth,
                        pixels: pixelBuffer.baseAddress, palette_rgb: paletteBuffer.baseAddress,
                        palette_alpha: alphaBuffer.baseAddress,
                        palette_size: Int32(palette.count / 3), trns_size: Int32(alpha.count),
                        filters: candidate.filters, compression_level: 9,
                        compression_strategy: candidate.strategyForZlib, compression_mem_level: 9,
                        libdeflate_level: candidate.libdeflateLevel)
                    return qg_png_encode(&request, &output, &size, &message)
                }
            }
        }
        guard status == 0, let output else { throw .encodingFailed(PNGImage.text(message)) }
        defer { qg_png_free_buffer(output) }
        return Data(bytes: output, count: size)
    }
}

extension TemplatePNGEncoder.Candidate {
    var strategyForZlib: Int32 {
        if case .zlib(let strategy) = deflater { return strategy }
        return TemplatePNGEncoder.strategyDefault
    }

    /// 0 means "not libdeflate" to the C shim.
    var libdeflateLevel: Int32 {
        if case .libdeflate(let level) = deflater { return level }
        return 0
    }
}
