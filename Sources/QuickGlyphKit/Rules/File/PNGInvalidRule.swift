import Foundation

/// A file that is not a readable PNG is an error with libpng's reason, never a crash.
public struct PNGInvalidRule: PNGFileRule {
    public static let description = RuleDescription(
        id: "png-invalid", name: "Unreadable or corrupt PNG", severity: .error,
        summary: "The file cannot be read or decoded as a PNG (wrong signature, bad CRC, truncated data), "
            + "or its header claims absurd dimensions.")

    public init() {}

    public func validate(_ subject: PNGFileSubject, context: RuleContext) -> [Finding] {
        switch subject.outcome {
        case .decoded:
            return []
        case .unreadable(let reason):
            return [finding(subject.path, "cannot read the file: \(reason)")]
        case .rejected(let reason):
            return [finding(subject.path, "not a usable PNG: \(reason); export the image again")]
        case .absurdSize(let header):
            return [finding(subject.path, "the header claims \(header.width)x\(header.height) px, far beyond any quick-action "
                            + "glyph (35 pt is at most 105 px); export it at 35 pt per scale")]
        }
    }

    public static let triggeringExamples = [
        TreeExample("text renamed to .png") { ["glyph@2x.png": Data("not a png".utf8)] },
        TreeExample("truncated file") { ["glyph@2x.png": Fixtures.pngData(Fixtures.disc(path: "")).prefix(60)] },
        TreeExample("bad CRC") { ["glyph@2x.png": Fixtures.corruptingCRC(Fixtures.pngData(Fixtures.disc(path: "")))] },
        TreeExample("absurd dimensions") { ["glyph@2x.png": Fixtures.pngHeaderOnly(width: 100_000, height: 100_000)] },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("a good PNG") { ["glyph@2x.png": Fixtures.pngData(Fixtures.disc(path: ""))] },
    ]
}
