import Foundation

/// Whether two values read by `PropertyListSerialization` are the same property
/// list: the merger's last check before it writes an edited Info.plist.
/// Both sides always come from the same parser, so a value's Foundation type
/// and its description are compared as they come.
enum PropertyListEquality {
    static func equal(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case let (a as [String: Any], b as [String: Any]):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { equal(value, $0) } ?? false }
        case let (a as [Any], b as [Any]):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case let (a as String, b as String):
            return a == b
        case let (a as Data, b as Data):
            return a == b
        case let (a as Date, b as Date):
            return a == b
        default:
            // Numbers and booleans: the same kind, written the same.
            return type(of: a) == type(of: b) && String(describing: a) == String(describing: b)
        }
    }
}
