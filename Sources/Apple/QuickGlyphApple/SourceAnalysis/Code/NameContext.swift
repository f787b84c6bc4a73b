import QuickGlyphModel

/// What a value reader needs to follow a name: the resolver, which file of
/// its corpus the reader reads, and how many names were followed to get there.
struct NameContext {
    let resolver: NameResolver
    let file: Int
    let depth: Int

    /// The value the expression at `range` names, or nil when it is not a chain of literal declarations.
    func value(of range: Range<Int>, in code: CodeStructure) -> SourceValue? {
        resolver.value(of: range, in: code, file: file, depth: depth)
    }

    /// `member` (a `switch self` property, or `rawValue`) of one enum case; nil when not one literal.
    func value(of member: String, of enumCase: EnumCase) -> SourceValue? {
        resolver.caseMember(member, of: enumCase, depth: depth)
    }

    /// `String(describing:)` of an enum case: its name, when nothing in the code describes it otherwise.
    func described(_ enumCase: EnumCase) -> SourceValue? {
        resolver.caseDescription(enumCase)
    }
}
