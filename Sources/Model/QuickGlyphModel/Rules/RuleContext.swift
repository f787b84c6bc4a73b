/// Settings that change what a rule accepts.
package struct RuleContext: Sendable {
    /// Accept the HIG's 104 px at @3x besides 105 px.
    package var acceptsHIGSizes: Bool

    package init(acceptsHIGSizes: Bool = false) {
        self.acceptsHIGSizes = acceptsHIGSizes
    }
}
