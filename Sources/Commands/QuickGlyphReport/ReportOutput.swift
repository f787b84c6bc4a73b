/// What a reporter produced, per stream: the CLI writes each as it is.
package struct ReportOutput: Sendable, Equatable {
    package var standardOutput: String
    package var standardError: String

    init(standardOutput: String, standardError: String = "") {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
