/// Where a quick action's file icon resolves in its target: an imageset of one of
/// its catalogs, else the PNGs copied into its bundle (`star.png`, `star@2x.png`);
/// neither when the target has no image of that name.
package struct IconImage: Sendable, Equatable {
    /// The first imageset of that name, in catalog order.
    package var imageset: String?
    /// The bundle PNGs of that name, sorted; empty when an imageset is found.
    package var files: [String]

    package init(imageset: String? = nil, files: [String] = []) {
        self.imageset = imageset
        self.files = files
    }
}
