import Foundation

/// A Markdown page as GitHub renders its links: the relative links it holds, with their
/// lines, and the anchors its headings make. Code (fenced blocks and inline spans) is
/// left out on both sides, since GitHub makes neither a link nor an anchor of it.
struct MarkdownPage {
    /// One `[text](target)` or `![alt](target)` outside code.
    struct Link: Equatable {
        let line: Int
        let target: String
    }

    /// One fenced code block: the language its opening fence names (`objc`), its lines joined.
    struct CodeBlock: Equatable {
        let line: Int
        let language: String
        let text: String
    }

    let links: [Link]
    let anchors: Set<String>
    /// The fenced code blocks, in order: what the page tells a reader to paste.
    let codeBlocks: [CodeBlock]

    init(text: String) {
        var links: [Link] = []
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        var fence: String?
        var blocks: [CodeBlock] = []
        var block: (line: Int, language: String, lines: [String])?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) {
                    fence = nil
                    if let done = block {
                        blocks.append(
                            CodeBlock(
                                line: done.line, language: done.language,
                                text: done.lines.joined(separator: "\n") + "\n"))
                    }
                    block = nil
                } else {
                    block?.lines.append(line)
                }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                block = (index + 1, trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces), [])
                continue
            }
            // A heading's code spans are part of its anchor (`--compression 8`); a link's are not links.
            if let heading = Self.headingText(Substring(line)) {
                // GitHub numbers a repeated heading's anchor: `usage`, `usage-1`, `usage-2`.
                let slug = Self.slug(heading)
                let count = seen[slug, default: 0]
                seen[slug] = count + 1
                anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            }
            links += Self.targets(in: Self.withoutCodeSpans(line)).map { Link(line: index + 1, target: $0) }
        }
        self.links = links
        self.anchors = anchors
        self.codeBlocks = blocks
    }

    /// GitHub's heading anchor: the heading's text lowercased, every character that is not
    /// a letter, a digit, a space, `-` or `_` dropped, then each space made a `-`.
    static func slug(_ heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// An ATX heading's text as rendered: links reduced to their text, emphasis and
    /// backticks gone (backticks are punctuation the slug drops anyway).
    private static func headingText(_ line: Substring) -> String? {
        guard let match = line.firstMatch(of: /^#{1,6}[ \t]+(.*?)[ \t#]*$/) else { return nil }
        return String(match.output.1)
            .replacing(/!?\[([^\]]*)\]\([^)]*\)/) { String($0.output.1) }
            .replacing(/[*`]/, with: "")
            .trimmingCharacters(in: .whitespaces)
    }

    /// The targets of the inline links and images on one line, without a title (`"…"`).
    private static func targets(in line: Substring) -> [String] {
        line.matches(of: /!?\[[^\]]*\]\(([^)\s]*)(?:[ \t]+"[^"]*")?\)/).map { String($0.output.1) }
    }

    /// The line with every code span (`` `…` ``, or any run of backticks) cut out.
    private static func withoutCodeSpans(_ line: String) -> Substring {
        Substring(line.replacing(/(`+)(?:(?!\1).)+?\1/, with: ""))
    }
}
