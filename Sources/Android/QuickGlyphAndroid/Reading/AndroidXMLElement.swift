import QuickGlyphModel

/// One element of an Android XML file as Foundation's parser reported it: its qualified
/// name (`activity`, `xliff:g`), its attributes by qualified name (`android:name`), what
/// it holds in document order, and where its `<` is.
package struct AndroidXMLElement: Sendable, Equatable {
    enum Node: Sendable, Equatable {
        case text(String)
        case element(AndroidXMLElement)
    }

    package var name: String
    var attributes: [String: String]
    /// The line and byte column of the element's `<`.
    package var position: SourcePosition
    var nodes: [Node] = []

    init(name: String, attributes: [String: String], position: SourcePosition, nodes: [Node] = []) {
        self.name = name
        self.attributes = attributes
        self.position = position
        self.nodes = nodes
    }

    /// An attribute in Android's namespace, as every Android file spells it: `android:NAME`.
    func android(_ name: String) -> String? {
        attributes["android:" + name]
    }

    package var children: [AndroidXMLElement] {
        nodes.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    func children(named name: String) -> [AndroidXMLElement] {
        children.filter { $0.name == name }
    }

    /// The character data of the element and every element inside it, in order: a string
    /// resource's `<xliff:g>` and styling tags keep their text, as Android keeps it.
    package var textContent: String {
        nodes.map { node in
            switch node {
            case .text(let text): return text
            case .element(let element): return element.textContent
            }
        }.joined()
    }
}
