import Foundation
import QuickGlyphModel

/// A manifest or shortcuts XML that does not parse stops Android's build; one that is a link or a
/// FIFO is not opened. Either way its shortcuts cannot be judged, and the report says so at the parser's position.
package struct AndroidShortcutsUnreadableRule: AndroidModuleRule {
    package static let order = 1
    package static let description = DiagnosticDescription(
        id: .androidShortcutsUnreadable, name: "Android shortcuts not readable", severity: .error,
        repair: .none,
        summary:
            "The manifest, a shortcuts XML or a resource file its shortcuts use cannot be read (a link, a FIFO, too large) "
            + "or does not parse; named at the parser's line and column, with the reason.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        subject.problems.map { problem in
            let role: String
            if problem.path == subject.manifestPath {
                role = "the manifest"
            } else if subject.launchers.contains(where: { $0.shortcuts.contains { $0.files.contains(problem.path) } }) {
                role = "this shortcuts file"
            } else if problem.path.hasSuffix(".gradle") || problem.path.hasSuffix(".gradle.kts") {
                role = "the Gradle file"
            } else {
                role = "this resource file"
            }
            switch problem.kind {
            case let .tooLarge(size, limit):
                return finding(
                    problem.path,
                    "\(limit.refusal(size, subject: role)), so it was not read and its shortcuts cannot be checked",
                    position: problem.position)
            case .pastLimit:
                return finding(
                    problem.path,
                    "\(role) was not read to the end (\(problem.reason)), so its shortcuts cannot be checked",
                    position: problem.position)
            case .malformed, .notRead:
                let fix =
                    problem.kind == .malformed
                    ? "Android's build stops on it too; fix the XML" : "make it a regular file of the module"
                return finding(
                    problem.path, "\(role) cannot be read (\(problem.reason)): \(fix) so its shortcuts can be checked",
                    position: problem.position)
            }
        }
    }
}
