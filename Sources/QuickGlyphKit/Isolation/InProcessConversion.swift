/// Converts in the calling thread: fast and simple, but a renderer that
/// aborts takes the process with it. The library's default, and what a
/// worker process runs.
public struct InProcessConversion: GlyphConversion {
    public init() {}

    public func convert(_ request: ConversionRequest) -> ConversionOutcome {
        do {
            return .converted(try GlyphConverter(options: request.options)
                .convert(data: request.data, kind: request.kind, path: request.path, baseDirectory: request.baseDirectory))
        } catch {
            return .refused(error)
        }
    }

    public func finish() {}
}
