import Foundation

/// A value that can live in a property list: what `userInfo` may hold.
package indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// The Foundation object `PropertyListSerialization` writes.
    package var foundationObject: Any {
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

extension PlistValue {
    /// A value `PropertyListSerialization` read (an Info.plist's `UIApplicationShortcutItemUserInfo`);
    /// nil for a date or data, which a quick action's user info can hold but nothing of
    /// quickglyph reads or writes. A Boolean arrives as `Bool` on Linux and as a
    /// `CFBoolean` (an `NSNumber` of type `c`) on Darwin.
    package init?(propertyListObject value: Any) {
        if type(of: value) == Bool.self, let flag = value as? Bool {
            self = .bool(flag)
        } else if let text = value as? String {
            self = .string(text)
        } else if let number = value as? NSNumber {
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "f", "d": self = .real(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        } else if let array = value as? [Any] {
            self = .array(array.compactMap(PlistValue.init(propertyListObject:)))
        } else if let dictionary = value as? [String: Any] {
            self = .dictionary(dictionary.compactMapValues(PlistValue.init(propertyListObject:)))
        } else {
            return nil
        }
    }
}
