import Foundation
import QuickGlyphSystem

/// What is at `--out/manifest.json` before a build: nothing, quickglyph's own
/// manifest (trusted or not), or someone else's file (a web app's
/// `public/manifest.json`), which a build must not overwrite.
enum ManifestOnDisk {
    case missing
    /// quickglyph's: the manifest when this version trusts it, nil when it is
    /// damaged or from another version (everything is rebuilt).
    case ours(Manifest?)
    case notOurs(reason: String)

    /// What the pretty JSON quickglyph writes always holds: recognises a
    /// quickglyph manifest that is cut short or damaged.
    private static let signature = Data(#""generator" : "quickglyph "#.utf8)

    /// - Parameter decoding: false for a quick look whose manifest is not used
    ///   (a file with quickglyph's signature is then not decoded).
    static func inspect(_ url: URL, decoding: Bool = true) -> ManifestOnDisk {
        let data: Data
        switch FileStatus.kind(atPath: url.path) {
        case .missing:
            return .missing
        case .regular:
            do {
                guard let read = try RegularFile.read(atPath: url.path) else { return .missing }
                data = read
            } catch {
                return .notOurs(
                    reason: "it cannot be read (\(error)), so it cannot be told from a file of someone else's")
            }
        case let kind:
            return .notOurs(
                reason: "it is \(OwnershipError.describe(kind) ?? "not a file"), not a manifest quickglyph wrote")
        }
        let folder = url.deletingLastPathComponent()
        if data.range(of: signature) != nil { return .ours(decoding ? Manifest.decode(data, folder: folder) : nil) }
        if let manifest = Manifest.decode(data, folder: folder) { return .ours(manifest) }
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let generator = object["generator"] as? String
        {
            return generator.hasPrefix("quickglyph")
                ? .ours(nil) : .notOurs(reason: "it was made by \(generator), not by quickglyph")
        }
        return .notOurs(reason: "it is not a quickglyph manifest (it has no \"generator\": \"quickglyph …\")")
    }
}
