import QuickGlyphSystem

/// The Android modules in a folder: the folder itself, or any below it (`android/app` of a
/// Flutter or React Native repository). Links are not followed; build products,
/// dependencies and hidden folders are passed over, and a Gradle module's `src/` is not
/// searched again (`src/debug/` holds a variant's overlay, not a module).
package enum AndroidModuleSearch {
    static let skippedFolders: Set<String> = [
        "build", "node_modules", "Pods", "Carthage", "DerivedData", "intermediates", "generated",
    ]
    static let skippedExtensions: Set<String> = [
        "xcassets", "xcodeproj", "xcworkspace", "app", "appex", "framework", "xcframework", "bundle",
    ]

    package static func modules(in folder: String) -> [AndroidModuleLayout] {
        var found: [AndroidModuleLayout] = []
        var visited = Set<FileIdentity>()
        walk(folder, into: &found, visited: &visited)
        return found.sorted { $0.root.utf8.lexicographicallyPrecedes($1.root.utf8) }
    }

    private static func walk(
        _ folder: String, into found: inout [AndroidModuleLayout], visited: inout Set<FileIdentity>
    ) {
        if let identity = FileIdentity(path: folder), !visited.insert(identity).inserted { return }
        let layout = AndroidModuleLayout(folder: folder)
        if let layout { found.append(layout) }
        guard let entries = FolderListing.entries(of: folder) else { return }
        for entry in entries where entry.kind == .directory {
            let name = entry.name
            let ext = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
            if name.hasPrefix(".") || skippedFolders.contains(name) || skippedExtensions.contains(ext) { continue }
            if layout != nil, name == "src" || name == "res" { continue }
            walk(folder.hasSuffix("/") ? folder + name : folder + "/" + name, into: &found, visited: &visited)
        }
    }
}
