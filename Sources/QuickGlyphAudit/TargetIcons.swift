import Foundation
import QuickGlyphCore
import QuickGlyphInventory

/// The template images one application target can show, as `templateImageName:`
/// finds them: first its own asset catalogs (as compiled into its `Assets.car`;
/// a Swift package's catalog is never among them), then the PNGs copied into its
/// bundle. Names are the catalogs' resolved asset names, looked up once.
struct TargetIcons {
    /// By asset name, every imageset of that name, in catalog order.
    private(set) var imagesets: [String: [String]] = [:]
    /// By base name (`star` for `star@2x.png`), the bundle PNGs.
    private(set) var bundleFiles: [String: [String]] = [:]
    /// Where the icons were looked for, for messages.
    private(set) var places: [String] = []

    init(catalogs: [AssetCatalog], bundleImages: [String], bundlePlace: String?) {
        for catalog in catalogs where !catalog.isPackageResource {
            places.append(catalog.path)
            for imageset in catalog.imagesets { imagesets[imageset.name, default: []].append(imageset.path) }
        }
        for png in bundleImages { bundleFiles[AssetNaming.baseName(of: png), default: []].append(png) }
        if !bundleImages.isEmpty, let bundlePlace { places.append(bundlePlace) }
    }

    var names: Set<String> { Set(imagesets.keys).union(bundleFiles.keys) }

    /// The imageset a name shows, else the bundle PNGs, as the report lists it.
    func resolve(_ name: String) -> (imageset: String?, files: [String]) {
        if let first = imagesets[name]?.first { return (first, []) }
        return (nil, (bundleFiles[name] ?? []).sorted())
    }
}
