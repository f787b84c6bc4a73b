import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Writes `manifest.json` one glyph entry at a time: encoding a manifest of
/// thousands of glyphs in one piece would hold its whole JSON tree in memory,
/// and memory must grow with the number of jobs, not of glyphs. The result is
/// the same pretty, key-sorted JSON the encoder gives for the whole value.
package enum ManifestWriter {
    package static func write(_ manifest: Manifest, to url: URL) throws -> FileWriter.Outcome {
        // The app's files it names, relative to its folder: the bytes do not depend on where the repository is.
        let manifest = manifest.appPaths(RelativePath.of, folder: url.deletingLastPathComponent())
        let writer = try StreamingFileWriter(destination: url)
        let encoder = JSONFormatting.encoder()
        /// The value's JSON, each line after the first indented to `depth`; works on
        /// bytes, since String's Character handling would cost more than the encoding.
        func encoded<Value: Encodable>(_ value: Value, depth: Int) throws -> Data {
            let json = try encoder.encode(value)
            guard depth > 0 else { return json }
            let indent = [UInt8](repeating: 0x20, count: 2 * depth)
            // Into an array, then one Data: Data's append of a single byte costs fifty times an array's.
            var output: [UInt8] = []
            output.reserveCapacity(json.count + json.count / 8)
            json.withUnsafeBytes { bytes in
                for (index, byte) in bytes.enumerated() {
                    output.append(byte)
                    // Blank lines (inside an empty array) stay blank, as the encoder writes them.
                    if byte == 0x0A, index + 1 < bytes.count, bytes[index + 1] != 0x0A {
                        output.append(contentsOf: indent)
                    }
                }
            }
            return Data(output)
        }
        /// Streams a large map: one encoder call an entry, in key order.
        func map<Value: Encodable>(_ values: [String: Value]) throws -> Data? {
            guard !values.isEmpty else { return nil }
            let keys = values.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            try writer.append("{\n")
            for (index, key) in keys.enumerated() {
                try writer.append("    ")
                try writer.append(try encoded(key, depth: 0))
                try writer.append(" : ")
                try writer.append(try encoded(values[key]!, depth: 2))
                try writer.append(index == keys.count - 1 ? "\n" : ",\n")
            }
            return Data("  }".utf8)
        }
        // Members in sorted key order, as `.sortedKeys` would put them.
        var members: [(String, () throws -> Data?)] = [
            ("catalog", { try encoded(manifest.catalog, depth: 1) }),
            ("files", { try encoded(manifest.files, depth: 1) }),
            ("generator", { try encoded(manifest.generator, depth: 1) }),
            ("glyphs", { try map(manifest.glyphs) ?? encoded(manifest.glyphs, depth: 1) }),
            ("items", { try encoded(manifest.items, depth: 1) }),
            ("options", { try encoded(manifest.options, depth: 1) }),
            ("optionsHash", { try encoded(manifest.optionsHash, depth: 1) }),
            ("refused", { try map(manifest.refused) ?? encoded(manifest.refused, depth: 1) }),
            ("version", { try encoded(manifest.version, depth: 1) }),
        ]
        // Only under --fit auto, where the encoder would write it too.
        if let measures = manifest.measures {
            members.insert(("measures", { try map(measures) ?? encoded(measures, depth: 1) }), at: 5)
        }
        // Only with --info-plist and translations written beside it.
        if let strings = manifest.strings {
            members.insert(("strings", { try encoded(strings, depth: 1) }), at: members.count - 1)
        }
        // Only with --info-plist and a file created or a project edited; "xcode" sorts last.
        if let xcode = manifest.xcode {
            members.append(("xcode", { try encoded(xcode, depth: 1) }))
        }
        // Only with --android and something written there; "android" sorts first.
        if let android = manifest.android {
            members.insert(("android", { try encoded(android, depth: 1) }), at: 0)
        }
        try writer.append("{\n")
        for (index, member) in members.enumerated() {
            try writer.append("  \"\(member.0)\" : ")
            if let rest = try member.1() { try writer.append(rest) }
            try writer.append(index == members.count - 1 ? "\n" : ",\n")
        }
        try writer.append("}\n")
        return try writer.commit()
    }
}
