import QuickGlyphModel

/// Finds, in one Objective-C file, the methods iOS hands quick actions to, the classes it
/// implements and the protocols its interfaces adopt, `configurationForConnecting`'s
/// `delegateClass`, and the class `UIApplicationMain` names. Which implementation is an app or
/// scene delegate is decided over the whole corpus (`CodeHandlers`): its interface is often in a header.
struct ObjCHandlerFinder {
    let resolver: NameResolver
    let file: Int

    private var code: CodeStructure { resolver.index.code(file) }
    private var path: String { resolver.index.path(file) }

    /// What one file declares about classes, for the corpus to put together.
    struct Classes {
        /// `@interface Name : Super <Protocols>`: the protocols, by class.
        var interfaces: [String: Set<String>] = [:]
        var implementations: [DeclaredClass] = []
        /// `UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]))`.
        var applicationMain: [String] = []
    }

    func find() -> (code: LifeCycleCode, classes: Classes) {
        var found = LifeCycleCode()
        var classes = Classes()
        var implementation: String?
        for index in code.tokens.indices {
            let token = code.tokens[index]
            if token.kind == .keyword, token.text == "@interface", code.isIdentifier(index + 1) {
                var protocols: Set<String> = []
                var at = index + 2
                while at < code.tokens.count, at - index < 40, !code.isSymbol(at, "{"),
                    !(code.tokens[at].kind == .keyword && code.tokens[at].text.hasPrefix("@"))
                {
                    if code.isSymbol(at, "<"),
                        let close = (at..<min(at + 40, code.tokens.count)).first(where: { code.isSymbol($0, ">") })
                    {
                        for name in at..<close where code.isIdentifier(name) {
                            protocols.insert(code.tokens[name].text)
                        }
                        at = close
                    }
                    at += 1
                }
                classes.interfaces[code.tokens[index + 1].text, default: []].formUnion(protocols)
            } else if token.kind == .keyword, token.text == "@implementation", code.isIdentifier(index + 1) {
                implementation = code.tokens[index + 1].text
                classes.implementations.append(
                    DeclaredClass(name: code.tokens[index + 1].text, at: location(index + 1)))
            } else if token.kind == .keyword, token.text == "@end" {
                implementation = nil
            } else if code.isIdentifier(index, "UIApplicationMain"), code.isSymbol(index + 1, "(") {
                let arguments = code.arguments(open: index + 1)
                if arguments.count == 4 {
                    for at in arguments[3].value where code.isIdentifier(at) && code.isIdentifier(at + 1, "class") {
                        classes.applicationMain.append(code.tokens[at].text)
                    }
                    for at in arguments[3].value {
                        if let name = code.tokens[at].stringValue { classes.applicationMain.append(name) }
                    }
                }
            } else if code.isSymbol(index, "{"), code.enclosingBrace(of: index) < 0, implementation != nil,
                let method = ObjCHelper(around: index + 1, in: code), method.body == index
            {
                self.method(method, className: implementation, into: &found)
            }
        }
        return (found, classes)
    }

    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(path: path, position: code.tokens[index].position)
    }

    private func method(_ method: ObjCHelper, className: String?, into found: inout LifeCycleCode) {
        let selector = method.selector
        guard selector.count >= 2 else { return }
        let body = method.body
        guard let nameIndex = nameToken(before: body, first: selector[0]) else { return }
        let flow = ControlFlow(code: code)
        let reader = { (completion: String?) in
            ObjCItemReader(resolver: resolver, file: file, trail: HandlerTrail(), depth: 0, completion: completion)
        }
        switch (selector[0], selector[1]) {
        case ("application", "performActionForShortcutItem"), ("windowScene", "performActionForShortcutItem"):
            let entry: QuickActionEntry = selector[0] == "application" ? .performAction : .windowScenePerformAction
            let completion = selector.count > 2 ? method.parameters[2] : nil
            let use = reader(completion).read(code.inside(body), names: .init(items: [method.parameters[1]]))
            var handler = QuickActionHandler(
                entry: entry, className: className, at: location(nameIndex), recognised: use.recognised,
                handlesAnyType: use.handlesAnyType, notFollowed: use.notFollowed,
                readInPartFrom: use.stoppedAt)
            if let completion, let missed = flow.completionMissed(body: body, name: completion) {
                handler.completionMissedAt = location(missed == code.closing(body) ? nameIndex : missed)
            }
            found.handlers.append(handler)
        case ("scene", "willConnectToSession"):
            found.sceneWillConnectMethods.append(DeclaredClass(name: className ?? "", at: location(nameIndex)))
            let names = aliases(of: method.parameters[2], in: body)
            guard selector.count > 2, let read = reads(names, in: body) else { return }
            let use = reader(nil).read(code.inside(body), names: .init(options: names))
            guard read.direct || use.isFollowed else { return }
            found.handlers.append(
                QuickActionHandler(
                    entry: .sceneWillConnect, className: className, at: location(nameIndex),
                    recognised: use.recognised, handlesAnyType: use.handlesAnyType, notFollowed: use.notFollowed,
                    readInPartFrom: use.stoppedAt))
        case ("application", "didFinishLaunchingWithOptions"), ("application", "willFinishLaunchingWithOptions"):
            let names = aliases(of: method.parameters[1], in: body)
            guard let read = reads(names, in: body) else { return }
            let use = reader(nil).read(code.inside(body), names: .init(options: names))
            guard read.direct || use.isFollowed else { return }
            found.handlers.append(
                QuickActionHandler(
                    entry: .launchOptions, className: className, at: location(nameIndex),
                    recognised: use.recognised, handlesAnyType: use.handlesAnyType, notFollowed: use.notFollowed,
                    readInPartFrom: use.stoppedAt,
                    returnsTrueAt: flow.returnsTrue(body: body, afterReading: read.index).map(location)))
        case ("application", "configurationForConnectingSceneSession"):
            if selector.count > 2, let read = reads([method.parameters[2]], in: body), read.direct {
                let use = reader(nil).read(code.inside(body), names: .init(options: [method.parameters[2]]))
                found.handlers.append(
                    QuickActionHandler(
                        entry: .configurationForConnecting, className: className, at: location(nameIndex),
                        recognised: use.recognised, handlesAnyType: use.handlesAnyType, notFollowed: use.notFollowed,
                        readInPartFrom: use.stoppedAt))
            }
            for at in code.inside(body) where code.isIdentifier(at, "delegateClass") && code.isSymbol(at + 1, "=") {
                // `config.delegateClass = [SceneDelegate class];` or `= SceneDelegate.class;`
                if code.isSymbol(at + 2, "["), code.isIdentifier(at + 3), code.isIdentifier(at + 4, "class") {
                    found.configuredSceneDelegates.append(
                        DeclaredClass(name: code.tokens[at + 3].text, at: location(at + 3), owner: className))
                } else if code.isIdentifier(at + 2), code.isSymbol(at + 3, "."), code.isIdentifier(at + 4, "class") {
                    found.configuredSceneDelegates.append(
                        DeclaredClass(name: code.tokens[at + 2].text, at: location(at + 2), owner: className))
                }
            }
        default:
            break
        }
    }

    /// The first selector part's token of the method whose body opens at `body`.
    private func nameToken(before body: Int, first: String) -> Int? {
        var at = body - 1
        var found: Int?
        while at >= 0, body - at < 96 {
            if code.partner[at] >= 0 && code.partner[at] < at { at = code.partner[at] - 1; continue }
            if code.isIdentifier(at, first) && code.isSymbol(at + 1, ":") { found = at }
            if code.isSymbol(at, "-") || code.isSymbol(at, "+") { return found }
            at -= 1
        }
        return found
    }

    /// `options` and what the body assigns it to (`launchOptions = _launchOptions;`, `NSDictionary *o =
    /// launchOptions;`).
    private func aliases(of options: String, in body: Int) -> Set<String> {
        var names: Set<String> = [options]
        for index in code.inside(body)
        where code.isIdentifier(index) && code.isSymbol(index + 1, "=") && code.isIdentifier(index + 2, options)
            && code.isSymbol(index + 3, ";")
        {
            names.insert(code.tokens[index].text)
        }
        return names
    }

    /// Where the body reads the quick action from the options, and whether it reads it itself (else it hands them on
    /// whole).
    private func reads(_ names: Set<String>, in body: Int) -> (index: Int, direct: Bool)? {
        var whole: Int?
        for index in code.inside(body)
        where code.isIdentifier(index) && names.contains(code.tokens[index].text) && !code.isSymbol(index - 1, ".") {
            if code.isSymbol(index + 1, "."), code.isIdentifier(index + 2, "shortcutItem") { return (index, true) }
            if code.isSymbol(index + 1, "["),
                code.inside(index + 1).contains(where: {
                    code.isIdentifier($0, "UIApplicationLaunchOptionsShortcutItemKey")
                })
            {
                return (index, true)
            }
            if code.isSymbol(index - 1, "["),
                code.inside(index - 1).contains(where: {
                    code.isIdentifier($0, "UIApplicationLaunchOptionsShortcutItemKey")
                })
            {
                return (index, true)
            }
            if whole == nil, code.isSymbol(index - 1, ":"), code.isSymbol(code.enclosing[index], "["),
                code.isSymbol(index + 1, "]") || code.isIdentifier(index + 1)
            {
                whole = index
            }
        }
        return whole.map { ($0, false) }
    }
}
