import CGLib
import Foundation

/// SHA-256 through GLib's GChecksum: GLib already comes with librsvg, so no
/// hand-written hash and no extra dependency.
package enum SHA256 {
    package static func hex(_ data: Data) -> String {
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else {
            preconditionFailure("GLib could not allocate a SHA-256 checksum")
        }
        defer { g_checksum_free(checksum) }
        data.withUnsafeBytes { buffer in
            if let base = buffer.baseAddress, buffer.count > 0 {
                g_checksum_update(checksum, base.assumingMemoryBound(to: UInt8.self), buffer.count)
            }
        }
        return String(cString: g_checksum_get_string(checksum))
    }
}
