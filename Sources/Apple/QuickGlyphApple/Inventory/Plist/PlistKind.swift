import Foundation

/// What a person calls a property-list value's kind, for messages about a value of the wrong kind.
enum PlistKind {
    static func name(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "a dictionary"
        case is Bool: return "a boolean"
        case is NSNumber: return "a number"
        case is Data: return "data"
        case is Date: return "a date"
        default: return "\(type(of: value))"
        }
    }
}
