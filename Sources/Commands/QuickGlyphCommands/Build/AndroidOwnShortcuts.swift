import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphModel

/// Whether an Android module already has app shortcuts of its own, which the ones
/// `--android` writes would hide or be hidden by. A device reads one `shortcuts.xml`,
/// the one in the `xml…/` folder that best matches it: quickglyph's
/// `xml-v25/shortcuts.xml` beside the app's `xml/shortcuts.xml` wins on Android 7.1 and
/// later, every device that shows shortcuts, so the app's own would vanish; an
/// `xml-v26/shortcuts.xml` of the app's would hide quickglyph's in turn. And an
/// activity's `android.app.shortcuts` entry names one resource: one naming the app's
/// own file leaves quickglyph's unread. A `shortcuts.xml` is quickglyph's only when it
/// is at the path quickglyph writes and a build's manifest (for this res/ folder or an
/// earlier one) or a killed build's journal records writing those very bytes there, or
/// its bytes begin as every file quickglyph writes does: a fresh clone of an app that
/// commits res/ but not `--out` has no record, and its shortcuts are still quickglyph's
/// (whether they may be replaced is the write's question, answered by the record).
/// This judges the listings and bytes it is given and reads nothing.
package struct AndroidOwnShortcuts: Sendable {
    /// The one file name a shortcuts resource folder is looked into for.
    static let fileName = "shortcuts.xml"

    /// A resource folder of XML files, under any qualifiers: `xml`, `xml-v25`, `xml-night-v26`.
    package static func isXMLFolder(_ name: String) -> Bool {
        name == "xml" || name.hasPrefix("xml-")
    }

    /// What the reading found in res/, each path relative to it ("" for res/ itself).
    package enum Found: Sendable, Equatable {
        /// An `xml…/shortcuts.xml` that is a regular file, with its bytes when it is at the path quickglyph
        /// writes (one anywhere else is the app's by its path alone, and need not be read).
        case file(path: String, bytes: Data?)
        /// res/, an `xml…` folder or a `shortcuts.xml` in one that was not looked into, and why, as a
        /// clause about it ("it is a symbolic link, which quickglyph does not follow").
        case unknown(path: String, reason: String)
    }

    /// One reason the Android shortcuts are not written, at the file (and place) it is about.
    package struct Conflict: Sendable, Equatable {
        package var path: String
        package var position: SourcePosition?
        var message: String

        package init(path: String, position: SourcePosition? = nil, message: String) {
            self.path = path
            self.position = position
            self.message = message
        }
    }

    /// res/ as the user named it.
    var resFolder: String
    /// The items file as shown: where the app's own shortcuts would go instead.
    var itemsFile: String
    /// The shortcuts file quickglyph writes, relative to res/.
    package var written: String
    /// Every version of the files quickglyph recorded writing into a res/ folder, relative to it.
    package var recorded: [Manifest.File]
    /// How a file quickglyph wrote begins.
    var generatedPrefix: Data

    package init(
        resFolder: String, itemsFile: String, written: String, recorded: [Manifest.File], generatedPrefix: Data
    ) {
        self.resFolder = resFolder
        self.itemsFile = itemsFile
        self.written = written
        self.recorded = recorded
        self.generatedPrefix = generatedPrefix
    }

    /// - Parameters:
    ///   - found: what was found in res/'s `xml…` folders.
    ///   - manifest: the module's AndroidManifest.xml, with its path as shown, when there is one to read.
    ///     One that does not parse is not judged here: the manifest merge, when asked, says why.
    package func conflicts(in found: [Found], manifest: (path: String, bytes: Data)?) -> [Conflict] {
        let kept = "what an earlier build wrote there is kept"
        let stop = "the Android shortcuts were not written into \(resFolder)"
        var conflicts: [Conflict] = []
        for item in found {
            switch item {
            case let .file(path, bytes):
                // quickglyph writes one shortcuts file: a record of any other path is not believed (a manifest is
                // input).
                if path == written, let bytes,
                    bytes.starts(with: generatedPrefix)
                        || recorded.contains(where: { $0.path == path && $0.sha256 == SHA256.hex(bytes) })
                {
                    continue
                }
                let shown = shownPath(path)
                conflicts.append(
                    Conflict(
                        path: shown,
                        message: "\(stop): this file holds shortcuts quickglyph has no record of "
                            + "writing, and a device "
                            + "reads only the shortcuts.xml of the xml folder that best matches it, so it and quickglyph's "
                            + "\(shownPath(written)) would hide one another; merge its shortcuts by hand into \(itemsFile) and remove the "
                            + "file (or just remove it, if the items replace them); \(kept)"))
            case let .unknown(path, reason):
                let shown = shownPath(path)
                conflicts.append(
                    Conflict(
                        path: shown,
                        message: "\(stop): quickglyph cannot tell whether this holds shortcuts of the "
                            + "app's own: \(reason); \(kept)"))
            }
        }
        if let manifest, let outline = try? AndroidManifestOutline(bytes: [UInt8](manifest.bytes)) {
            let ours = AndroidManifestMerger.resource
            // Any activity's entry, not only a launcher's here: another manifest of the app (a flavour's,
            // a library's) can make that activity the launcher when Gradle merges them.
            for element in outline.elements
            where element.name == "meta-data"
                && outline.android("name", of: element) == AndroidManifestOutline.shortcutsName
            {
                guard let resource = outline.android("resource", of: element), resource != ours else { continue }
                conflicts.append(
                    Conflict(
                        path: manifest.path, position: outline.position(of: element.start.lowerBound),
                        message: "\(stop): this android.app.shortcuts entry names \(resource), shortcuts of the "
                            + "app's own, so quickglyph's \(ours) would not be read; merge those shortcuts by hand "
                            + "into \(itemsFile) and point the entry at \(ours) (or just point it there, if the "
                            + "items replace them); \(kept)"))
            }
        }
        return conflicts
    }

    private func shownPath(_ relative: String) -> String {
        relative.isEmpty ? resFolder : (resFolder as NSString).appendingPathComponent(relative)
    }
}
