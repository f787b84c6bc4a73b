/// A plain table of text in the HTML report.
package struct ReportTable: Sendable {
    package var heading: String
    package var columns: [String]
    package var rows: [[String]]

    package init(heading: String, columns: [String], rows: [[String]]) {
        self.heading = heading
        self.columns = columns
        self.rows = rows
    }
}
