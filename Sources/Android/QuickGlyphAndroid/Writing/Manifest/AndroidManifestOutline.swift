import QuickGlyphModel

/// An AndroidManifest.xml as Foundation's `XMLParser` reads it, with the bytes of
/// every tag: its elements as a tree, the prefix its root gives the Android
/// namespace, and its launcher activities, the only ones whose meta-data Android
/// reads shortcuts from (an `<activity>` or `<activity-alias>` of `<application>`
/// with an `<intent-filter>` holding the action MAIN and the category LAUNCHER).
/// A self-closing `<activity …/>` has no intent filter, so it is never a launcher.
package struct AndroidManifestOutline {
    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    package static let shortcutsName = "android.app.shortcuts"

    package struct Element {
        package var name: String
        var attributes: [String: String]
        /// The start tag, and the end tag (the same range for a self-closing element).
        package var start: Range<Int>
        var end: Range<Int>
        /// Where its start and end are in `events`.
        var startEvent: Int
        var endEvent: Int
        var children: [Int] = []
    }

    package let bytes: [UInt8]
    let events: [XMLElementEvent]
    /// In document order; the root is the first.
    package private(set) var elements: [Element] = []
    /// The prefixes the root declares for the Android namespace; `prefix` is the one an entry is written with.
    private(set) var prefixes: [String] = []
    var prefix: String { prefixes.contains("android") ? "android" : prefixes[0] }
    /// Indices into `elements`.
    private(set) var launchers: [Int] = []

    package init(bytes: [UInt8]) throws(AndroidManifestMergeError) {
        self.bytes = bytes
        do throws(XMLElementReader.Failure) {
            events = try XMLElementReader.read(bytes)
        } catch {
            throw .unreadable(reason: error.reason, position: error.position)
        }
        var stack: [Int] = []
        for (index, event) in events.enumerated() {
            switch event.kind {
            case let .start(name, attributes):
                let element = Element(
                    name: name, attributes: attributes, start: event.bytes, end: event.bytes,
                    startEvent: index, endEvent: index)
                if let parent = stack.last { elements[parent].children.append(elements.count) }
                stack.append(elements.count)
                elements.append(element)
            case .end:
                let closed = stack.removeLast()
                elements[closed].end = event.bytes
                elements[closed].endEvent = index
            case .text, .comment:
                continue
            }
        }
        guard let root = elements.first else { throw .unreadable(reason: "it has no elements", position: nil) }
        guard root.name == "manifest" else { throw .notManifest(found: root.name) }
        prefixes = root.attributes.filter { $0.key.hasPrefix("xmlns:") && $0.value == Self.androidNamespace }
            .map { String($0.key.dropFirst("xmlns:".count)) }.sorted()
        guard !prefixes.isEmpty else { throw .noAndroidPrefix }
        launchers = root.children.filter { elements[$0].name == "application" }
            .flatMap { elements[$0].children }
            .filter { ["activity", "activity-alias"].contains(elements[$0].name) && isLauncher(elements[$0]) }
    }

    /// An attribute in the Android namespace, by its local name, under any prefix the root declares for it.
    package func android(_ name: String, of element: Element) -> String? {
        prefixes.lazy.compactMap { element.attributes["\($0):\(name)"] }.first
    }

    /// The launcher's `<meta-data android:name="android.app.shortcuts">` children.
    func shortcutsEntries(in launcher: Int) -> [Int] {
        elements[launcher].children.filter {
            elements[$0].name == "meta-data" && android("name", of: elements[$0]) == Self.shortcutsName
        }
    }

    /// The 1-based line and character column of a byte offset.
    package func position(of offset: Int) -> SourcePosition {
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = bytes[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        return SourcePosition(line: line, column: column)
    }

    private func isLauncher(_ activity: Element) -> Bool {
        activity.children.map { elements[$0] }.contains { filter in
            let names = { (tag: String) in
                filter.children.map { elements[$0] }.filter { $0.name == tag }.compactMap { android("name", of: $0) }
            }
            return filter.name == "intent-filter" && names("action").contains("android.intent.action.MAIN")
                && names("category").contains("android.intent.category.LAUNCHER")
        }
    }
}
