import Foundation
import QuickGlyphModel

/// A file that is not a readable PNG is an error with libpng's reason, never a crash.
package struct PNGInvalidRule: PNGFileRule {
    package static let order = 1
    package static let description = DiagnosticDescription(
        id: .pngInvalid, name: "Unreadable or corrupt PNG", severity: .error,
        repair: .needsPerson,
        summary: "The file cannot be decoded as a PNG (wrong signature, bad CRC, truncated data), "
            + "or its header claims more than \(PNGImage.maximumSide) px a side. In build also a source over 10 MB, or one "
            + "whose decoding crashed its worker process or ran past --glyph-timeout.")

    package init() {}

    package func validate(_ subject: PNGFileSubject, context: RuleContext) -> [Finding] {
        switch subject.outcome {
        case .decoded:
            return []
        case .unreadable(let error):
            // Not this rule's to judge: the file has no bytes to call a PNG or not.
            return [Finding(ToolDiagnostics.unreadable, path: subject.path, message: error.description)]
        case .rejected(let error):
            return [finding(subject.path, error.description)]
        }
    }
}
