/// The quick actions made in one source file, in either language.
public enum CodeQuickActions {
    /// The text that every file making a quick action must contain: a file
    /// without either is not tokenized at all.
    public static let markers: [[UInt8]] = [Array("ShortcutItem".utf8), Array("ShortcutIcon".utf8)]

    public static func find(in source: TokenizedSource, path: String) -> [QuickAction] {
        switch source.language {
        case .swift: return SwiftQuickActionFinder.quickActions(in: source, path: path)
        case .objectiveC: return ObjCQuickActionFinder.quickActions(in: source, path: path)
        }
    }

    /// Whether `bytes` contain a marker: a plain byte search, far cheaper than tokenizing.
    public static func mayDeclareQuickActions(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            markers.contains { ByteSearch.contains(buffer, $0) }
        }
    }
}
