/// The images of one `TargetImageNames` by the path of identifiers R.swift declares each at
/// below `R.image` (`general.qr` for `General/QR`), built once for a set, when an accessor
/// is first traced through it.
struct RswiftImageIndex {
    private var names: [[String]: Set<String>] = [:]

    init(_ images: TargetImageNames) {
        for name in images.assetNames {
            for path in RswiftNaming.accessorPaths(ofAssetName: name) { names[path, default: []].insert(name) }
        }
        // R.swift lists the bundle's loose images in `R.image` beside the catalogs' (`merged.images += …`).
        for file in images.bundleFiles {
            guard let name = RswiftNaming.imageName(ofBundleFile: file) else { continue }
            for identifier in RswiftNaming.identifiers(name) where !identifier.isEmpty {
                names[[identifier], default: []].insert(name)
            }
        }
    }

    /// The image names R.swift would declare at `path`, in byte order: one, several, or none.
    func candidates(at path: [String]) -> [String] {
        (names[path] ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
