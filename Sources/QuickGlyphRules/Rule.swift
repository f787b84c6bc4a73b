import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// An image to judge: a PNG file from disk, or a glyph rendered from its source.
public struct ImageSubject: Sendable {
    public var path: String
    public var raster: Raster
    /// 1, 2 or 3 where known (from an `@2x` name, an imageset, or the render).
    public var scale: Int?
    /// What the PNG's header declared; nil for a render, which always has alpha.
    public var header: PNGImage.Header?

    public init(path: String, raster: Raster, scale: Int? = nil, header: PNGImage.Header? = nil) {
        self.path = path
        self.raster = raster
        self.scale = scale
        self.header = header
    }
}

/// Settings that change what a rule accepts.
public struct RuleContext: Sendable {
    /// Accept the HIG's 104 px at @3x besides 105 px.
    public var acceptsHIGSizes: Bool

    public init(acceptsHIGSizes: Bool = false) {
        self.acceptsHIGSizes = acceptsHIGSizes
    }
}

/// One of a rule's own examples: an image it must (or must not) find fault with.
public struct ImageExample: Sendable {
    public var name: String
    /// Where the rule fires on a triggering example: `.image`, or the pixel its finding names. None for the others.
    public var locations: [ExampleLocation]
    public var subject: @Sendable () -> ImageSubject

    public init(_ name: String, at locations: ExampleLocation..., subject: @escaping @Sendable () -> ImageSubject) {
        self.name = name
        self.locations = locations
        self.subject = subject
    }
}

/// A rule about one image. Each rule is one type that carries its description
/// and examples that trigger it and examples that do not; the tests run them all.
public protocol ImageRule: Sendable {
    static var description: DiagnosticDescription { get }
    static var triggeringExamples: [ImageExample] { get }
    static var nonTriggeringExamples: [ImageExample] { get }
    init()
    func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding]
}

extension ImageRule {
    /// A finding of this rule at its own severity.
    func finding(_ subject: ImageSubject, _ message: String, pixel: PixelPosition? = nil) -> Finding {
        Finding(Self.description, path: subject.path, message: message, pixel: pixel)
    }
}
