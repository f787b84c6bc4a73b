/// The variants of an app module that `check` tells apart: only where their merged resources can differ (a library
/// or a source set of some variants only); otherwise one variant stands for all.
package struct AndroidVariant: Sendable, Equatable {
    /// `freeDebug`, `release`.
    package var name: String
    /// The names a configuration or source set prefix may have to apply to it, most specific first: `freeDebug`,
    /// `debug`, `free`.
    package var matches: [String]

    package init(name: String, matches: [String]) {
        self.name = name
        self.matches = matches
    }

    /// Whether a dependency declared under these conditions is merged in this variant.
    package func meets(_ conditions: [Set<String>]) -> Bool {
        conditions.contains { $0.isSubset(of: Set(matches)) }
    }

    /// The variants of an app: each flavour with each build type (Gradle's `debug` and `release` always exist), or
    /// each build type with no flavours. A prefix used but matching none of them (a flavour made in a loop, a second
    /// flavour dimension) becomes a variant of its own, so what it adds is still judged.
    package static func all(
        buildTypes declared: [String], flavours: [String], prefixes: Set<String>
    ) -> [AndroidVariant] {
        var buildTypes = ["debug", "release"]
        for type in declared where !buildTypes.contains(type) { buildTypes.append(type) }
        var variants: [AndroidVariant] = []
        if flavours.isEmpty {
            variants = buildTypes.map { AndroidVariant(name: $0, matches: [$0]) }
        } else {
            for flavour in flavours {
                for type in buildTypes {
                    let name = flavour + capitalized(type)
                    variants.append(AndroidVariant(name: name, matches: [name, type, flavour]))
                }
            }
        }
        let matched = Set(variants.flatMap(\.matches))
        for prefix in prefixes.sorted() where !matched.contains(prefix) {
            variants.append(AndroidVariant(name: prefix, matches: [prefix]))
        }
        return variants
    }

    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
