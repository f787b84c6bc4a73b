import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// The quick actions made in Swift and Objective-C code: in one file, or
/// across an app's sources, following names into the files that declare them.
package enum CodeQuickActions {
    /// The text that every file making a quick action must contain: a file
    /// without either is not tokenized for its own items (only, when a name
    /// leads there, for a declaration).
    static let markers: [[UInt8]] = [Array("ShortcutItem".utf8), Array("ShortcutIcon".utf8)]

    /// The actions one file makes; names are followed only to what the file itself declares.
    package static func find(in source: TokenizedSource, path: String) -> [QuickAction] {
        switch source.language {
        case .swift: return SwiftQuickActionFinder.quickActions(in: source, path: path)
        case .objectiveC: return ObjCQuickActionFinder.quickActions(in: source, path: path)
        }
    }

    /// The actions every file of `corpus` makes, with names followed across the
    /// whole corpus, sorted with `QuickAction.precedes`. The files with a marker
    /// are tokenized concurrently; any other only when a name followed is in its bytes.
    package static func find(in corpus: SourceCorpus) -> [QuickAction] {
        analyse(corpus).actions
    }

    /// The actions every file makes and where the code receives them (`CodeHandlers`), names followed
    /// through one resolver, so a file both need is tokenized once.
    static func analyse(_ corpus: SourceCorpus) -> (actions: [QuickAction], lifeCycle: LifeCycleCode) {
        let marked = corpus.files.indices.filter { mayDeclareQuickActions(corpus.files[$0].bytes) }
        var codes = [CodeStructure?](repeating: nil, count: marked.count)
        codes.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: marked.count) { slot in
                let file = corpus.files[marked[slot]]
                slots[slot] = CodeStructure(TokenizedSource(bytes: file.bytes, language: file.language))
            }
        }
        var tokenized: [Int: CodeStructure] = [:]
        for (slot, file) in marked.enumerated() { tokenized[file] = codes[slot] }
        let resolver = NameResolver(index: CorpusIndex(corpus: corpus, tokenized: tokenized))
        var actions: [QuickAction] = []
        for file in marked {
            switch corpus.files[file].language {
            case .swift: actions += SwiftQuickActionFinder.quickActions(file: file, resolver: resolver)
            case .objectiveC: actions += ObjCQuickActionFinder.quickActions(file: file, resolver: resolver)
            }
        }
        return (actions.sorted(by: QuickAction.precedes), CodeHandlers.find(resolver: resolver))
    }

    /// Whether `bytes` contain a marker: a plain byte search, far cheaper than tokenizing.
    static func mayDeclareQuickActions(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            markers.contains { ByteSearch.contains(buffer, $0) }
        }
    }
}
