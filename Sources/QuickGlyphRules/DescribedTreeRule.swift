import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// What every file rule says about itself, whatever its subject: for the docs and the example tests.
public protocol DescribedTreeRule: Sendable {
    static var description: DiagnosticDescription { get }
    static var triggeringExamples: [TreeExample] { get }
    static var nonTriggeringExamples: [TreeExample] { get }
}
