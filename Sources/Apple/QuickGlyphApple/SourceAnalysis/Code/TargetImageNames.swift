/// The images the targets compiling a source file can load by name: the asset names of their
/// catalogs (`General/QR` in a namespace) and the image files copied into their bundles. A
/// generated accessor whose generated file is not among the sources (`R.image.qr.name` without
/// `R.generated.swift`) is traced to one of them by the generator's naming rule; the caller,
/// which knows the targets, hands them down, since the source analysis knows no catalog.
package struct TargetImageNames: Sendable, Equatable {
    /// Catalog asset names, as `templateImageName:` takes them.
    var assetNames: [String]
    /// Paths (or names) of the image files copied into the bundle: `star@2x.png`.
    var bundleFiles: [String]

    package init(assetNames: [String], bundleFiles: [String]) {
        self.assetNames = assetNames
        self.bundleFiles = bundleFiles
    }
}
