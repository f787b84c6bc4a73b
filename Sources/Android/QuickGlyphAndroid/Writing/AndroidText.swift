/// Text as aapt reads it in a resource file: first Android's own escapes (aapt
/// strips an unescaped apostrophe or quote, collapses runs of spaces, reads a
/// leading `@` or `?` as a reference), then XML's.
package enum AndroidText {
    /// A string resource's value, or an attribute value that must stay a literal.
    package static func escaped(_ text: String) -> String {
        var output = ""
        var previousWasSpace = true
        let scalars = Array(text.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\": output += "\\\\"
            case "'": output += "\\'"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "@" where offset == 0: output += "\\@"
            case "?" where offset == 0: output += "\\?"
            case " ":
                // aapt keeps one space between words; a leading, trailing or repeated one must be spelled out.
                let isLast = offset == scalars.count - 1
                output += previousWasSpace || isLast ? "\\u0020" : " "
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(scalar)
            }
            previousWasSpace = scalar == " "
        }
        return output
    }
}
