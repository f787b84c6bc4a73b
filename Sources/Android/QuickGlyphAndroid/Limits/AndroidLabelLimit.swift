/// How long an Android app shortcut's labels may be before launchers cut them, as
/// Google's shortcut guidelines give it: the one place these numbers live, for the
/// check's rule and for the build that writes the labels, so the two agree.
enum AndroidLabelLimit {
    /// `shortcutShortLabel`: what the launcher shows where the long one does not fit.
    static let short = 10
    /// `shortcutLongLabel`.
    static let long = 25
}
