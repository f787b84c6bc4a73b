import QuickGlyphSystem

/// Where output goes, and whether it is a person at a terminal (colour, progress) or a pipe.
enum Terminal {
    static func isInteractive(_ descriptor: Int32) -> Bool {
        isatty(descriptor) != 0 && getenvString("TERM") != "dumb"
    }

    /// Colour only on a terminal, and never when NO_COLOR is set (no-color.org).
    static func usesColor(_ descriptor: Int32) -> Bool {
        isInteractive(descriptor) && getenvString("NO_COLOR") == nil
    }

    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                SystemCall.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    static func out(_ text: String) { write(text, to: 1) }
    static func err(_ text: String) { write(text, to: 2) }

    private static func getenvString(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// An ANSI colour for a severity word, when colour is on.
    static func paint(_ text: String, _ code: String, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
