/// A product of a local Swift package that a target links (`packageProductDependencies`
/// → `XCSwiftPackageProductDependency`). Products of remote packages are not kept: their
/// code is fetched into DerivedData, never the app's folder.
package struct XcodePackageProduct: Sendable, Equatable, Hashable {
    /// The product's name (`productName`), as `Package.swift` declares it.
    package var name: String
    /// The package's folder, absolute and normalized: an `XCLocalSwiftPackageReference`'s
    /// `relativePath` (Xcode 15 and later) against the project's folder. Nil when the
    /// product names no package: a package added to the project as a folder reference
    /// (before Xcode 15), which the reader of the folder finds by the product's name
    /// among the packages it walked (`XcodeProject.folderReferences` lists the candidates).
    package var packagePath: String?

    package init(name: String, packagePath: String?) {
        self.name = name
        self.packagePath = packagePath
    }
}
