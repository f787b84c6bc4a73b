/// One file of a `drawable*/` or `mipmap*/` folder that an icon reference may resolve to.
package struct AndroidDrawableFile: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A PNG and its size, from its header (nil when the header does not decode).
        case png(width: Int, height: Int)
        /// A PNG whose header did not decode, or a WebP, JPEG or GIF: a bitmap of unknown size.
        case bitmap
        /// An XML drawable and its root element (`adaptive-icon`, `vector`, `layer-list`, …); nil when unreadable.
        case xml(root: String?)
    }

    var path: String
    var folder: AndroidResourceFolder
    var kind: Kind

    init(path: String, folder: AndroidResourceFolder, kind: Kind) {
        self.path = path
        self.folder = folder
        self.kind = kind
    }

    var isAdaptive: Bool {
        if case .xml(root: "adaptive-icon") = kind { return true }
        return false
    }

    var isPNG: Bool {
        if case .png = kind { return true }
        return path.lowercased().hasSuffix(".png")
    }

    /// `drawable-hdpi/ic_add.png`: the folder and the name, as a message names the file.
    package var shortName: String {
        folder.name + "/" + (path.split(separator: "/").last.map(String.init) ?? path)
    }
}
