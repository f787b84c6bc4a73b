/// A plain table of text in the HTML report.
public struct ReportTable: Sendable {
    public var heading: String
    public var columns: [String]
    public var rows: [[String]]

    public init(heading: String, columns: [String], rows: [[String]]) {
        self.heading = heading
        self.columns = columns
        self.rows = rows
    }
}
