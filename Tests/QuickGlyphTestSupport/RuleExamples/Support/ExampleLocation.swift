/// Where a triggering example says its rule fires, like SwiftLint's ↓ markers:
/// the example tests compare these with the rule's findings, so a rule that
/// fires at the wrong pixel, line or file fails its own examples.
package enum ExampleLocation: Sendable, Hashable, CustomStringConvertible {
    /// The image as a whole: a finding about the canvas, its header or its opacity, with no pixel.
    case image
    /// A pixel of the example image (0-based, from the top left).
    case pixel(x: Int, y: Int)
    /// A file or folder of the example tree (path relative to the tree's root), with no position:
    /// a stray file, an imageset folder, a file with no text to point into.
    case file(String)
    /// A line and column (1-based) in a text file of the example tree.
    case line(String, Int, column: Int)
    /// A pixel of a PNG file of the example tree.
    case filePixel(String, x: Int, y: Int)

    package var description: String {
        switch self {
        case .image: return "image"
        case let .pixel(x, y): return "pixel \(x),\(y)"
        case .file(let path): return path
        case let .line(path, line, column): return "\(path):\(line):\(column)"
        case let .filePixel(path, x, y): return "\(path) pixel \(x),\(y)"
        }
    }
}
