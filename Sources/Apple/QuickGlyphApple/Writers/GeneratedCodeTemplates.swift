/// The templates of the generated Swift and Objective-C (Templates/), read once from the bytes the binary carries.
///
/// Package.swift embeds each file in the code (`.embedInCode`, SwiftPM's `PackageResources`), not
/// in a bundle beside the binary: quickglyph is installed and run without its source tree, and is
/// linked statically into a single file.
enum GeneratedCodeTemplates {
    /// `build --swift`'s file.
    static let swift = read("QuickAction.swift.template", PackageResources.QuickAction_swift_template)
    /// `build --objc`'s header.
    static let objCHeader = read("QuickActions.h.template", PackageResources.QuickActions_h_template)
    /// `build --objc`'s implementation.
    static let objCImplementation = read("QuickActions.m.template", PackageResources.QuickActions_m_template)

    /// Every template by its file name, for the tests that render them.
    static let all = [swift, objCHeader, objCImplementation]

    // A template that does not read is a mistake in this source tree, not in anyone's input, and
    // the tests render each one: stopping with the template's line is the fastest way to it.
    private static func read(_ name: String, _ bytes: [UInt8]) -> CodeTemplate {
        do {
            return try CodeTemplate(name: name, text: String(decoding: bytes, as: UTF8.self))
        } catch {
            preconditionFailure("\(error)")
        }
    }
}

extension CodeTemplate {
    /// The template with `values` that its generator makes: every name it reads is one the
    /// generator always gives, as the golden and generator tests check for every kind of item.
    func rendering(_ values: [String: Value]) -> String {
        do {
            return try render(values)
        } catch {
            preconditionFailure("\(error)")
        }
    }
}
