import Foundation

/// `--report FILE`: the HTML report written beside whatever stdout carries.
public enum HTMLReport {
    /// Through a temporary file and a rename: a reader (a CI artifact upload, a browser
    /// reloading) never sees half a page, and a failed write leaves the old one.
    public static func write(_ subject: some ReportSubject, to url: URL) throws {
        try FileWriter.replace(url, with: Data(HTMLReporter().document(subject).utf8))
    }
}
