import Foundation
import QuickGlyphSystem

/// `--report FILE`: the HTML report written beside whatever stdout carries.
package enum HTMLReport {
    /// Through the guard on files outside `--out`, atomically: a reader (a CI artifact
    /// upload, a browser reloading) never sees half a page, a failed write leaves the
    /// old one, and only a report an earlier run wrote is replaced.
    /// - Returns: whether the file's bytes changed (`.unchanged` when it already held this page).
    @discardableResult
    package static func write(
        _ subject: some ReportSubject, to url: URL, files: AppFileGuard
    ) throws(AppFileError) -> FileWriter.Outcome {
        try files.replace(files.open(url), with: Data(HTMLReporter().document(subject).utf8), claim: claim)
    }

    /// A page quickglyph wrote names it as its generator in its head.
    static var claim: AppFileGuard.Claim {
        .generated(what: "an HTML report quickglyph wrote") { data in
            data.prefix(4096).range(of: Data(HTMLPage.generatorTag.utf8)) != nil
        }
    }
}
