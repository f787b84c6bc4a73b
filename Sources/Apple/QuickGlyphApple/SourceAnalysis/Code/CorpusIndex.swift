import Foundation
import QuickGlyphSystem

/// The corpus as names are followed through it: a file is tokenized at most
/// once and only when a byte search says it may declare the name followed.
/// Not shared between threads: one resolution walks it at a time.
final class CorpusIndex {
    let corpus: SourceCorpus
    private var codes: [CodeStructure?]
    private var containing: [String: [Int]] = [:]

    /// `tokenized`: files the caller has already tokenized, by index in the corpus.
    init(corpus: SourceCorpus, tokenized: [Int: CodeStructure] = [:]) {
        self.corpus = corpus
        var codes = [CodeStructure?](repeating: nil, count: corpus.files.count)
        for (file, code) in tokenized { codes[file] = code }
        self.codes = codes
    }

    func path(_ file: Int) -> String { corpus.files[file].path }

    func language(_ file: Int) -> SourceLanguage { corpus.files[file].language }

    /// Which of the corpus's `imageNames` the targets compiling `file` can load; nil when not known.
    func imageNames(of file: Int) -> Int? {
        guard let set = corpus.files[file].imageNames, corpus.imageNames.indices.contains(set) else { return nil }
        return set
    }

    func code(_ file: Int) -> CodeStructure {
        if let code = codes[file] { return code }
        let entry = corpus.files[file]
        let code = CodeStructure(TokenizedSource(bytes: entry.bytes, language: entry.language))
        codes[file] = code
        return code
    }

    /// The files whose bytes contain every one of `needles`, in corpus order.
    func files(containing needles: [String]) -> [Int] {
        var result: [Int]?
        for needle in needles.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            let found = files(containing: needle)
            if let current = result {
                let members = Set(found)
                result = current.filter(members.contains)
            } else {
                result = found
            }
            if result?.isEmpty == true { break }
        }
        return result ?? []
    }

    private func files(containing needle: String) -> [Int] {
        if let known = containing[needle] { return known }
        let bytes = Array(needle.utf8)
        let files = corpus.files
        // Both cores search; each iteration writes only its own flag.
        var hits = [Bool](repeating: false, count: files.count)
        hits.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let flags = buffer
            DispatchQueue.concurrentPerform(iterations: files.count) { file in
                flags[file] = files[file].bytes.withUnsafeBufferPointer { ByteSearch.contains($0, bytes) }
            }
        }
        let found = hits.indices.filter { hits[$0] }
        containing[needle] = found
        return found
    }
}
