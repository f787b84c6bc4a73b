import QuickGlyphModel

/// The resources one variant of the app merges, as the Android Gradle plugin merges them: the app's own source
/// sets (the variant's, its build type's, its flavour's, then `main`) over its library modules, each library over
/// the ones it depends on. A name defined by several keeps the first: `strings` and `icons` list each name's
/// definitions in that order.
package struct AndroidResourceView: Sendable, Equatable {
    /// The variants that merge exactly these sources (`freeDebug`, `release`); empty when every variant does.
    package var variants: [String]
    /// The `res/` folders merged, highest priority first.
    package var sources: [AndroidResourceSource]
    /// Every `<string>` of the sources' values folders, by name: the app's first, then each library's.
    package var strings: [String: [AndroidStringResource]]
    /// The files each shortcut icon reference (`@drawable/ic_add`) may resolve to, by the reference as written.
    var icons: [String: [AndroidDrawableFile]]
    /// What this variant merges that was not read: a label or icon none of the sources defines may be defined there.
    package var unread: [AndroidUnreadDependency]

    init(
        variants: [String] = [], sources: [AndroidResourceSource] = [],
        strings: [String: [AndroidStringResource]] = [:], icons: [String: [AndroidDrawableFile]] = [:],
        unread: [AndroidUnreadDependency] = []
    ) {
        self.variants = variants
        self.sources = sources
        self.strings = strings
        self.icons = icons
        self.unread = unread
    }

    /// "in the freeDebug and freeRelease variants", or nothing when every variant merges the same.
    package var variantPhrase: String {
        guard let last = variants.last else { return "" }
        let names = variants.count == 1 ? last : variants.dropLast().joined(separator: ", ") + " and " + last
        return " in the \(names) variant" + (variants.count == 1 ? "" : "s")
    }

    /// The strings a label reference resolves to, each the one holding the text a device shows (an alias followed to
    /// the string it names); nil for a framework string (`@android:string/…`) or a non-string.
    func strings(for label: String) -> [AndroidStringResource]? {
        resolution(of: label).map { $0.compactMap(\.text) }
    }

    /// What a label reference shows in each values folder that defines it or a string its aliases name: the string
    /// holding the text, or the name an alias points to that is missing. Nil for a framework string or a non-string.
    func resolution(of label: String) -> [AndroidStringResolution]? {
        guard let reference = AndroidResourceReference(label), reference.type == "string", reference.package == nil
        else { return nil }
        let defined = strings[reference.name] ?? []
        guard defined.contains(where: { $0.alias != nil }) else {
            // In each configuration the merge keeps the first source's string: the app's over a library's.
            var folders = Set<AndroidResourceFolder>()
            return defined.filter { folders.insert($0.folder).inserted }.map {
                AndroidStringResolution(configuration: $0.folder, text: $0)
            }
        }
        // Each folder a string of the chain is defined in is a configuration Android resolves the label in.
        var configurations: [AndroidResourceFolder] = []
        var names = [reference.name]
        var index = 0
        while index < names.count, index < Self.aliasLimit {
            for string in strings[names[index]] ?? [] {
                if !configurations.contains(string.folder) { configurations.append(string.folder) }
                if let alias = string.alias, alias.type == "string", alias.package == nil, !names.contains(alias.name) {
                    names.append(alias.name)
                }
            }
            index += 1
        }
        var results: [AndroidStringResolution] = []
        for configuration in configurations {
            guard let result = resolve(reference.name, in: configuration),
                !results.contains(where: { $0.text == result.text && $0.missing == result.missing })
            else { continue }
            results.append(result)
        }
        return results
    }

    /// Links followed before a chain of aliases is taken for a cycle (aapt refuses one; the text is then unknown).
    static let aliasLimit = 16

    /// The string NAME in a configuration as Android picks it: the folder's own, else the default's; an alias
    /// followed in the same configuration. Nil when nothing is defined there, the chain loops, or it ends in a
    /// framework string or another type, whose text is not read.
    private func resolve(_ name: String, in configuration: AndroidResourceFolder) -> AndroidStringResolution? {
        var name = name
        var aliasOf: String?
        for _ in 0..<Self.aliasLimit {
            let defined = strings[name] ?? []
            guard
                let string = defined.first(where: { $0.folder == configuration })
                    ?? defined.first(where: { $0.folder.qualifiers.isEmpty })
                    ?? defined.first(where: { $0.folder.isDefaultForShortcuts })
            else {
                return aliasOf.map { AndroidStringResolution(configuration: configuration, missing: name, aliasOf: $0) }
            }
            guard let alias = string.alias else {
                return AndroidStringResolution(configuration: configuration, text: string)
            }
            guard alias.type == "string", alias.package == nil else { return nil }
            aliasOf = aliasOf ?? string.name
            name = alias.name
        }
        return nil
    }
}

/// A label's string in one configuration: the string holding its text, or, for an alias to a string nothing defines
/// there (nor in values/), the missing name.
struct AndroidStringResolution: Sendable, Equatable {
    var configuration: AndroidResourceFolder
    var text: AndroidStringResource?
    /// The name an alias points to that is defined in neither the configuration's folder nor the default.
    var missing: String?
    /// The label's own string, the alias whose chain ends at `missing`.
    var aliasOf: String?

    init(configuration: AndroidResourceFolder, text: AndroidStringResource) {
        self.configuration = configuration
        self.text = text
    }

    init(configuration: AndroidResourceFolder, missing: String, aliasOf: String) {
        self.configuration = configuration
        self.missing = missing
        self.aliasOf = aliasOf
    }
}
