package struct RGB: Hashable, Sendable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Rec. 709 luma in 0...1.
    package var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }

    package var description: String {
        "#"
            + [red, green, blue].map { byte in
                let hex = String(byte, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
    }
}
