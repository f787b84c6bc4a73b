/// Runs the quick-action rules over the files that declare quick actions (Info.plists, items files, code).
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// Returns the findings, and what the app-wide rules count of the quick actions, as a `CheckOutcome`.
struct ShortcutsJudge {
    var context: RuleContext

    /// The quick actions of one file, with the target that ships them.
    struct File {
        var subject: ShortcutsSubject
        var target: String?
    }

    /// Each file's items judged. With several application targets (`labelTargets`) a finding names
    /// its target; one file shipped by two targets that finds the same thing in both is one finding
    /// naming both.
    func judge(_ files: [File], labelTargets: Bool = false) -> CheckOutcome {
        var outcome = CheckOutcome()
        var byFinding: [(finding: Finding, targets: [String])] = []
        // Where each finding is in `byFinding`: looked up, not searched for, however many there are.
        var indexOf: [Finding: Int] = [:]
        for item in files {
            let subject = item.subject
            outcome.files.insert(subject.path)
            let rules = RuleRegistry.shortcutsRules.filter { subject.kind != .code || $0.appliesToCode }
            for finding in rules.flatMap({ $0.init().validate(subject, context: context) }) {
                if let index = indexOf[finding] {
                    if let target = item.target, !byFinding[index].targets.contains(target) {
                        byFinding[index].targets.append(target)
                    }
                } else {
                    indexOf[finding] = byFinding.count
                    byFinding.append((finding, item.target.map { [$0] } ?? []))
                }
            }
            // An Info.plist without quick actions says nothing about which imagesets are glyphs.
            if !subject.actions.isEmpty || !subject.problems.isEmpty { outcome.addSource(subject.path) }
            outcome.actionCount += subject.actions.count
            outcome.computedIcons +=
                subject.actions.flatMap(\.iconVariants).filter { action in
                    if case .unresolved? = action.iconKey(.iconFile) { return true } else { return false }
                }.count
            outcome.usedIcons.formUnion(
                subject.actions.flatMap(\.iconVariants).compactMap { $0.iconKey(.iconFile)?.string }
                    .flatMap(AssetNaming.iconLookupNames))
        }
        for (finding, targets) in byFinding {
            var finding = finding
            if labelTargets, !targets.isEmpty {
                let named = targets.count == 1 ? "target \(targets[0])" : "targets \(DisplayText.list(targets))"
                finding.message = named + ": " + finding.message
            }
            outcome.findings.append(finding)
        }
        return outcome
    }
}
