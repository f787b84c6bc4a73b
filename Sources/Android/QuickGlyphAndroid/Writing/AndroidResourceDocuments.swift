import Foundation

/// The XML files of the Android output, each exactly as written: the shortcuts,
/// the labels, the adaptive icons, the background colour and the keep list.
package enum AndroidResourceDocuments {
    static let header = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    static let notice = "<!-- Written by quickglyph; the next build replaces it. -->\n"
    /// How every XML file quickglyph writes begins: what tells its shortcuts file from an app's own
    /// where no record says (a fresh clone, whose `--out` is not committed).
    package static let generatedPrefix = Data((header + notice).utf8)
    static let androidNamespace = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

    package static func shortcuts(_ shortcuts: [AndroidShortcut]) -> Data {
        var text = header + notice + "<shortcuts \(androidNamespace)>\n"
        for shortcut in shortcuts {
            var attributes = [("shortcutId", AndroidText.escaped(shortcut.id)), ("enabled", "true")]
            if let icon = shortcut.icon { attributes.append(("icon", "@drawable/" + icon)) }
            attributes += [
                ("shortcutShortLabel", "@string/" + shortcut.shortLabel),
                ("shortcutLongLabel", "@string/" + shortcut.longLabel),
            ]
            text +=
                "    <shortcut\n"
                + attributes.map { "        android:\($0.0)=\"\(attribute($0.1))\"" }.joined(separator: "\n") + ">\n"
            var intent = [("action", shortcut.action)]
            if let package = shortcut.targetPackage { intent.append(("targetPackage", package)) }
            if let targetClass = shortcut.targetClass { intent.append(("targetClass", targetClass)) }
            if let data = shortcut.data { intent.append(("data", data)) }
            text +=
                "        <intent\n"
                + intent.map { "            android:\($0.0)=\"\(attribute(AndroidText.escaped($0.1)))\"" }
                .joined(separator: "\n") + " />\n"
            for category in shortcut.categories {
                text += "        <categories android:name=\"\(attribute(AndroidText.escaped(category)))\" />\n"
            }
            text += "    </shortcut>\n"
        }
        return Data((text + "</shortcuts>\n").utf8)
    }

    /// One locale's labels, by resource name, sorted.
    package static func strings(_ strings: [String: String]) -> Data {
        var text = header + notice + "<resources>\n"
        for name in strings.keys.sorted() {
            // aapt reads % as a format argument and warns of several; these are labels, never formats.
            let formatted = strings[name]!.contains("%") ? " formatted=\"false\"" : ""
            text += "    <string name=\"\(name)\"\(formatted)>\(AndroidText.escaped(strings[name]!))</string>\n"
        }
        return Data((text + "</resources>\n").utf8)
    }

    static func adaptiveIcon(background: String, foreground: String) -> Data {
        Data(
            (header + notice + "<adaptive-icon \(androidNamespace)>\n"
                + "    <background android:drawable=\"@color/\(background)\" />\n"
                + "    <foreground android:drawable=\"@drawable/\(foreground)\" />\n"
                + "</adaptive-icon>\n").utf8)
    }

    static func color(name: String, value: String) -> Data {
        Data((header + notice + "<resources>\n    <color name=\"\(name)\">\(value)</color>\n</resources>\n").utf8)
    }

    /// Icons looked up by name at run time vanish from a shrunk release build unless kept.
    static func keep(drawables: [String]) -> Data {
        let list = drawables.sorted().map { "@drawable/" + $0 }.joined(separator: ",")
        return Data(
            (header + notice + "<resources xmlns:tools=\"http://schemas.android.com/tools\"\n"
                + "    tools:keep=\"\(list)\" />\n").utf8)
    }

    /// Escaped text inside a double-quoted attribute: its quotes are XML's too.
    private static func attribute(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "&quot;")
    }
}
