import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// A write of the app's Info.plist in place (`WriteMode.inPlace`, Xcode's script sandbox), journalled
/// before its first byte. Written into itself, the file has no temporary twin to fall back on, so a
/// build killed part-way leaves it part new, part old: neither what the app had nor what a clean build
/// gives, and now and then still a property list (the closing newline missing) that the next merge
/// would take as it is. With this record the next build knows such a file for what it is and puts it
/// back as it was before that write, so its merge starts from the very bytes a clean build's does.
///
/// Only what the write changes is kept: the bytes both versions begin with stay in the file (the write
/// puts the same bytes back over them), so the record holds the middles that differ, the end they share
/// and the hashes of both versions, which what is rebuilt must match. A padded Info.plist of many
/// kilobytes costs the journal the few hundred bytes of its quick actions, and so the journal fits where
/// the file itself just does (a file-size limit, a nearly full disk).
struct InfoPlistWriteInPlace: Codable, Equatable {
    /// The Info.plist, resolved (relative to the output folder in the journal, as the record's paths are).
    var path: String
    /// Whether there was no file: the build was creating it.
    var created: Bool
    /// How many bytes the old and the new file begin with in common.
    var prefix: Int
    /// What follows that prefix, up to the end they share, in the old file and in the new one.
    var originalMiddle: Data
    var writtenMiddle: Data
    /// The bytes both end with.
    var suffix: Data
    var originalSHA256: String
    var writtenSHA256: String

    /// - Parameter original: nil when there is no file.
    init(path: String, original: Data?, written: Data) {
        let old = [UInt8](original ?? Data()), new = [UInt8](written)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        self.path = path
        created = original == nil
        self.prefix = prefix
        originalMiddle = Data(old[prefix..<(old.count - suffix)])
        writtenMiddle = Data(new[prefix..<(new.count - suffix)])
        self.suffix = Data(new[(new.count - suffix)...])
        originalSHA256 = SHA256.hex(Data(old))
        writtenSHA256 = SHA256.hex(written)
    }

    /// What `now`, the file as the next build finds it, says of the write.
    enum State: Equatable {
        /// The old bytes or the new, whole; or a file changed since in some other way (a person's edit).
        case whole
        /// Cut short: these are the bytes it held before (nil: there was no file).
        case cutShort(original: Data?)
        /// Cut short where even the bytes both versions begin with are gone (a file system that cannot claim
        /// room in advance empties the file first): what it held cannot be told.
        case lost
    }

    /// Whether `now` is what the write, cut short, can have left: at each position the new byte, the old
    /// one, or, past the old end, a zero (the room claimed before writing), and no longer than the longer
    /// of the two. That covers a cut anywhere in the write, before or after the claim and the final
    /// truncation, and a cut in the putting back of the original after it.
    func judge(_ now: Data) -> State {
        let hash = SHA256.hex(now)
        if hash == writtenSHA256 || (!created && hash == originalSHA256) { return .whole }
        guard now.count >= prefix else {
            // Shorter than the beginning both share (never so when creating: they share none): emptied first, then
            // cut, and what it held cannot be rebuilt. A property list there is a person's.
            return (try? PropertyListSerialization.propertyList(from: now, format: nil)) == nil ? .lost : .whole
        }
        let head = now.prefix(prefix)
        let original = head + originalMiddle + suffix, written = head + writtenMiddle + suffix
        // Rebuilt from the file's first bytes: only the very versions of this write match their hashes.
        guard SHA256.hex(written) == writtenSHA256, created || SHA256.hex(original) == originalSHA256 else {
            return .whole
        }
        let old = [UInt8](created ? Data() : original), new = [UInt8](written)
        guard now.count <= max(old.count, new.count) else { return .whole }
        for (index, byte) in now.enumerated() {
            if index < new.count, byte == new[index] { continue }
            if index < old.count, byte == old[index] { continue }
            if index >= old.count, byte == 0 { continue }
            return .whole
        }
        return .cutShort(original: created ? nil : Data(original))
    }

    func convertingPath(_ convert: (String, String) -> String, folder: String) -> InfoPlistWriteInPlace {
        var converted = self
        converted.path = convert(path, folder)
        return converted
    }
}

/// `.quickglyph-xcode-journal`: the record of what a build is about to make (`XcodeProjectRecord`, its
/// keys at the top, as the manifest's `xcode` holds them) and, while the Info.plist is being written in
/// place, that write (`infoPlistWrite`).
struct XcodeJournal: Codable {
    var record: XcodeProjectRecord
    var infoPlistWrite: InfoPlistWriteInPlace?

    private enum CodingKeys: String, CodingKey {
        case infoPlistWrite
    }

    init(record: XcodeProjectRecord, infoPlistWrite: InfoPlistWriteInPlace? = nil) {
        self.record = record
        self.infoPlistWrite = infoPlistWrite
    }

    init(from decoder: Decoder) throws {
        record = try XcodeProjectRecord(from: decoder)
        infoPlistWrite = try decoder.container(keyedBy: CodingKeys.self)
            .decodeIfPresent(InfoPlistWriteInPlace.self, forKey: .infoPlistWrite)
    }

    func encode(to encoder: Encoder) throws {
        try record.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(infoPlistWrite, forKey: .infoPlistWrite)
    }

    /// Its paths as the manifest keeps them (`RelativePath.of`), or read back (`RelativePath.resolve`), against the
    /// output folder.
    func convertingPaths(_ convert: (String, String) -> String, folder: String) -> XcodeJournal {
        XcodeJournal(
            record: record.convertingPaths(convert, folder: folder),
            infoPlistWrite: infoPlistWrite?.convertingPath(convert, folder: folder))
    }

    /// Writes it at `url`, in the output folder.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let folder = url.deletingLastPathComponent().standardizedFileURL.path
        try FileWriter.replace(url, with: try encoder.encode(convertingPaths(RelativePath.of, folder: folder)))
    }

    /// What a killed build journalled in `folder`, if anything.
    static func read(in folder: URL) -> XcodeJournal? {
        let url = folder.appendingPathComponent(InfoPlistFileSync.journalFilename)
        guard let data = try? RegularFile.read(atPath: url.path) else { return nil }
        return (try? JSONDecoder().decode(XcodeJournal.self, from: data))?
            .convertingPaths(RelativePath.resolve, folder: folder.standardizedFileURL.path)
    }
}
