/// Where a quick action's file icon resolves in its target: an imageset of one of
/// its catalogs, else the PNGs copied into its bundle (`star.png`, `star@2x.png`), else
/// a custom symbol of a catalog; none when the target has no image of that name.
package struct IconImage: Sendable, Equatable {
    /// The first imageset of that name, in catalog order.
    package var imageset: String?
    /// The bundle PNGs of that name, sorted; empty when an imageset is found.
    package var files: [String]
    /// The custom symbol (`NAME.symbolset`) of that name, when no imageset or PNG has it.
    package var symbolset: String?

    package init(imageset: String? = nil, files: [String] = [], symbolset: String? = nil) {
        self.imageset = imageset
        self.files = files
        self.symbolset = symbolset
    }
}
