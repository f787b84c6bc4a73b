import QuickGlyphModel

/// Separable resampling in premultiplied alpha: an exact area average when
/// shrinking (every source pixel counts by how much of it a target pixel
/// covers), a tent (bilinear) filter when enlarging. Never nearest-neighbour.
package enum Resampler {
    /// Draws `source` region `from` into a transparent `canvas`×`canvas` image at `to`.
    package static func resample(_ source: Raster, from: Rect, to: Rect, canvas: Int) -> Raster {
        let columns = weights(
            sourceStart: from.x, sourceLength: from.width, sourceLimit: source.width,
            targetStart: to.x, targetLength: to.width, targetCount: canvas)
        let rows = weights(
            sourceStart: from.y, sourceLength: from.height, sourceLimit: source.height,
            targetStart: to.y, targetLength: to.height, targetCount: canvas)
        // Horizontal pass, only over the source rows some target row needs.
        var neededRows = [Bool](repeating: false, count: source.height)
        for taps in rows { for tap in taps { neededRows[tap.index] = true } }
        var horizontal = [Float](repeating: 0, count: canvas * source.height * 4)
        source.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<source.height where neededRows[y] {
                let sourceRow = y * source.width * 4
                let targetRow = y * canvas * 4
                for x in 0..<canvas {
                    var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for tap in columns[x] {
                        let index = sourceRow + tap.index * 4
                        sum.0 += Float(pixels[index]) * tap.weight
                        sum.1 += Float(pixels[index + 1]) * tap.weight
                        sum.2 += Float(pixels[index + 2]) * tap.weight
                        sum.3 += Float(pixels[index + 3]) * tap.weight
                    }
                    let target = targetRow + x * 4
                    horizontal[target] = sum.0
                    horizontal[target + 1] = sum.1
                    horizontal[target + 2] = sum.2
                    horizontal[target + 3] = sum.3
                }
            }
        }
        var output = [UInt8](repeating: 0, count: canvas * canvas * 4)
        for y in 0..<canvas {
            for x in 0..<canvas {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for tap in rows[y] {
                    let index = (tap.index * canvas + x) * 4
                    sum.0 += horizontal[index] * tap.weight
                    sum.1 += horizontal[index + 1] * tap.weight
                    sum.2 += horizontal[index + 2] * tap.weight
                    sum.3 += horizontal[index + 3] * tap.weight
                }
                let target = (y * canvas + x) * 4
                let alpha = quantize(sum.3)
                output[target + 3] = alpha
                // Premultiplied colour can never exceed its alpha.
                output[target] = min(quantize(sum.0), alpha)
                output[target + 1] = min(quantize(sum.1), alpha)
                output[target + 2] = min(quantize(sum.2), alpha)
            }
        }
        return Raster(width: canvas, height: canvas, pixels: output)
    }

    struct Tap {
        var index: Int
        var weight: Float
    }

    private static func quantize(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, (value + 0.5).rounded(.down))))
    }

    /// For each target pixel, the source pixels it draws from and their weights.
    static func weights(
        sourceStart: Double, sourceLength: Double, sourceLimit: Int,
        targetStart: Double, targetLength: Double, targetCount: Int
    ) -> [[Tap]] {
        let sourcePerTarget = sourceLength / targetLength
        let sourceEnd = sourceStart + sourceLength
        return (0..<targetCount).map { target in
            // The target pixel's span, clipped to the placed rectangle, in source coordinates.
            let spanStart = max(Double(target), targetStart)
            let spanEnd = min(Double(target + 1), targetStart + targetLength)
            guard spanEnd > spanStart else { return [] }
            let start = sourceStart + (spanStart - targetStart) * sourcePerTarget
            let end = sourceStart + (spanEnd - targetStart) * sourcePerTarget
            if sourcePerTarget >= 1 {
                return areaTaps(start: start, end: end, sourcePerTarget: sourcePerTarget, limit: sourceLimit)
            }
            let coverage = spanEnd - spanStart
            return tentTaps(
                center: (start + end) / 2, coverage: coverage,
                clampStart: sourceStart, clampEnd: sourceEnd, limit: sourceLimit)
        }
    }

    private static func areaTaps(start: Double, end: Double, sourcePerTarget: Double, limit: Int) -> [Tap] {
        var taps: [Tap] = []
        var index = max(0, Int(start.rounded(.down)))
        while Double(index) < end && index < limit {
            let overlap = min(end, Double(index + 1)) - max(start, Double(index))
            if overlap > 0 { taps.append(Tap(index: index, weight: Float(overlap / sourcePerTarget))) }
            index += 1
        }
        return taps
    }

    private static func tentTaps(
        center: Double, coverage: Double, clampStart: Double, clampEnd: Double, limit: Int
    ) -> [Tap] {
        // Sample positions are pixel centres; stay inside the placed source region.
        let position = min(max(center, clampStart + 0.5), clampEnd - 0.5) - 0.5
        let left = Int(position.rounded(.down))
        let fraction = position - Double(left)
        let first = min(max(left, 0), limit - 1), second = min(max(left + 1, 0), limit - 1)
        return [
            Tap(index: first, weight: Float((1 - fraction) * coverage)),
            Tap(index: second, weight: Float(fraction * coverage)),
        ]
    }
}
