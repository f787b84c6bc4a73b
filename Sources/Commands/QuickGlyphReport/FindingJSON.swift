import QuickGlyphModel

extension Finding {
    /// One finding in the version-1 JSON document, shared by `check` and `build`:
    /// `{"rule", "severity", "path", "message", "line", "column" | "pixel": {"x", "y"}}`.
    package var jsonObject: [String: Any] {
        var object: [String: Any] = [
            "rule": rule.rawValue, "severity": severity.rawValue, "path": path, "message": message,
        ]
        if let position {
            object["line"] = position.line
            object["column"] = position.column
        }
        if let pixel { object["pixel"] = ["x": pixel.x, "y": pixel.y] }
        return object
    }
}
