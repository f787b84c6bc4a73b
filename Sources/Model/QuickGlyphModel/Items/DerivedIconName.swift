/// A file icon's name traced from a generated accessor's spelling (`R.image.searchIcon.name`)
/// by its generator's naming rule to the target's images, because the file the generator
/// writes is not among the sources (R.swift 7 writes it into the build folder). Kept beside
/// the icon so a report can say the name was derived rather than read, and, when several of
/// the target's images fit the accessor, which ones.
package struct DerivedIconName: Sendable, Equatable, Hashable {
    /// The accessor as written: `R.image.searchIcon.name`.
    package var accessor: String
    /// The generator whose naming rule was applied, as its users know it: `R.swift`.
    package var generator: String
    /// The target's image names the rule turns into the accessor, in byte order: one when the
    /// icon is that name, several when it is left unresolved.
    package var candidates: [String]

    package init(accessor: String, generator: String, candidates: [String]) {
        self.accessor = accessor
        self.generator = generator
        self.candidates = candidates
    }

    /// Whether the rule gave exactly one name, which the icon then is.
    package var isResolved: Bool { candidates.count == 1 }
}
