import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// One `.xcassets` folder and the name each of its imagesets answers to, as
/// Xcode compiles it into `Assets.car`: the folder name, prefixed by every
/// enclosing group that provides a namespace (`"provides-namespace" : true`), so
/// `Icons/General/QR.imageset` is `General/QR` when only General provides one.
/// Names are case-sensitive, as on the device. Each group's Contents.json is read once.
package struct AssetCatalog: Sendable, Equatable {
    package struct Imageset: Sendable, Equatable {
        package var path: String
        package var name: String
    }

    package var path: String
    /// In path order.
    package var imagesets: [Imageset]
    /// Its custom symbols (`NAME.symbolset`), named as imagesets are, in path order: an icon file or
    /// `templateImageName:` of that name finds one, but it is a vector template, not a glyph to judge.
    package var symbolsets: [Imageset]
    /// Inside a Swift package target (`Sources/NAME/…` below a `Package.swift`):
    /// compiled into the package's own bundle, where `templateImageName:` never looks.
    package var isPackageResource: Bool

    package init(
        path: String, imagesets: [String], symbolsets: [String] = [], groups: [String], packageRoots: [String]
    ) {
        self.path = path
        let namespaces = Set(groups.filter(AssetCatalog.providesNamespace))
        self.imagesets = imagesets.sorted().map { imageset in
            Imageset(path: imageset, name: AssetCatalog.name(of: imageset, in: path, namespaces: namespaces))
        }
        self.symbolsets = symbolsets.sorted().map { symbolset in
            Imageset(path: symbolset, name: AssetCatalog.name(of: symbolset, in: path, namespaces: namespaces))
        }
        isPackageResource = AssetCatalog.isPackageResource(path, packageRoots: packageRoots)
    }

    /// The imageset named `name`, if any.
    func imageset(named name: String) -> Imageset? {
        imagesets.first { $0.name == name }
    }

    private static func name(of imageset: String, in catalog: String, namespaces: Set<String>) -> String {
        let relative = imageset.hasPrefix(catalog + "/") ? String(imageset.dropFirst(catalog.count + 1)) : imageset
        var prefix: [String] = []
        var path = catalog
        for folder in relative.split(separator: "/").dropLast() {
            path += "/" + folder
            if namespaces.contains(path) { prefix.append(String(folder)) }
        }
        return (prefix + [folderName(imageset)]).joined(separator: "/")
    }

    /// The asset name of an imageset outside any catalog: its folder's name.
    package static func folderName(_ imageset: String) -> String {
        ((imageset as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let data = try? SourceFile.read(folder + "/" + AssetNaming.contentsFile),
            case .object(let root)? = try? JSONValue.parse(data),
            case .object(let properties)? = root["properties"],
            case .bool(true)? = properties["provides-namespace"]
        else { return false }
        return true
    }

    private static func isPackageResource(_ catalog: String, packageRoots: [String]) -> Bool {
        // The nearest package above the catalog decides: its `Sources/` holds targets' resources.
        let enclosing = packageRoots.filter { catalog.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }.max {
            $0.count < $1.count
        }
        guard let root = enclosing else { return false }
        let relative = catalog.dropFirst(root.count).drop { $0 == "/" }
        return relative.hasPrefix("Sources/")
    }
}
