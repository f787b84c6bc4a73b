/// A value that can live in a property list: what `userInfo` may hold.
public indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// The Foundation object `PropertyListSerialization` writes.
    public var foundationObject: Any {
        switch self {
        case .string(let value): return value
        case .integer(let value): return value
        case .real(let value): return value
        case .bool(let value): return value
        case .array(let values): return values.map(\.foundationObject)
        case .dictionary(let values): return values.mapValues(\.foundationObject)
        }
    }
}
