import QuickGlyphModel

/// Why `--project` could not give the build its app target; each names the project or target and the way on.
package enum XcodeAppTargetError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case noApplication(project: String)
    case severalApplications(project: String, applications: [String])
    case noSuchTarget(name: String, project: String, applications: [String], others: [String])
    case notAnApplication(name: String, applications: [String])
    case severalInfoPlists(target: String, byConfiguration: [(String, String?)])
    case otherInfoPlist(target: String, named: String, given: String)
    case unreadConfigurationFiles(target: String, files: [String])
    case noPlaceForInfoPlist(target: String)

    /// A choice the command line must make (which target): a usage error rather than a failed build.
    var isUsage: Bool {
        switch self {
        case .severalApplications, .noSuchTarget, .notAnApplication, .otherInfoPlist: return true
        default: return false
        }
    }

    package var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read the Xcode project: \(reason)"
        case let .noApplication(project):
            return "\(project) has no iOS application target, whose Info.plist holds quick actions"
        case let .severalApplications(project, applications):
            return
                "\(project) has \(applications.count) iOS application targets (\(applications.joined(separator: ", "))): "
                + "name one with --target"
        case let .noSuchTarget(name, project, applications, others):
            let near = others.filter { EditDistance.isWithin(2, $0.lowercased(), name.lowercased()) }.first
            return "\(project) has no target \(DisplayText.quote(name))"
                + (near.map { "; did you mean \($0)?" } ?? "")
                + (applications.isEmpty ? "" : " (its iOS applications: \(applications.joined(separator: ", ")))")
        case let .notAnApplication(name, applications):
            return "target \(name) is not an iOS application, which alone has Home Screen quick actions"
                + (applications.isEmpty ? "" : "; its iOS applications: \(applications.joined(separator: ", "))")
        case let .severalInfoPlists(target, byConfiguration):
            let list = byConfiguration.map { "\($0.0): \($0.1 ?? "none")" }.joined(separator: ", ")
            return "target \(target)'s configurations name different Info.plist files (\(list)); the build keeps one: "
                + "make them name the same file in Xcode (Build Settings › Packaging › Info.plist File)"
        case let .otherInfoPlist(target, named, given):
            return
                "--info-plist \(given) is not the Info.plist target \(target) names (\(named)): leave --info-plist out, "
                + "or give that file"
        case let .unreadConfigurationFiles(target, files):
            return
                "target \(target) names no Info.plist in the project, and \(DisplayText.list(files)), which may name one, "
                + "cannot be read: the project was left as it is; make it readable, or set INFOPLIST_FILE in the project"
        case let .noPlaceForInfoPlist(target):
            return
                "target \(target) keeps no Info.plist and has no folder of its own to put one in: give --info-plist PATH, "
                + "where the build writes it"
        }
    }

    package static func == (lhs: XcodeAppTargetError, rhs: XcodeAppTargetError) -> Bool {
        lhs.description == rhs.description
    }
}
