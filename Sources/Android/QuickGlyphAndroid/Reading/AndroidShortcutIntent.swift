import QuickGlyphModel

/// One `<intent>` of a static shortcut, its attributes as written (Android reads them literally).
struct AndroidShortcutIntent: Sendable, Equatable {
    var position: SourcePosition
    var action: String?
    var targetPackage: String?
    var targetClass: String?
    var data: String?

    init(
        position: SourcePosition, action: String? = nil, targetPackage: String? = nil, targetClass: String? = nil,
        data: String? = nil
    ) {
        self.position = position
        self.action = action
        self.targetPackage = targetPackage
        self.targetClass = targetClass
        self.data = data
    }

    init(_ element: AndroidXMLElement) {
        self.init(
            position: element.position, action: element.android("action"),
            targetPackage: element.android("targetPackage"),
            targetClass: element.android("targetClass"), data: element.android("data"))
    }

    /// The attributes Android reads with the system's resources, by name, in the order written here.
    var literalAttributes: [(name: String, value: String)] {
        [("targetPackage", targetPackage), ("targetClass", targetClass), ("action", action), ("data", data)]
            .compactMap { name, value in value.map { ("android:" + name, $0) } }
    }
}
