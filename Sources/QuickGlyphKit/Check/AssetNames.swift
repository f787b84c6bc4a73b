import Foundation
import QuickGlyphCore

/// The name each imageset answers to, as Xcode resolves it: its folder name,
/// prefixed by every enclosing folder that provides a namespace
/// (`"provides-namespace" : true`), so `Icons/General/QR.imageset` is `General/QR`
/// when only General provides one. Names are case-sensitive, as on the device.
struct AssetNames {
    private var names: [String: String] = [:]

    /// Reads each folder's Contents.json once per catalog.
    init(catalogs: [String]) {
        for catalog in catalogs {
            for imageset in CheckInventory.imagesets(in: catalog) {
                names[imageset] = AssetNames.name(of: imageset, in: catalog)
            }
        }
    }

    /// The asset name of an imageset; one outside any catalog is named by its folder.
    func name(of imageset: String) -> String {
        names[imageset] ?? AssetNames.folderName(imageset)
    }

    private static func name(of imageset: String, in catalog: String) -> String {
        let relative = imageset.hasPrefix(catalog + "/") ? String(imageset.dropFirst(catalog.count + 1)) : imageset
        let folders = relative.split(separator: "/").dropLast().map(String.init)
        var prefix: [String] = []
        var path = catalog
        for folder in folders {
            path += "/" + folder
            if providesNamespace(path) { prefix.append(folder) }
        }
        return (prefix + [folderName(imageset)]).joined(separator: "/")
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/" + AssetNaming.contentsFile),
              case .object(let root)? = try? JSONValue.parse(data),
              case .object(let properties)? = root["properties"],
              case .bool(true)? = properties["provides-namespace"] else { return false }
        return true
    }

    private static func folderName(_ imageset: String) -> String {
        ((imageset as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
