/// A helper's parameter at one call site: the argument's tokens and a reader
/// of the file they are in (the call site's, or the helper's for a default value).
struct ArgumentBinding {
    var reader: any CodeValueReader
    var range: Range<Int>
    /// Whether the argument is written at the call site (not the parameter's default).
    var atCallSite: Bool
    /// The parameter's written type (`AppShortcutType`), when there is one.
    var typeText: String? = nil

    /// The enum case the argument names when the parameter's type is a plain
    /// (dotted) type name: `.explore`, or `AppShortcutType.explore` with the
    /// same innermost type name. Whether the type declares the case is the resolver's to say.
    var enumCase: EnumCase? {
        guard let typeText else { return nil }
        let type = typeText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !type.isEmpty,
            type.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return nil }
        let code = reader.code
        let last = range.upperBound - 1
        guard range.count >= 2, code.isIdentifier(last), code.isSymbol(last - 1, ".") else { return nil }
        if range.count == 2 { return EnumCase(type: type, name: code.tokens[last].text) }
        var written: [String] = []
        var index = range.lowerBound
        while index < last - 1 {
            guard code.isIdentifier(index) else { return nil }
            written.append(code.tokens[index].text)
            index += 1
            if index < last - 1 {
                guard code.isSymbol(index, ".") else { return nil }
                index += 1
            }
        }
        guard written.last == type.last else { return nil }
        return EnumCase(type: written.count > type.count ? written : type, name: code.tokens[last].text)
    }
}
