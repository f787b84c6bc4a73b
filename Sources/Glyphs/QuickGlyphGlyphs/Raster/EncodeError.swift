/// Why a template PNG could not be encoded.
package enum EncodeError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidLevel(Int)
    case libpng(String)

    package var description: String {
        switch self {
        case .invalidLevel(let level):
            return "could not encode the PNG: compression level \(level) is not one of 1 to 12"
        case .libpng(let reason):
            return "could not encode the PNG: \(reason)"
        }
    }
}
