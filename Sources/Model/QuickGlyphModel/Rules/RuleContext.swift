
/// Settings that change what a rule accepts.
public struct RuleContext: Sendable {
    /// Accept the HIG's 104 px at @3x besides 105 px.
    public var acceptsHIGSizes: Bool

    public init(acceptsHIGSizes: Bool = false) {
        self.acceptsHIGSizes = acceptsHIGSizes
    }
}
