/// An app icon (`@drawable/…`, `@mipmap/…`) a kept shortcut names, with the files it may resolve to:
/// judged once, at the first shortcut that names it.
package struct AndroidIconUse: Sendable, Equatable {
    var reference: String
    var shortcutsFile: String
    var shortcut: AndroidStaticShortcut
    package var files: [AndroidDrawableFile]

    init(
        reference: String, shortcutsFile: String, shortcut: AndroidStaticShortcut, files: [AndroidDrawableFile]
    ) {
        self.reference = reference
        self.shortcutsFile = shortcutsFile
        self.shortcut = shortcut
        self.files = files
    }

    /// The PNGs, grouped by their folders' qualifiers other than density (`night`, `v21`): Android picks a
    /// density within one group, so each group must be complete and in proportion on its own.
    var pngGroups: [(qualifiers: String, files: [AndroidDrawableFile])] {
        var groups: [String: [AndroidDrawableFile]] = [:]
        for file in files where file.isPNG {
            let density = file.folder.density
            guard density != "nodpi", density != "anydpi" else { continue }
            let others = file.folder.qualifiers.filter { $0 != density }.joined(separator: "-")
            groups[others, default: []].append(file)
        }
        return groups.keys.sorted().map { ($0, groups[$0]!) }
    }

    /// A PNG's density factor over mdpi: a folder without a density is mdpi, as Android takes it.
    static func factor(_ file: AndroidDrawableFile) -> Double? {
        let density = file.folder.density ?? "mdpi"
        return AndroidResourceFolder.densities.first { $0.name == density }?.factor
    }
}
