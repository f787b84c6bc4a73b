import Foundation
import QuickGlyphModel

/// The template images one application target can show, as `templateImageName:`
/// finds them: first its own asset catalogs (as compiled into its `Assets.car`;
/// a Swift package's catalog is never among them), then the PNGs copied into its
/// bundle. Names are the catalogs' resolved asset names, looked up once.
package struct TargetIcons: Sendable {
    /// By asset name, every imageset of that name, in catalog order.
    package private(set) var imagesets: [String: [String]] = [:]
    /// By base name (`star` for `star@2x.png`), the bundle PNGs.
    package private(set) var bundleFiles: [String: [String]] = [:]
    /// By asset name, the custom symbols (`NAME.symbolset`): found by the name, never judged as a glyph.
    package private(set) var symbolsets: [String: [String]] = [:]
    /// Where the icons were looked for, for messages.
    package private(set) var places: [String] = []

    package init(catalogs: [AssetCatalog], bundleImages: [String], bundlePlace: String?) {
        for catalog in catalogs where !catalog.isPackageResource {
            places.append(catalog.path)
            for imageset in catalog.imagesets { imagesets[imageset.name, default: []].append(imageset.path) }
            for symbolset in catalog.symbolsets { symbolsets[symbolset.name, default: []].append(symbolset.path) }
        }
        for png in bundleImages { bundleFiles[AssetNaming.baseName(of: png), default: []].append(png) }
        if !bundleImages.isEmpty, let bundlePlace { places.append(bundlePlace) }
    }

    package var names: Set<String> { Set(imagesets.keys).union(bundleFiles.keys).union(symbolsets.keys) }

    /// The name an icon file name finds its image by (`star` for `star.png`), nil when none.
    package func key(for name: String) -> String? {
        AssetNaming.iconLookupNames(name).first { imagesets[$0] != nil || bundleFiles[$0] != nil }
            ?? AssetNaming.iconLookupNames(name).first { symbolsets[$0] != nil }
    }

    /// The imageset a name shows, else the bundle PNGs, else a custom symbol, as the report lists it.
    func resolve(_ name: String) -> IconImage {
        let key = key(for: name) ?? name
        if let first = imagesets[key]?.first { return IconImage(imageset: first) }
        if bundleFiles[key] == nil, let symbol = symbolsets[key]?.first { return IconImage(symbolset: symbol) }
        return IconImage(files: (bundleFiles[key] ?? []).sorted())
    }

    /// What a file icon shows; nil for any other icon, which names no image of the target.
    package func image(for icon: QuickActionIcon) -> IconImage? {
        guard case .file(let name) = icon else { return nil }
        return resolve(name)
    }
}
