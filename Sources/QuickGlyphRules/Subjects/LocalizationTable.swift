import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// The keys the `*.lproj/InfoPlist.strings` files beside an Info.plist translate.
public struct LocalizationTable: Sendable {
    public var keys: Set<String> = []
    public var files: [String] = []

    /// Looks in the plist's own folder, where Xcode puts the lproj folders of a target.
    public init(besides path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "." : folder
        let children = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        for child in children.sorted() where child.hasSuffix(".lproj") {
            let file = (folder as NSString).appendingPathComponent("\(child)/InfoPlist.strings")
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            files.append(file)
            keys.formUnion(LocalizationTable.keys(in: data))
        }
    }

    /// A strings file is an old-style property list: a dictionary of strings (UTF-8 or UTF-16).
    static func keys(in data: Data) -> Set<String> {
        if let table = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
            return Set(table.keys)
        }
        return []
    }
}
