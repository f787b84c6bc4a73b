import Foundation
import QuickGlyphModel
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Xcode workspace read from its contents.xcworkspacedata: the projects it opens.
package struct XcodeWorkspace: Sendable, Equatable {
    /// The `.xcworkspace` folder, normalized.
    package var path: String
    /// The `.xcodeproj` folders it names, absolute, in the workspace's order (packages and other files left out).
    package var projectPaths: [String]

    init(path: String, projectPaths: [String]) {
        self.path = path
        self.projectPaths = projectPaths
    }

    package init(contents: Data, workspacePath: String) throws(XcodeProjectError) {
        let path = ProjectPath.normalized(workspacePath)
        // Xcode writes a workspace in UTF-8, with elements and attributes only: anything else is
        // refused before the parser, which crashes on some of it (XMLParserInput says which).
        if let problem = XcodeWorkspace.markupProblem(contents) ?? XcodeWorkspace.encodingProblem(contents) {
            throw .notAWorkspace(file: ProjectPath.join(path, "contents.xcworkspacedata"), reason: problem)
        }
        let reader = WorkspaceContentsReader(workspacePath: path)
        let parser = XMLParser(data: contents)
        parser.delegate = reader
        // Linux's XMLParser can report an error to the delegate yet return true.
        if !parser.parse() || reader.error != nil {
            // XMLParser's own errors are bare codes; the line is what helps.
            throw .notAWorkspace(
                file: ProjectPath.join(path, "contents.xcworkspacedata"),
                reason: "broken at line \(reader.errorLine ?? parser.lineNumber)")
        }
        var seen = Set<String>()
        self.init(
            path: path, projectPaths: reader.files.filter { $0.hasSuffix(".xcodeproj") && seen.insert($0).inserted })
    }

    /// Markup Xcode never writes in a workspace: a processing instruction other than the
    /// leading XML declaration, a document type or an entity declaration.
    static func markupProblem(_ contents: Data) -> String? {
        let bytes = [UInt8](contents)
        let declaration = Array("<?xml".utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") && index + 1 < bytes.count {
            switch bytes[index + 1] {
            case UInt8(ascii: "?"):
                let leading =
                    index == 0 && bytes.starts(with: declaration) && bytes.count > declaration.count
                    && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(
                        bytes[declaration.count])
                if !leading {
                    return
                        "a processing instruction (<?…?>) other than the XML declaration, which Xcode never writes here"
                }
            case UInt8(ascii: "!"):
                if !bytes[(index + 2)...].starts(with: Array("--".utf8)) {
                    return "a document type, entity or CDATA section (<!…>), which Xcode never writes here"
                }
            default:
                continue
            }
        }
        return nil
    }

    /// Why the bytes are not a UTF-8 document, in a workspace's words.
    static func encodingProblem(_ contents: Data) -> String? {
        switch XMLParserInput.problem(in: contents) {
        case nil: return nil
        case .notUTF8?: return "not UTF-8 text, as Xcode writes a workspace"
        case let .encoding(name)?:
            return
                "it declares the encoding \(DisplayText.quote(name)), but Xcode writes a workspace in UTF-8; save it from Xcode again"
        case let problem?: return problem.description
        }
    }
}

/// Follows `<Group>` and `<FileRef>` elements, resolving each `location` as Xcode does:
/// `group:` against the enclosing group, `container:` against the workspace's folder,
/// `absolute:` as written, `self:` the project an embedded workspace sits in.
final class WorkspaceContentsReader: NSObject, XMLParserDelegate {
    private let container: String
    private var groups: [String] = []
    private(set) var files: [String] = []

    init(workspacePath: String) {
        container = ProjectPath.parent(workspacePath)
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard element == "Group" || element == "FileRef" else { return }
        let resolved = attributes["location"].flatMap(resolve)
        if element == "Group" {
            groups.append(resolved ?? groups.last ?? container)
        } else if let resolved {
            files.append(resolved)
        }
    }

    private(set) var error: Error?
    private(set) var errorLine: Int?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil {
            error = parseError
            errorLine = parser.lineNumber
        }
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "Group", !groups.isEmpty { groups.removeLast() }
    }

    private func resolve(_ location: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return ProjectPath.join(groups.last ?? container, path)
        case "container": return ProjectPath.join(container, path)
        case "absolute": return ProjectPath.normalized(path)
        case "self": return ProjectPath.join(container, path)
        default: return nil // developer: names a file inside Xcode
        }
    }
}
