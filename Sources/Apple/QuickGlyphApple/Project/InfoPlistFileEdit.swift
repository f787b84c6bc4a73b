import Foundation
import QuickGlyphModel

/// The project change that gives an app target an Info.plist file of its own, as
/// Xcode makes it when a file is named in Target › Info: `INFOPLIST_FILE` in every
/// build configuration of the target (Xcode merges the file with the keys it
/// generates), and, when the file sits in one of the target's synchronized folders,
/// the file kept out of that folder's members for the target (else Xcode also copies
/// it as a resource and the build fails with "Multiple commands produce …/Info.plist").
///
/// The edit is made to the text, line by line in Xcode's layout, and read back by
/// Foundation before it is returned; the value records exactly what was added, so
/// `undo` takes the same lines out again and a project nobody else touched meanwhile
/// is back byte for byte.
package struct InfoPlistFileEdit: Sendable, Equatable, Codable {
    /// The target's name.
    package var target: String
    /// The value given to `INFOPLIST_FILE`: the file relative to the project's folder.
    package var setting: String
    /// The build configurations (object ids) the setting was added to.
    package var configurations: [String]
    /// The synchronized folder (object id) the file was kept out of; nil when it is in none.
    package var folder: String?
    /// The exception set (object id) that names the file, and the entry as it names it.
    package var exceptionSet: String?
    package var exceptionEntry: String?
    /// What the edit made new rather than added to: the exception set, the folder's
    /// `exceptions` list, the section of exception sets.
    package var madeExceptionSet = false
    package var madeExceptionsList = false
    package var madeSection = false
    /// The build's own records in `--out` (the manifest, the items plist) kept out of the same folder's
    /// members, as entries of the same exception set: they are no resources, and with `--out` inside the
    /// folder Xcode would copy them into the app. Nil in a record written before they were.
    package var outputEntries: [String]?

    static let settingKey = "INFOPLIST_FILE"
    static let exceptionSetISA = "PBXFileSystemSynchronizedBuildFileExceptionSet"
    static let folderISA = "PBXFileSystemSynchronizedRootGroup"

    /// Whether the edit changed anything.
    var isEmpty: Bool { configurations.isEmpty && exceptionEntry == nil && (outputEntries ?? []).isEmpty }

    /// The project with `infoPlist` named by `target`: nil when it names it already (and keeps it out of
    /// its folder's members).
    /// - Parameters:
    ///   - projectPath: the `.xcodeproj` folder, for the project's folder and messages.
    ///   - infoPlist: the file, absolute.
    ///   - outputs: files the build writes that are not resources (absolute): kept out of the members
    ///     too when they are in the Info.plist's synchronized folder.
    package static func adding(
        to pbxproj: Data, projectPath: String, target: String,
        infoPlist: String, outputs: [String] = []
    ) throws(InfoPlistFileEditRefusal) -> (pbxproj: Data, edit: InfoPlistFileEdit)? {
        let projectFolder = ProjectPath.parent(ProjectPath.normalized(projectPath))
        let file = ProjectPath.normalized(infoPlist)
        let setting = ProjectPath.relative(file, below: projectFolder).map { $0.isEmpty ? file : $0 } ?? file
        var (root, objects) = try parse(
            pbxproj, byHand: Self.byHand(target: target, setting: setting, folderEntry: nil))
        let graph = ProjectObjects(objects: objects, projectFolder: projectFolder)
        guard
            let targetID = objects.keys.sorted().first(where: {
                graph.isa($0) == "PBXNativeTarget" && graph.string($0, "name") == target
            })
        else {
            throw InfoPlistFileEditRefusal(
                reason: "it has no target named \(target)",
                byHand: Self.byHand(target: target, setting: setting, folderEntry: nil))
        }
        // The target's synchronized folder holding the file, if any, and the file's path in it.
        let folder = graph.ids(targetID, "fileSystemSynchronizedGroups").lazy.compactMap {
            id -> (id: String, path: String, entry: String)? in
            guard let path = graph.path(of: id), let entry = ProjectPath.relative(file, below: path), !entry.isEmpty
            else { return nil }
            return (id, path, entry)
        }.first
        // The build's records in the same folder, as the folder names them.
        let outputsInFolder =
            folder.map { folder in
                outputs.map(ProjectPath.normalized).compactMap { path -> String? in
                    guard let entry = ProjectPath.relative(path, below: folder.path), !entry.isEmpty else { return nil }
                    return entry
                }
            } ?? []
        // By hand, the records go out of the members with the Info.plist: the message names them all.
        let byHand = Self.byHand(
            target: target, setting: setting,
            folderEntry: folder.map {
                (ProjectPath.lastComponent($0.path), DisplayText.list([$0.entry] + outputsInFolder))
            })
        guard var text = String(data: pbxproj, encoding: .utf8).map(PBXProjectText.init) else {
            throw InfoPlistFileEditRefusal(reason: "it is not UTF-8", byHand: byHand)
        }
        var edit = InfoPlistFileEdit(target: target, setting: setting, configurations: [])

        // The setting, in each configuration that lacks it.
        let configurationIDs =
            graph.string(targetID, "buildConfigurationList").map { graph.ids($0, "buildConfigurations") } ?? []
        guard !configurationIDs.isEmpty else {
            throw InfoPlistFileEditRefusal(reason: "target \(target) has no build configurations", byHand: byHand)
        }
        for id in configurationIDs {
            let settings = objects[id]?["buildSettings"] as? [String: Any] ?? [:]
            if let present = settings[settingKey] {
                guard present as? String == setting else {
                    throw InfoPlistFileEditRefusal(
                        reason:
                            "its configuration \(graph.string(id, "name") ?? id) of target \(target) names another Info.plist, "
                            + "\(String(describing: present))", byHand: byHand)
                }
                continue
            }
            guard let block = text.object(id), let body = text.value("buildSettings", depth: 3, in: block),
                text.lines[body.lowerBound].hasSuffix("{")
            else {
                throw layoutRefusal("configuration \(id)", byHand: byHand)
            }
            let at = text.insertionPoint(
                forKey: settingKey, depth: 4, body: (body.lowerBound + 1)..<(body.upperBound - 1))
            text.lines.insert("\t\t\t\t\(settingKey) = \(PBXProjectText.quoted(setting));", at: at)
            var expected = settings
            expected[settingKey] = setting
            objects[id]?["buildSettings"] = expected
            edit.configurations.append(id)
        }

        // The file kept out of the folder's members for this target.
        if let (folderID, _, entry) = folder {
            let sets = graph.ids(folderID, "exceptions").filter {
                graph.isa($0) == exceptionSetISA && graph.string($0, "target") == targetID
            }
            let listed = sets.contains { set in
                graph.ids(set, "membershipExceptions").contains { ProjectPath.normalized($0) == entry }
            }
            if !listed {
                try keepOut(
                    entry, of: folderID, sets: sets, targetID: targetID, target: target, text: &text, objects: &objects,
                    edit: &edit, byHand: byHand)
            }
            // The build's records beside the catalog, into the set that keeps the Info.plist out.
            let outputEntries = outputsInFolder.filter { outputEntry in
                !sets.contains { set in
                    graph.ids(set, "membershipExceptions").contains { ProjectPath.normalized($0) == outputEntry }
                }
            }
            if !outputEntries.isEmpty, let set = edit.exceptionSet ?? sets.first {
                for outputEntry in outputEntries {
                    try addEntry(outputEntry, toSet: set, text: &text, objects: &objects, byHand: byHand)
                }
                edit.folder = folderID
                edit.exceptionSet = set
                edit.outputEntries = outputEntries
            }
        }
        guard !edit.isEmpty else { return nil }
        root["objects"] = objects
        let edited = Data(text.text.utf8)
        try readBack(edited, expecting: root, byHand: byHand)
        return (edited, edit)
    }

    /// Adds the file to the target's exception set of the folder, made when there is none.
    private static func keepOut(
        _ entry: String, of folderID: String, sets: [String], targetID: String, target: String,
        text: inout PBXProjectText, objects: inout [String: [String: Any]], edit: inout InfoPlistFileEdit,
        byHand: String
    ) throws(InfoPlistFileEditRefusal) {
        edit.folder = folderID
        edit.exceptionEntry = entry
        if let set = sets.first {
            try addEntry(entry, toSet: set, text: &text, objects: &objects, byHand: byHand)
            edit.exceptionSet = set
        } else {
            let set = newID(seed: targetID + folderID, avoiding: Set(objects.keys))
            try makeSet(
                set, entry: entry, targetID: targetID, target: target, folderID: folderID, text: &text,
                objects: &objects, edit: &edit, byHand: byHand)
            edit.exceptionSet = set
            edit.madeExceptionSet = true
        }
    }

    /// The project with the lines this edit added taken out again.
    package func undo(in pbxproj: Data) throws(InfoPlistFileEditRefusal) -> Data {
        let byHand =
            "remove INFOPLIST_FILE = \(setting) from target \(target)'s build settings"
            + (exceptionEntry.map { " and \($0) from its folder's membership exceptions" } ?? "")
        var (root, objects) = try Self.parse(pbxproj, byHand: byHand)
        guard var text = String(data: pbxproj, encoding: .utf8).map(PBXProjectText.init) else {
            throw InfoPlistFileEditRefusal(reason: "it is not UTF-8", byHand: byHand)
        }
        let line = "\t\t\t\t\(Self.settingKey) = \(PBXProjectText.quoted(setting));"
        for id in configurations {
            guard var settings = objects[id]?["buildSettings"] as? [String: Any],
                settings[Self.settingKey] as? String == setting,
                let block = text.object(id), let body = text.value("buildSettings", depth: 3, in: block),
                let index = text.lines[body].firstIndex(of: line)
            else { continue }
            text.lines.remove(at: index)
            settings[Self.settingKey] = nil
            objects[id]?["buildSettings"] = settings
        }
        // The outputs' lines first, so that a set the edit made holds the Info.plist alone again.
        for outputEntry in outputEntries ?? [] {
            guard let set = exceptionSet, let block = text.object(set),
                let list = text.value("membershipExceptions", depth: 3, in: block),
                let line = text.lines[list].firstIndex(of: "\t\t\t\t\(PBXProjectText.quoted(outputEntry)),")
            else { continue }
            text.lines.remove(at: line)
            var members = (objects[set]?["membershipExceptions"] as? [Any])?.compactMap { $0 as? String } ?? []
            if let index = members.firstIndex(of: outputEntry) { members.remove(at: index) }
            objects[set]?["membershipExceptions"] = members
        }
        if let set = exceptionSet, let entry = exceptionEntry, let folder {
            try Self.removeEntry(
                entry, set: set, folder: folder, edit: self, text: &text, objects: &objects, byHand: byHand)
        }
        root["objects"] = objects
        let edited = Data(text.text.utf8)
        try Self.readBack(edited, expecting: root, byHand: byHand)
        return edited
    }

    // MARK: - The folder's exceptions

    private static func addEntry(
        _ entry: String, toSet set: String, text: inout PBXProjectText, objects: inout [String: [String: Any]],
        byHand: String
    ) throws(InfoPlistFileEditRefusal) {
        guard let block = text.object(set) else { throw layoutRefusal("exception set \(set)", byHand: byHand) }
        let entryLine = "\t\t\t\t\(PBXProjectText.quoted(entry)),"
        if let list = text.value("membershipExceptions", depth: 3, in: block) {
            guard text.lines[list.lowerBound].hasSuffix("(") else {
                throw layoutRefusal("exception set \(set)", byHand: byHand)
            }
            // Xcode keeps the list sorted.
            var at = list.upperBound - 1
            for index in (list.lowerBound + 1)..<(list.upperBound - 1) where unquotedEntry(text.lines[index]) > entry {
                at = index
                break
            }
            text.lines.insert(entryLine, at: at)
        } else {
            let at = text.insertionPoint(
                forKey: "membershipExceptions", depth: 3, body: (block.lowerBound + 1)..<(block.upperBound - 1))
            text.lines.insert(contentsOf: ["\t\t\tmembershipExceptions = (", entryLine, "\t\t\t);"], at: at)
        }
        var members = (objects[set]?["membershipExceptions"] as? [Any])?.compactMap { $0 as? String } ?? []
        members.insert(entry, at: members.firstIndex { $0 > entry } ?? members.endIndex)
        objects[set]?["membershipExceptions"] = members
    }

    private static func makeSet(
        _ set: String, entry: String, targetID: String, target: String, folderID: String,
        text: inout PBXProjectText, objects: inout [String: [String: Any]], edit: inout InfoPlistFileEdit,
        byHand: String
    ) throws(InfoPlistFileEditRefusal) {
        // The folder names the set first (its lines come later in the file, so indices above stay put).
        let reference = "\(set) /* \(exceptionSetISA) */,"
        if let line = text.oneLineObject(folderID) {
            // Xcode 16.0 wrote a synchronized folder on one line.
            guard
                let edited = PBXProjectText.addingToOneLineList(
                    "exceptions", reference, after: "isa = \(folderISA); ", in: text.lines[line])
            else {
                throw layoutRefusal("synchronized folder \(folderID)", byHand: byHand)
            }
            edit.madeExceptionsList = edited.madeList
            text.lines[line] = edited.line
        } else if let folderBlock = text.object(folderID) {
            if let list = text.value("exceptions", depth: 3, in: folderBlock) {
                guard text.lines[list.lowerBound].hasSuffix("(") else {
                    throw layoutRefusal("synchronized folder \(folderID)", byHand: byHand)
                }
                text.lines.insert("\t\t\t\t" + reference, at: list.upperBound - 1)
            } else {
                let at = text.insertionPoint(
                    forKey: "exceptions", depth: 3, body: (folderBlock.lowerBound + 1)..<(folderBlock.upperBound - 1))
                text.lines.insert(contentsOf: ["\t\t\texceptions = (", "\t\t\t\t" + reference, "\t\t\t);"], at: at)
                edit.madeExceptionsList = true
            }
        } else {
            throw layoutRefusal("synchronized folder \(folderID)", byHand: byHand)
        }
        var listed = (objects[folderID]?["exceptions"] as? [Any]) ?? []
        listed.append(set)
        objects[folderID]?["exceptions"] = listed

        let block = [
            "\t\t\(set) /* \(exceptionSetISA) */ = {", "\t\t\tisa = \(exceptionSetISA);",
            "\t\t\tmembershipExceptions = (",
            "\t\t\t\t\(PBXProjectText.quoted(entry)),", "\t\t\t);",
            "\t\t\ttarget = \(targetID) /* \(target) */;", "\t\t};",
        ]
        let begin = "/* Begin \(exceptionSetISA) section */", end = "/* End \(exceptionSetISA) section */"
        if let start = text.lines.firstIndex(of: begin), let stop = text.lines[start...].firstIndex(of: end) {
            // Objects in a section are sorted by id.
            var at = stop
            for index in (start + 1)..<stop
            where text.lines[index].hasPrefix("\t\t") && !text.lines[index].hasPrefix("\t\t\t")
                && text.lines[index] > "\t\t\(set)"
            {
                at = index
                break
            }
            text.lines.insert(contentsOf: block, at: at)
        } else {
            // Sections are sorted by their isa: this one comes just before the synchronized folders'.
            guard let next = text.lines.firstIndex(of: "/* Begin \(folderISA) section */") else {
                throw layoutRefusal("the synchronized folders' section", byHand: byHand)
            }
            text.lines.insert(contentsOf: [begin] + block + [end, ""], at: next)
            edit.madeSection = true
        }
        objects[set] = ["isa": exceptionSetISA, "membershipExceptions": [entry], "target": targetID]
    }

    private static func removeEntry(
        _ entry: String, set: String, folder: String, edit: InfoPlistFileEdit, text: inout PBXProjectText,
        objects: inout [String: [String: Any]], byHand: String
    ) throws(InfoPlistFileEditRefusal) {
        guard let block = text.object(set) else { return }
        if edit.madeExceptionSet {
            // The whole set, and the folder's line naming it.
            let members = (objects[set]?["membershipExceptions"] as? [Any])?.compactMap { $0 as? String } ?? []
            guard members == [entry] else {
                throw InfoPlistFileEditRefusal(reason: "its exception set \(set) names other files now", byHand: byHand)
            }
            text.lines.removeSubrange(block)
            objects[set] = nil
            if edit.madeSection, let start = text.lines.firstIndex(of: "/* Begin \(exceptionSetISA) section */"),
                start + 1 < text.lines.count, text.lines[start + 1] == "/* End \(exceptionSetISA) section */"
            {
                let blank = start + 2 < text.lines.count && text.lines[start + 2].isEmpty
                text.lines.removeSubrange(start..<(start + (blank ? 3 : 2)))
            }
            var listed = (objects[folder]?["exceptions"] as? [Any])?.compactMap { $0 as? String } ?? []
            listed.removeAll { $0 == set }
            let dropsList = edit.madeExceptionsList && listed.isEmpty
            objects[folder]?["exceptions"] = dropsList ? nil : listed
            let reference = "\(set) /* \(exceptionSetISA) */,"
            if let line = text.oneLineObject(folder) {
                guard
                    let edited = PBXProjectText.removingFromOneLineList(
                        "exceptions", reference, dropsList: dropsList, in: text.lines[line])
                else {
                    throw layoutRefusal("synchronized folder \(folder)", byHand: byHand)
                }
                text.lines[line] = edited
            } else if let folderBlock = text.object(folder),
                let list = text.value("exceptions", depth: 3, in: folderBlock),
                let line = text.lines[list].firstIndex(of: "\t\t\t\t" + reference)
            {
                if dropsList, list.count == 3 { text.lines.removeSubrange(list) } else { text.lines.remove(at: line) }
            } else {
                throw layoutRefusal("synchronized folder \(folder)", byHand: byHand)
            }
        } else if let list = text.value("membershipExceptions", depth: 3, in: block),
            let line = text.lines[list].firstIndex(of: "\t\t\t\t\(PBXProjectText.quoted(entry)),")
        {
            text.lines.remove(at: line)
            var members = (objects[set]?["membershipExceptions"] as? [Any])?.compactMap { $0 as? String } ?? []
            if let index = members.firstIndex(of: entry) { members.remove(at: index) }
            objects[set]?["membershipExceptions"] = members
        }
    }

    // MARK: - Reading and checking

    private static func parse(
        _ data: Data, byHand: String
    ) throws(InfoPlistFileEditRefusal) -> ([String: Any], [String: [String: Any]]) {
        guard
            let root = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil))
                as? [String: Any],
            let table = root["objects"] as? [String: Any]
        else {
            throw InfoPlistFileEditRefusal(reason: "Foundation cannot read it as a project", byHand: byHand)
        }
        return (root, table.compactMapValues { $0 as? [String: Any] })
    }

    /// Foundation must read the edited text as exactly the intended project: anything else is not written.
    private static func readBack(
        _ edited: Data, expecting root: [String: Any], byHand: String
    ) throws(InfoPlistFileEditRefusal) {
        guard
            let reread = try? PropertyListSerialization.propertyList(from: edited, options: [], format: nil)
                as? [String: Any],
            NSDictionary(dictionary: reread).isEqual(to: root)
        else {
            throw InfoPlistFileEditRefusal(
                reason: "the edited text did not read back as the intended change (its layout is not Xcode's)",
                byHand: byHand)
        }
    }

    private static func layoutRefusal(_ what: String, byHand: String) -> InfoPlistFileEditRefusal {
        InfoPlistFileEditRefusal(reason: "its \(what) is not laid out as Xcode writes it", byHand: byHand)
    }

    private static func unquotedEntry(_ line: String) -> String {
        var entry = line.trimmingCharacters(in: .whitespaces)
        if entry.hasSuffix(",") { entry.removeLast() }
        if entry.hasPrefix("\""), entry.hasSuffix("\""), entry.count >= 2 {
            entry = String(entry.dropFirst().dropLast())
        }
        return entry
    }

    static func byHand(target: String, setting: String, folderEntry: (folder: String, entry: String)?) -> String {
        var text =
            "in Xcode, set Info.plist File (INFOPLIST_FILE) to \(setting) in every configuration of target \(target) "
            + "(Build Settings › Packaging)"
        if let folderEntry {
            text +=
                ", and take \(folderEntry.entry) out of the target's members in the \(folderEntry.folder) folder "
                + "(File inspector › Target Membership)"
        }
        return text
    }

    /// A new object id, 24 hex digits as Xcode's, the same for the same seed so that the same
    /// build gives the same bytes, and never one the project has.
    static func newID(seed: String, avoiding taken: Set<String>) -> String {
        var attempt = 0
        while true {
            let bytes = Array("quickglyph \(seed) \(attempt)".utf8)
            var high: UInt64 = 0xcbf2_9ce4_8422_2325, low: UInt64 = 0x8422_2325_cbf2_9ce4
            for byte in bytes {
                high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ high
            }
            let id = String(format: "%016llX%08X", high, UInt32(truncatingIfNeeded: low))
            if !taken.contains(id) { return id }
            attempt += 1
        }
    }
}
