import Foundation

/// What every file rule says about itself, whatever its subject: for the docs, the
/// registry and the example tests.
package protocol DescribedTreeRule: Sendable {
    static var description: DiagnosticDescription { get }
    /// Its place among the rules of its subject in the generated registry (scripts/generate-rules.py):
    /// their findings on one subject come out in this order, so a new rule takes the next number.
    static var order: Int { get }
}
