/// What one `check --fix` did: the repairs made (in a dry run, the ones it would make), the
/// findings of kinds it repairs that it left and why, and the check of the result.
package struct FixOutcome: Sendable {
    var dryRun: Bool
    package var repairs: [Repair] = []
    package var notRepaired: [NotRepaired] = []
    /// Repairs a failed write stopped part-way: some of their files written, the rest left to the
    /// journal, which the next `--fix` finishes.
    var begun: [Repair] = []
    /// What finishing an interrupted fix did, a line each.
    var finished: [String] = []
    /// The write that stopped the fix part-way (a full disk, a file changed meanwhile): the journal
    /// stays, and the next `--fix` finishes the repairs.
    package var failure: FixError?
    /// Where the originals of the files replaced are kept, outside a repository.
    var originals = FixOriginals()
    /// The check of the result; in a dry run, the check of what is there.
    package var report: CheckReport

    init(dryRun: Bool, report: CheckReport) {
        self.dryRun = dryRun
        self.report = report
    }

    /// Every file changed (or, in a dry run, to be changed) by the repairs made, once.
    var changedFiles: [String] {
        var seen = Set<String>()
        return repairs.flatMap(\.changes).filter(\.changes).map(\.path).filter { seen.insert($0).inserted }
    }
}
