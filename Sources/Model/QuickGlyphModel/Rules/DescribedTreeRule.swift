import Foundation

/// What every file rule says about itself, whatever its subject: for the docs, the
/// registry and the example tests.
package protocol DescribedTreeRule: Sendable {
    static var description: DiagnosticDescription { get }
}
