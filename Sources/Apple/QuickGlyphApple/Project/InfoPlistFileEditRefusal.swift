/// Why a project.pbxproj was left as it is rather than edited to name an Info.plist file,
/// with the change to make by hand in Xcode.
package struct InfoPlistFileEditRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// What stopped the edit, in words.
    package var reason: String
    /// The change that would have been made, as a person makes it in Xcode.
    package var byHand: String

    init(reason: String, byHand: String) {
        self.reason = reason
        self.byHand = byHand
    }

    package var description: String { "\(reason); the project was left as it is: \(byHand)" }
}
