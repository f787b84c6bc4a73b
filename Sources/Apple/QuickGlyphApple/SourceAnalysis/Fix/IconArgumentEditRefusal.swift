import QuickGlyphModel

/// Why a quick action's icon name was not changed in its source: each case says what stands in
/// the file instead, so that `check --fix` can leave the code as it is and say why.
package struct IconArgumentEditRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    enum Reason: Equatable, Sendable {
        /// No icon construction starts at the position; `found` is what does (empty: no token).
        case noConstruction(found: String)
        /// The icon is made, but not from an image's name: `label` is what it is made with
        /// (`systemImageName`, `type`), empty when it has no label.
        case notTemplateImage(label: String)
        /// No string literal of the expected name stands at the position (`found` is what does).
        case noLiteral(expected: String, found: String)
        /// Where the `templateImageName:` argument ends could not be told: a bracket is never
        /// closed, or the argument is empty.
        case argumentExtentUnknown
        /// A `#if` (or `#else`, `#elseif`, `#endif`) stands inside the argument: one edit
        /// would change one branch and leave the others.
        case conditionalCompilation(directive: String)
    }

    var path: String
    /// The line of the position the edit was asked for.
    var line: Int
    var reason: Reason

    init(path: String, line: Int, reason: Reason) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    package var description: String {
        let place = "\(path), line \(line)"
        switch reason {
        case let .noLiteral(expected, found):
            let what = found.isEmpty ? "nothing" : DisplayText.shortened(DisplayText.escapingControls(found))
            return
                "\(place): the quick action's icon is not named there by the literal \(DisplayText.quote(expected)) (\(what) stands "
                + "at that column), so its image name was not changed"
        case let .noConstruction(found):
            let what = found.isEmpty ? "nothing" : DisplayText.shortened(DisplayText.escapingControls(found))
            return
                "\(place): the icon is not made there (\(what) stands at that column, not UIApplicationShortcutIcon), "
                + "so its image name was not changed"
        case let .notTemplateImage(label):
            let made = label.isEmpty ? "without a labelled argument" : "with \(label):"
            return
                "\(place): the icon is made \(made), not from an image's name (templateImageName:), so there is no name to change"
        case .argumentExtentUnknown:
            return "\(place): where the icon's templateImageName: argument ends could not be told "
                + "(a bracket is not closed, or the argument is empty), so it was not changed"
        case let .conditionalCompilation(directive):
            return "\(place): the icon's templateImageName: argument is split by \(directive), "
                + "so one edit would change one branch only; it was not changed"
        }
    }
}
