/// A resource reference as an attribute spells it: `@string/app_name`, `@xml/shortcuts`,
/// `@android:string/ok`, `@+id/x`. A theme attribute (`?attr/x`) is a reference too, with no name checked.
struct AndroidResourceReference: Sendable, Equatable, CustomStringConvertible {
    /// `android` for the framework's own resources; nil for the app's.
    var package: String?
    package var type: String
    var name: String

    init(package: String? = nil, type: String, name: String) {
        self.package = package
        self.type = type
        self.name = name
    }

    /// Nil when the value is not an `@type/name` reference.
    init?(_ value: String) {
        guard value.hasPrefix("@") else { return nil }
        var body = value.dropFirst()
        if body.hasPrefix("+") { body = body.dropFirst() }
        guard let slash = body.firstIndex(of: "/") else { return nil }
        var type = body[..<slash]
        let name = body[body.index(after: slash)...]
        var package: String?
        if let colon = type.firstIndex(of: ":") {
            package = String(type[..<colon])
            type = type[type.index(after: colon)...]
        }
        guard !type.isEmpty, !name.isEmpty else { return nil }
        self.init(package: package, type: String(type), name: String(name))
    }

    /// Whether an attribute value is any reference Android resolves (`@…`, `?…`) rather than a literal.
    static func isReference(_ value: String) -> Bool {
        value.hasPrefix("@") || value.hasPrefix("?")
    }

    /// `@NAME@`, CMake's and autoconf's placeholder: the file is a template a build step fills in
    /// (SDL's Android project does this), and aapt would refuse it as a reference, so it never reaches a device.
    static func isTemplatePlaceholder(_ value: String) -> Bool {
        guard value.count > 2, value.hasPrefix("@"), value.hasSuffix("@") else { return false }
        return value.dropFirst().dropLast().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    var description: String { "@\(package.map { $0 + ":" } ?? "")\(type)/\(name)" }
}
