/// The `objects` table of a project.pbxproj, as Foundation's property list reader
/// returns it, with the file tree's paths resolved the way Xcode resolves them.
struct ProjectObjects {
    typealias Object = [String: Any]

    let objects: [String: Object]
    let projectFolder: String
    /// Each group member's group, from the groups' `children`.
    private let parents: [String: String]

    init(objects: [String: Object], projectFolder: String) {
        self.objects = objects
        self.projectFolder = projectFolder
        var parents: [String: String] = [:]
        // Sorted, so a child listed by two groups (a broken but openable project) always gets the same parent.
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            for child in Self.ids(object["children"]) where parents[child] == nil {
                parents[child] = id
            }
        }
        self.parents = parents
    }

    subscript(id: String) -> Object? { objects[id] }

    func isa(_ id: String) -> String? { objects[id]?["isa"] as? String }

    func string(_ id: String, _ key: String) -> String? { objects[id]?[key] as? String }

    func ids(_ id: String, _ key: String) -> [String] { Self.ids(objects[id]?[key]) }

    static func ids(_ value: Any?) -> [String] {
        (value as? [Any])?.compactMap { $0 as? String } ?? []
    }

    /// Where a file reference or group is on disk, absolute and normalized; nil when it
    /// is not in the source tree (built products, the SDK, Xcode itself, a custom
    /// source tree only a developer's Xcode preferences know).
    func path(of id: String) -> String? {
        path(of: id, depth: 0)
    }

    private func path(of id: String, depth: Int) -> String? {
        // A parent chain this long is a loop in a damaged file.
        guard depth < 64, let object = objects[id] else { return nil }
        let base: String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>":
            if let parent = parents[id] {
                guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
                base = parentPath
            } else {
                base = projectFolder
            }
        case "SOURCE_ROOT": base = projectFolder
        case "<absolute>": base = "/"
        default: return nil
        }
        guard let own = object["path"] as? String, !own.isEmpty else { return ProjectPath.normalized(base) }
        return ProjectPath.join(base, own)
    }

    /// The files a build file stands for: one path, each localization of a variant
    /// group, none for a package product or a product of the build.
    func files(ofBuildFile id: String) -> [String] {
        guard let reference = string(id, "fileRef") else { return [] }
        if isa(reference) == "PBXVariantGroup" {
            return ids(reference, "children").compactMap { path(of: $0) }
        }
        return path(of: reference).map { [$0] } ?? []
    }
}
