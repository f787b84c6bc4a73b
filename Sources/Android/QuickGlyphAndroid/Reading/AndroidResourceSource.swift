/// One `res/` folder the build merges into the app: a source set of the app module, or of a library module.
package struct AndroidResourceSource: Sendable, Equatable, Hashable {
    /// The library's Gradle path (`:ui:i18n`); nil for the app module itself.
    package var library: String?
    /// The source set (`main`, `debug`, `free`).
    package var sourceSet: String
    package var res: String

    package init(library: String?, sourceSet: String, res: String) {
        self.library = library
        self.sourceSet = sourceSet
        self.res = res
    }
}

/// A dependency the build merges resources from that `check` did not read, named in the note that says which
/// labels and icons it leaves unknown.
package struct AndroidUnreadDependency: Sendable, Equatable, Hashable {
    package enum Reason: Sendable, Equatable, Hashable {
        /// A library module whose folder is outside the folder checked (read nothing outside it).
        case outsideChecked(folder: String)
        /// A module the build's settings file does not include.
        case notIncluded
        /// No settings file was found from the module's folder up to the folder checked.
        case noSettings
        /// The module's folder, or its Gradle file, is missing or not a plain folder or file.
        case notRead(String)
        /// The module sets its own res folders (`sourceSets { main { res.srcDirs … } }`).
        case customResourceFolders(line: Int)
        /// A published library (Maven coordinates, a version catalog entry, a file tree of AARs).
        case published
    }

    /// `:ui:i18n`, `androidx.core:core-ktx:1.13.1`, `libs.design.system`.
    package var name: String
    package var reason: Reason
    /// The dependency's declaration: the Gradle file and line naming it.
    package var declaredIn: String
    package var line: Int

    package init(name: String, reason: Reason, declaredIn: String, line: Int) {
        self.name = name
        self.reason = reason
        self.declaredIn = declaredIn
        self.line = line
    }

    package var isPublished: Bool { reason == .published }

    /// What to do to have it read.
    package var advice: String {
        switch reason {
        case .outsideChecked: "check a folder that holds both the app and it, to have it read"
        case .noSettings: "check the build's root folder, the one holding settings.gradle, to have it read"
        case .notIncluded: "include it in the settings file, or correct the name"
        case .notRead, .customResourceFolders: "check cannot judge what it defines"
        case .published: "check cannot tell"
        }
    }

    /// Why it was not read, for the note.
    package var why: String {
        switch reason {
        case let .outsideChecked(folder): "its folder \(folder) is outside the folder checked"
        case .notIncluded: "the settings file does not include it"
        case .noSettings: "no settings.gradle was found from the module's folder up to the folder checked"
        case let .notRead(what): what
        case let .customResourceFolders(line): "it sets its own res folders (line \(line) of its Gradle file)"
        case .published: "a published library"
        }
    }
}
