/// Why an Xcode project or workspace could not be read, naming the file.
package enum XcodeProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not a property list at all (cut short, a merge conflict left in…).
    case notAPropertyList(file: String, reason: String)
    /// A property list, but not a project: what Xcode would need is missing.
    case notAProject(file: String, missing: String)
    /// contents.xcworkspacedata is not well-formed XML.
    case notAWorkspace(file: String, reason: String)

    var file: String {
        switch self {
        case .notAPropertyList(let file, _), .notAProject(let file, _), .notAWorkspace(let file, _): return file
        }
    }

    /// What is wrong, without the file's name: for a message that names the file already.
    package var reason: String {
        switch self {
        case let .notAPropertyList(_, reason):
            return
                "not a property list (\(reason)); if Xcode opens it, save it again there, else restore it from version control"
        case let .notAProject(_, missing):
            return "\(missing); it does not look like a project.pbxproj Xcode wrote"
        case let .notAWorkspace(_, reason):
            return "not well-formed XML (\(reason))"
        }
    }

    package var description: String {
        switch self {
        case let .notAPropertyList(file, reason):
            return "cannot read the Xcode project \(file): it is not a property list (\(reason)); "
                + "if Xcode opens it, save it again there, else restore it from version control"
        case let .notAProject(file, missing):
            return
                "cannot read the Xcode project \(file): \(missing); it does not look like a project.pbxproj Xcode wrote"
        case let .notAWorkspace(file, reason):
            return "cannot read the Xcode workspace \(file): it is not well-formed XML (\(reason))"
        }
    }
}
