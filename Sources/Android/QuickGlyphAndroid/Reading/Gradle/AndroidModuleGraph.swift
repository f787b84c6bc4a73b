/// The library modules an app module merges resources from, as the Android Gradle plugin finds them: the build's
/// settings file names each module's folder, and each module's Gradle file its dependencies (`project(':x')`,
/// `projects.x.y`), followed transitively. A dependency declared for some variants only (`debugImplementation`,
/// `freeApi`) carries that condition to everything below it.
///
/// Files are read by the caller (`load`): this type only follows the graph, so it reads nothing itself and can be
/// tested on text alone. Nothing outside the folder checked is read: a module there is unread, and named.
package struct AndroidModuleGraph: Sendable, Equatable {
    /// A module's Gradle file as the caller could read it.
    package enum Loaded: Sendable, Equatable {
        case gradle(AndroidGradleFile)
        /// A plain folder with no Gradle file of its own: a module with no dependencies.
        case noGradleFile
        /// Why the folder or its Gradle file could not be read.
        case unreadable(String)
    }

    package struct Library: Sendable, Equatable {
        /// `:ui:i18n`.
        package var path: String
        /// Its folder, below the folder checked.
        package var folder: String
        package var gradle: AndroidGradleFile?
        /// The variant conditions it is merged under: each a set of variant names (`debug`, `free`) a variant must all
        /// match; a condition with no name means every variant.
        package var conditions: [Set<String>]

        package init(path: String, folder: String, gradle: AndroidGradleFile?, conditions: [Set<String>]) {
            self.path = path
            self.folder = folder
            self.gradle = gradle
            self.conditions = conditions
        }
    }

    /// A dependency not followed, and the conditions it was declared under.
    package struct Unread: Sendable, Equatable {
        package var dependency: AndroidUnreadDependency
        package var conditions: [Set<String>]
    }

    /// Libraries in merge order: each before the libraries it depends on, siblings in the order declared.
    package var libraries: [Library]
    package var unread: [Unread]

    /// More modules than any real build has: a forged graph is cut here, and what is past it left unread.
    static let moduleLimit = 2_000
    /// Conditions kept a module: past it, the module is taken as merged in every variant.
    static let conditionLimit = 16

    /// The graph of `app` (its Gradle file `appGradle`), in a build whose settings file, if any was found in the
    /// folder checked, is `settings` in `settingsFolder` (a path below `root`, "" for `root` itself).
    package init(
        appGradle: AndroidGradleFile, settings: GradleSettingsFile?, settingsFolder: String?, root: String,
        load: (String) -> Loaded
    ) {
        var libraries: [String: Library] = [:]
        var edges: [String: [String]] = [:]
        var unread: [Unread] = []
        var unreadIndex: [String: Int] = [:]
        var loaded: [String: Loaded] = [:]
        var queue: [(gradle: AndroidGradleFile, module: String, condition: Set<String>)] = [(appGradle, "", [])]
        var seen = Set<String>()

        func noteUnread(_ dependency: AndroidUnreadDependency, _ condition: Set<String>) {
            if let index = unreadIndex[dependency.name] {
                Self.add(condition, to: &unread[index].conditions)
            } else {
                unreadIndex[dependency.name] = unread.count
                unread.append(Unread(dependency: dependency, conditions: [condition]))
            }
        }

        while !queue.isEmpty {
            let (gradle, module, condition) = queue.removeFirst()
            for dependency in gradle.dependencies {
                var next = condition
                if !dependency.variant.isEmpty { next.insert(dependency.variant) }
                let path: String
                switch dependency.target {
                case let .project(written):
                    path = written.hasPrefix(":") ? written : ":" + written
                case let .accessor(accessor):
                    guard let project = settings?.project(accessor: accessor) else {
                        noteUnread(
                            AndroidUnreadDependency(
                                name: "projects." + accessor, reason: settings == nil ? .noSettings : .notIncluded,
                                declaredIn: gradle.path,
                                line: dependency.line), next)
                        continue
                    }
                    path = project.path
                case let .published(name), let .files(name):
                    noteUnread(
                        AndroidUnreadDependency(
                            name: name, reason: .published, declaredIn: gradle.path, line: dependency.line), next)
                    continue
                }
                guard let settings, let settingsFolder, let project = settings.project(path: path) else {
                    noteUnread(
                        AndroidUnreadDependency(
                            name: path, reason: settings == nil ? .noSettings : .notIncluded, declaredIn: gradle.path,
                            line: dependency.line), next)
                    continue
                }
                guard let folder = Self.folder(project.folder, below: settingsFolder) else {
                    noteUnread(
                        AndroidUnreadDependency(
                            name: path, reason: .outsideChecked(folder: project.folder), declaredIn: gradle.path,
                            line: dependency.line), next)
                    continue
                }
                if !edges[module, default: []].contains(path) { edges[module, default: []].append(path) }
                if loaded[path] == nil {
                    guard libraries.count < Self.moduleLimit else { continue }
                    loaded[path] = load(root.isEmpty || folder.isEmpty ? root + folder : root + "/" + folder)
                }
                var library = libraries[path] ?? Library(path: path, folder: folder, gradle: nil, conditions: [])
                switch loaded[path]! {
                case let .gradle(file):
                    library.gradle = file
                    if let line = file.customResourceFolders.first {
                        noteUnread(
                            AndroidUnreadDependency(
                                name: path, reason: .customResourceFolders(line: line), declaredIn: gradle.path,
                                line: dependency.line), next)
                    }
                case .noGradleFile:
                    break
                case let .unreadable(why):
                    noteUnread(
                        AndroidUnreadDependency(
                            name: path, reason: .notRead(why), declaredIn: gradle.path, line: dependency.line), next)
                    continue
                }
                Self.add(next, to: &library.conditions)
                libraries[path] = library
                // Each module is followed once under each condition it is reached by.
                let key = path + "|" + next.sorted().joined(separator: ",")
                if let file = library.gradle, seen.insert(key).inserted, seen.count < Self.moduleLimit {
                    queue.append((file, path, next))
                }
            }
        }
        self.libraries = Self.mergeOrder(edges).compactMap { libraries[$0] }
        self.unread = unread
    }

    /// Adds a condition, keeping the list short: a condition met whenever a kept one is met adds nothing.
    static func add(_ condition: Set<String>, to conditions: inout [Set<String>]) {
        guard !conditions.contains(where: { $0.isSubset(of: condition) }) else { return }
        conditions.removeAll { condition.isSubset(of: $0) }
        conditions.append(condition)
        if conditions.count > conditionLimit { conditions = [[]] }
    }

    /// Modules in the order the plugin merges them: a module over every module it depends on, and among siblings
    /// the one declared first on top (a depth-first walk of the siblings in reverse, its finishing order reversed).
    static func mergeOrder(_ edges: [String: [String]]) -> [String] {
        var finished: [String] = []
        var state: [String: Bool] = [:] // false: on the walk's path, true: finished
        var stack: [(node: String, children: [String], next: Int)] = [("", (edges[""] ?? []).reversed(), 0)]
        state[""] = false
        while var top = stack.popLast() {
            if top.next < top.children.count {
                let child = top.children[top.next]
                top.next += 1
                stack.append(top)
                // A cycle (which Gradle refuses) is cut where it closes.
                if state[child] == nil {
                    state[child] = false
                    stack.append((child, (edges[child] ?? []).reversed(), 0))
                }
            } else {
                state[top.node] = true
                if !top.node.isEmpty { finished.append(top.node) }
            }
        }
        return finished.reversed()
    }

    /// `base/folder` with `..` and `.` taken away, when it stays inside the folder checked; nil when it leaves it
    /// (or is absolute).
    package static func folder(_ written: String, below base: String) -> String? {
        guard !written.hasPrefix("/") else { return nil }
        var parts = base.split(separator: "/").map(String.init)
        for part in written.split(separator: "/").map(String.init) {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}

extension AndroidGradleFile {
    /// Whether a dependency on another module was read as one (`project(':x')`, `projects.x`): when the line scan saw
    /// a module named in a form it could not read, the module graph is not whole.
    var readsModules: Bool {
        dependencies.contains { dependency in
            if case .published = dependency.target { return false }
            if case .files = dependency.target { return false }
            return true
        }
    }
}
