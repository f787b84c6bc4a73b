import Foundation

/// A build setting's value as the project file holds it, before expansion.
enum BuildSettingValue {
    /// A list (`OTHER_LDFLAGS = (…)`) is one space-separated value, as Xcode shows it;
    /// an element with a space is quoted.
    static func text(_ value: Any) -> String? {
        if let string = value as? String { return string }
        if let list = value as? [Any] {
            return list.compactMap { $0 as? String }
                .map { $0.contains(" ") && !$0.hasPrefix("\"") ? "\"\($0)\"" : $0 }
                .joined(separator: " ")
        }
        return nil
    }

    /// `$(inherited)` (or `${inherited}`) replaced by the value one level down, so a
    /// merged setting needs nothing below it; with nothing below, it drops out.
    static func inheriting(_ value: String, from lower: String?) -> String {
        guard value.contains("inherited") else { return value }
        var result = value
        for token in ["$(inherited)", "${inherited}"] {
            result = result.replacingOccurrences(of: token, with: lower ?? "")
        }
        return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
