import Foundation

/// A rule about files rather than one image: a PNG file's bytes, an imageset,
/// a list of quick actions, or the app as a whole. Its examples are file trees,
/// because what it judges only exists on disk (names, siblings, catalogs).
package protocol TreeRule: DescribedTreeRule {
    associatedtype Subject
    init()
    func validate(_ subject: Subject, context: RuleContext) -> [Finding]
}

extension TreeRule {
    /// A finding of this rule at its own severity.
    package func finding(_ path: String, _ message: String, position: SourcePosition? = nil) -> Finding {
        Finding(Self.description, path: path, message: message, position: position)
    }

    /// A finding of this rule where `location` points.
    package func finding(at location: SourceLocation, _ message: String) -> Finding {
        Finding(Self.description, path: location.path, message: message, position: location.position)
    }
}
