/// What a reporter produced, per stream: the CLI writes each as it is.
public struct ReportOutput: Sendable, Equatable {
    public var standardOutput: String
    public var standardError: String

    public init(standardOutput: String, standardError: String = "") {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
