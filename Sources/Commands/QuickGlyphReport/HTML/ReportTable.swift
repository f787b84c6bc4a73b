/// A plain table of text in the HTML report.
package struct ReportTable: Sendable {
    var heading: String
    var columns: [String]
    var rows: [[String]]

    package init(heading: String, columns: [String], rows: [[String]]) {
        self.heading = heading
        self.columns = columns
        self.rows = rows
    }
}
