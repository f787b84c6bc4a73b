import QuickGlyphModel

/// How one application target's quick actions reach its code: its life cycle (from its Info.plist's
/// scene manifest and its code), the scene delegates something names, and every handler its code
/// has, each judged reachable or not for the iOS versions the target deploys to.
package struct TargetLifeCycle: Sendable {
    package enum Kind: String, Sendable, Equatable {
        /// No scene manifest and no SwiftUI `App`: iOS calls the app delegate.
        case appDelegate = "app delegate"
        /// A UIKit app with scenes: iOS calls the scene delegate.
        case scenes
        /// A SwiftUI `App`: scenes, whose delegate only `configurationForConnecting` can name.
        case swiftUI = "SwiftUI"
    }

    /// The target's label (nil for a folder taken as one app).
    package var target: String?
    package var kind: Kind
    /// What says so: "Info.plist's UIApplicationSceneManifest", "the SwiftUI App DemoApp", "no scene manifest".
    package var evidence: String
    var deploymentTarget: String?
    /// The Info.plist (and where in it) that declares the scene manifest, or the target's first Info.plist.
    var infoPlist: SourceLocation?
    /// The classes Info.plist or `configurationForConnecting` name as scene delegates (module prefix cut off).
    var namedSceneDelegates: [String]
    /// The target's code: its delegates and handlers.
    package var code: LifeCycleCode

    init(
        target: String?, kind: Kind, evidence: String, deploymentTarget: String?, infoPlist: SourceLocation?,
        namedSceneDelegates: [String], code: LifeCycleCode
    ) {
        self.target = target
        self.kind = kind
        self.evidence = evidence
        self.deploymentTarget = deploymentTarget
        self.infoPlist = infoPlist
        self.namedSceneDelegates = namedSceneDelegates
        self.code = code
    }

    /// Whether the target also runs on iOS 12 or earlier, where iOS calls the app delegate whatever the life cycle.
    var runsBeforeScenes: Bool {
        guard let deploymentTarget, let major = Int(deploymentTarget.split(separator: ".").first ?? "") else {
            return false
        }
        return major < 13
    }

    /// Whether iOS ever calls `handler` in this target.
    func isReachable(_ handler: QuickActionHandler) -> Bool {
        if handler.entry.isAppDelegate { return kind == .appDelegate || runsBeforeScenes }
        guard kind != .appDelegate else { return false }
        if handler.entry == .configurationForConnecting {
            let inUse = kind == .swiftUI ? code.delegateAdaptors : code.appDelegates
            return handler.className.map { name in inUse.contains { $0.name == name } } ?? false
        }
        guard let className = handler.className else { return false }
        return namedSceneDelegates.contains(className)
    }

    package var reachableHandlers: [QuickActionHandler] { code.handlers.filter(isReachable) }

    /// Made from the target's Info.plists and its code.
    init(
        target: String?, plists: [InfoPlistFile], generatedKeys: [String: String], deploymentTarget: String?,
        code: LifeCycleCode
    ) {
        let manifest = plists.first { $0.sceneManifest != nil }
        var named = (manifest?.sceneManifest?.delegateClassNames ?? []).map(SceneManifest.className)
        // `configurationForConnecting` is called only on the app delegate iOS uses: a SwiftUI app's adaptor.
        let delegates = Set((code.swiftUIApps.isEmpty ? code.appDelegates : code.delegateAdaptors).map(\.name))
        let configured = code.configuredSceneDelegates.filter { $0.owner.map(delegates.contains) ?? true }
        named += configured.map(\.name)
        var unique: [String] = []
        for name in named where !unique.contains(name) { unique.append(name) }
        let kind: Kind
        let evidence: String
        if let app = code.swiftUIApps.first {
            kind = .swiftUI
            evidence = "the SwiftUI App \(app.name)"
        } else if let manifest {
            kind = .scenes
            evidence = "\(manifest.path)'s UIApplicationSceneManifest"
        } else if (generatedKeys["UIApplicationSceneManifest_Generation"] ?? "").uppercased() == "YES" {
            kind = .scenes
            evidence = "the build setting INFOPLIST_KEY_UIApplicationSceneManifest_Generation"
        } else if let configured = configured.first {
            kind = .scenes
            evidence = "configurationForConnecting's delegateClass (\(configured.name))"
        } else {
            kind = .appDelegate
            evidence = "no UIApplicationSceneManifest in its Info.plist and no SwiftUI App"
        }
        let plist = manifest ?? plists.first
        self.init(
            target: target, kind: kind, evidence: evidence, deploymentTarget: deploymentTarget,
            infoPlist: plist.map { SourceLocation(path: $0.path, position: $0.sceneManifest?.position) },
            namedSceneDelegates: unique, code: code)
        unusedConfigurations = code.configuredSceneDelegates.filter { !configured.contains($0) }
    }

    /// Scene delegates set in a `configurationForConnecting` iOS never calls: that of an app delegate a
    /// SwiftUI app does not adopt with `@UIApplicationDelegateAdaptor`.
    var unusedConfigurations: [DeclaredClass] = []

    /// The files of `code` the target only links (a local package's, a framework's), not compiles itself: a delegate
    /// class declared there that the target does not adopt is library code it leaves unused, not a handler of its own
    /// that iOS never calls.
    var linkedPaths: Set<String> = []
}
