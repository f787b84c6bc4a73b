/// Converts in the calling thread: fast and simple, but a renderer that
/// aborts takes the process with it. The library's default, and what a
/// worker process runs.
package struct InProcessConversion: GlyphConversion {
    init() {}

    package func convert(_ request: ConversionRequest) -> ConversionOutcome {
        do {
            var converter = GlyphConverter(options: request.options)
            converter.artboardScale = request.artboardScale
            converter.androidScale = request.androidScale
            switch request.pass {
            case .convert: break
            case .measure:
                return .converted(
                    try converter.measure(
                        data: request.primaryData, kind: request.kind, path: request.path,
                        baseDirectory: request.baseDirectory))
            case .android:
                // A set's square comes from its most detailed file, as when it was converted.
                return .converted(
                    try converter.drawForAndroid(
                        data: request.primaryData, kind: request.kind, path: request.path,
                        baseDirectory: request.baseDirectory))
            }
            if !request.scaleSet.isEmpty { return .converted(try converter.convert(scaleSet: request.scaleSet)) }
            return .converted(
                try converter
                    .convert(
                        data: request.data, kind: request.kind, path: request.path, baseDirectory: request.baseDirectory
                    ))
        } catch {
            return .refused(error)
        }
    }

    package func finish() {}
}
