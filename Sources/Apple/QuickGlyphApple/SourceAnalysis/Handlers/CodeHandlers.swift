import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// The life-cycle facts and quick-action handlers of an app's code: every Swift and Objective-C
/// file of a corpus, names followed across it. Only files that may receive quick actions are read
/// for handlers (a byte search first); the helpers they call are tokenized when a name leads there.
package enum CodeHandlers {
    /// Text one of which every file that receives quick actions or declares the life cycle contains.
    static let markers: [[UInt8]] = [
        "performActionFor", "shortcutItem", "ShortcutItem", "willConnectTo", "configurationForConnecting",
        "UIApplicationDelegate",
        "UIWindowSceneDelegate", "UISceneDelegate", "UIApplicationMain", "@main", "UIApplicationDelegateAdaptor",
    ].map { Array($0.utf8) }

    package static func find(in corpus: SourceCorpus) -> LifeCycleCode {
        let resolver = NameResolver(index: CorpusIndex(corpus: corpus))
        return find(resolver: resolver)
    }

    static func find(resolver: NameResolver) -> LifeCycleCode {
        var found = LifeCycleCode()
        var classes = ObjCHandlerFinder.Classes()
        for file in resolver.index.corpus.files.indices where mayHandle(resolver.index.corpus.files[file].bytes) {
            switch resolver.index.language(file) {
            case .swift:
                found.add(SwiftHandlerFinder(resolver: resolver, file: file).find())
            case .objectiveC:
                let (code, fileClasses) = ObjCHandlerFinder(resolver: resolver, file: file).find()
                found.add(code)
                classes.interfaces.merge(fileClasses.interfaces) { $0.union($1) }
                classes.implementations += fileClasses.implementations
                classes.applicationMain += fileClasses.applicationMain
            }
        }
        for implementation in classes.implementations {
            let protocols = classes.interfaces[implementation.name] ?? []
            if protocols.contains("UIApplicationDelegate") || classes.applicationMain.contains(implementation.name) {
                found.appDelegates.append(implementation)
            }
            if protocols.contains("UIWindowSceneDelegate") || protocols.contains("UISceneDelegate") {
                found.sceneDelegates.append(implementation)
            }
        }
        found.wirings = GeneratedWiring.find(resolver: resolver)
        return found
    }

    static func mayHandle(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in markers.contains { ByteSearch.contains(buffer, $0) } }
    }
}
