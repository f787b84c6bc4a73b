import Foundation
import QuickGlyphModel

/// The version-1 JSON document of `check` or `build`, in the one layout quickglyph
/// writes JSON in (sorted keys), so the same input gives the same bytes.
package struct JSONReporter: Reporter {
    /// The document's `"version"`, the same for both commands: its fields are a contract.
    package static let documentVersion = 1

    package init() {}

    package func render(_ subject: some ReportSubject) -> ReportOutput {
        // Only strings, integers, arrays and dictionaries: serialization cannot fail.
        let data = (try? JSONFormatting.serialize(subject.jsonObject)) ?? Data()
        return ReportOutput(standardOutput: String(decoding: data, as: UTF8.self))
    }
}
