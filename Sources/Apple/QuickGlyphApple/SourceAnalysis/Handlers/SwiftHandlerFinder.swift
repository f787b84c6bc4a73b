import QuickGlyphModel

/// Finds, in one Swift file, the methods iOS hands quick actions to and the classes the life cycle
/// depends on: app and scene delegates, `configurationForConnecting`'s `delegateClass`, a SwiftUI
/// `App` and its `@UIApplicationDelegateAdaptor`.
struct SwiftHandlerFinder {
    let resolver: NameResolver
    let file: Int

    private var code: CodeStructure { resolver.index.code(file) }
    private var path: String { resolver.index.path(file) }

    func find() -> LifeCycleCode {
        var found = LifeCycleCode()
        let declarations = SwiftDeclarations(code: code, file: file)
        for index in code.tokens.indices {
            if code.isSymbol(index, "func"), code.isIdentifier(index + 1), code.isSymbol(index + 2, "("),
                code.partner[index + 2] > index + 2
            {
                method(at: index, declarations: declarations, into: &found)
            } else if code.isSymbol(index, "class") || code.isSymbol(index, "struct")
                || code.isSymbol(index, "extension")
            {
                type(at: index, into: &found)
            } else if code.tokens[index].kind == .keyword, code.tokens[index].text == "@UIApplicationDelegateAdaptor" {
                adaptor(at: index, into: &found)
            }
        }
        return found
    }

    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(path: path, position: code.tokens[index].position)
    }

    // MARK: Types

    /// `@main class AppDelegate: UIResponder, UIApplicationDelegate {`, `class SceneDelegate: UIResponder,
    /// UIWindowSceneDelegate`, `extension AppDelegate: UIApplicationDelegate`, `@main struct MyApp: App`.
    private func type(at index: Int, into found: inout LifeCycleCode) {
        guard code.isIdentifier(index + 1), !code.isSymbol(index - 1, "."), !code.isSymbol(index + 2, ".") else {
            return
        }
        let name = code.tokens[index + 1].text
        var inherits: Set<String> = []
        var at = index + 2
        while at < code.tokens.count, !code.isSymbol(at, "{"), at - index < 48 {
            if code.isSymbol(at, "where") || code.isSymbol(at, ";") || code.isSymbol(at, "}") { break }
            if code.isIdentifier(at), !code.isSymbol(at + 1, ".") { inherits.insert(code.tokens[at].text) }
            at += 1
        }
        guard code.isSymbol(at, "{") || code.isSymbol(at, "where") else { return }
        let attributes = Set(self.attributes(before: index))
        let declared = DeclaredClass(name: name, at: location(index + 1))
        if inherits.contains("UIApplicationDelegate")
            || (attributes.contains("@UIApplicationMain") && code.isSymbol(index, "class"))
        {
            found.appDelegates.append(declared)
        }
        if inherits.contains("UIWindowSceneDelegate") || inherits.contains("UISceneDelegate") {
            found.sceneDelegates.append(declared)
        }
        if code.isSymbol(index, "struct"), attributes.contains("@main"), inherits.contains("App") {
            found.swiftUIApps.append(declared)
        }
    }

    /// The `@attributes` and modifiers written before a declaration's keyword.
    private func attributes(before index: Int) -> [String] {
        var found: [String] = []
        var at = index - 1
        while at >= 0 {
            let token = code.tokens[at]
            if token.kind == .keyword, token.text.hasPrefix("@") {
                found.append(token.text)
            } else if code.isSymbol(at, ")"), code.partner[at] >= 0,
                code.tokens[max(code.partner[at] - 1, 0)].text.hasPrefix("@")
            {
                at = code.partner[at]
            } else if !(token.kind == .keyword || token.kind == .identifier)
                || ![
                    "final", "public", "open", "internal", "private",
                    "fileprivate", "nonisolated",
                ].contains(token.text)
            {
                break
            }
            at -= 1
        }
        return found
    }

    /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` or `… var appDelegate: AppDelegate`.
    private func adaptor(at index: Int, into found: inout LifeCycleCode) {
        if code.isSymbol(index + 1, "("), code.isIdentifier(index + 2), code.isSymbol(index + 3, "."),
            code.isSymbol(index + 4, "self")
        {
            found.delegateAdaptors.append(DeclaredClass(name: code.tokens[index + 2].text, at: location(index + 2)))
            return
        }
        var at = index + 1
        while at < code.tokens.count, at - index < 12, !code.isSymbol(at, ":") { at += 1 }
        if code.isSymbol(at, ":"), code.isIdentifier(at + 1) {
            found.delegateAdaptors.append(DeclaredClass(name: code.tokens[at + 1].text, at: location(at + 1)))
        }
    }

    // MARK: Methods

    private func method(at index: Int, declarations: SwiftDeclarations, into found: inout LifeCycleCode) {
        let name = code.tokens[index + 1].text
        guard ["application", "windowScene", "scene"].contains(name) else { return }
        let open = index + 2
        let parameters = SwiftHelper.parameters(open: open, in: code)
        let labels = parameters.map { $0.label ?? "_" }
        guard let body = SwiftFunctions.bodyBrace(after: code.partner[open], in: code) else { return }
        let className = enclosingClass(of: index, declarations: declarations)
        func parameter(_ label: String) -> String? { parameters.first { $0.label == label }?.name }
        let reader = { (completion: String?) in
            SwiftItemReader(resolver: resolver, file: file, trail: HandlerTrail(), depth: 0, completion: completion)
        }
        let flow = ControlFlow(code: code)
        switch (name, labels.count > 1 ? labels[1] : nil) {
        case ("application", "performActionFor"?), ("windowScene", "performActionFor"?):
            let entry: QuickActionEntry = name == "application" ? .performAction : .windowScenePerformAction
            guard let item = parameter("performActionFor") else { return }
            let completion = parameter("completionHandler")
            let use = reader(completion).read(code.inside(body), names: .init(items: [item]))
            var handler = handler(entry, className: className, at: index + 1, use: use)
            if let completion, let missed = flow.completionMissed(body: body, name: completion) {
                handler.completionMissedAt = location(missed == code.closing(body) ? index + 1 : missed)
            }
            found.handlers.append(handler)
        case ("scene", "willConnectTo"?):
            found.sceneWillConnectMethods.append(DeclaredClass(name: className ?? "", at: location(index + 1)))
            guard let options = parameter("options"), let read = reads(options, in: body) else { return }
            let use = reader(nil).read(code.inside(body), names: .init(options: aliases(of: options, in: body)))
            guard read.direct || use.isFollowed else { return }
            found.handlers.append(handler(.sceneWillConnect, className: className, at: index + 1, use: use))
        case ("application", "didFinishLaunchingWithOptions"?), ("application", "willFinishLaunchingWithOptions"?):
            guard let options = parameter(labels[1]), let read = reads(options, in: body) else { return }
            let use = reader(nil).read(code.inside(body), names: .init(options: aliases(of: options, in: body)))
            guard read.direct || use.isFollowed else { return }
            var handler = handler(.launchOptions, className: className, at: index + 1, use: use)
            handler.returnsTrueAt = flow.returnsTrue(body: body, afterReading: read.index, givesTrue: givesTrue)
                .map(location)
            found.handlers.append(handler)
        case ("application", "configurationForConnecting"?):
            if let options = parameter("options"), let read = reads(options, in: body), read.direct {
                let use = reader(nil).read(code.inside(body), names: .init(options: [options]))
                found.handlers.append(
                    handler(.configurationForConnecting, className: className, at: index + 1, use: use))
            }
            for at in code.inside(body) where code.isIdentifier(at, "delegateClass") && code.isSymbol(at + 1, "=") {
                if code.isIdentifier(at + 2), code.isSymbol(at + 3, "."), code.isSymbol(at + 4, "self") {
                    found.configuredSceneDelegates.append(
                        DeclaredClass(name: code.tokens[at + 2].text, at: location(at + 2), owner: className))
                }
            }
        default:
            break
        }
    }

    /// Whether the function called at `open` (`launch(item)`), found in the code read, can return true.
    private func givesTrue(_ open: Int) -> Bool {
        guard let name = code.text(open - 1) else { return false }
        let labels = code.arguments(open: open).map(\.label)
        return SwiftFunctions.find(name: name, initializerOf: nil, labels: labels, resolver: resolver).contains {
            ControlFlow(code: resolver.index.code($0.file)).hasReturnTrue(body: $0.body)
        }
    }

    private func handler(
        _ entry: QuickActionEntry, className: String?, at index: Int, use: ItemUse
    ) -> QuickActionHandler {
        QuickActionHandler(
            entry: entry, className: className, at: location(index), recognised: use.recognised,
            handlesAnyType: use.handlesAnyType, notFollowed: use.notFollowed,
            readInPartFrom: use.stoppedAt)
    }

    /// `options` and the names the body gives it (`let options = launchOptions ?? [:]`).
    private func aliases(of options: String, in body: Int) -> Set<String> {
        var names: Set<String> = [options]
        for index in code.inside(body)
        where (code.isSymbol(index, "let") || code.isSymbol(index, "var")) && code.isIdentifier(index + 1)
            && code.isSymbol(index + 2, "=") && code.isIdentifier(index + 3, options)
        {
            names.insert(code.tokens[index + 1].text)
        }
        return names
    }

    /// Where the body reads the quick action from `options` (`options.shortcutItem`, `options?[.shortcutItem]`),
    /// and whether it reads it itself (else it hands the options on whole).
    private func reads(_ options: String, in body: Int) -> (index: Int, direct: Bool)? {
        let names = aliases(of: options, in: body)
        var whole: Int?
        for index in code.inside(body)
        where code.isIdentifier(index) && names.contains(code.tokens[index].text) && !code.isSymbol(index - 1, ".") {
            var at = index + 1
            if code.isSymbol(at, "?") { at += 1 }
            if code.isSymbol(at, "."), code.isIdentifier(at + 1, "shortcutItem") { return (index, true) }
            if code.isSymbol(at, "["), code.inside(at).contains(where: { code.isIdentifier($0, "shortcutItem") }) {
                return (index, true)
            }
            if whole == nil, code.isSymbol(code.enclosing[index], "("),
                code.arguments(open: code.enclosing[index]).contains(where: { $0.value == index..<(index + 1) })
            {
                whole = index
            }
        }
        return whole.map { ($0, false) }
    }

    private func enclosingClass(of index: Int, declarations: SwiftDeclarations) -> String? {
        var brace = code.enclosingBrace(of: index)
        while brace >= 0 {
            if let header = declarations.typeHeader(ofBrace: brace) { return header.names.last }
            brace = code.enclosingBrace(of: brace)
        }
        return nil
    }
}
