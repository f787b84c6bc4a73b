/// Objective-C methods of the corpus found by selector, for following a message a handler sends with the item.
enum ObjCMethods {
    struct Method {
        var file: Int
        var body: Int
        var parameters: [String]
    }

    /// Every `- (T)part:(T)name part:(T)name {` (or `+`) whose selector is `selector`.
    static func find(selector: [String], resolver: NameResolver) -> [Method] {
        guard let first = selector.first else { return [] }
        var found: [Method] = []
        for file in resolver.index.files(containing: [first]) where resolver.index.language(file) == .objectiveC {
            let code = resolver.index.code(file)
            for index in code.tokens.indices where code.isSymbol(index, "{") && code.enclosingBrace(of: index) < 0 {
                guard let helper = ObjCHelper(around: index + 1, in: code), helper.body == index,
                    helper.selector == selector
                else { continue }
                found.append(Method(file: file, body: index, parameters: helper.parameters))
            }
        }
        return found
    }
}
