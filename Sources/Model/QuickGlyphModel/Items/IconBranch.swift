/// One icon a quick action made in code may show, where the code chooses among several
/// (`cond ? "a" : "b"`, an `if` or `switch` expression, a variable set in each branch of
/// one, `if #available(iOS 26, *)`): each branch is judged as the icon it makes, so a
/// choice between literals is no computed icon.
package struct IconBranch: Sendable, Equatable {
    package var icon: QuickActionIcon
    /// Where the branch makes its icon (its literal name, or its `UIApplicationShortcutIcon(…)`).
    package var declaredAt: SourceLocation?
    /// The OS versions that take it when an `#available` check chooses: `iOS 26 and later`,
    /// `before iOS 26`; nil when the app's state chooses.
    package var availability: String?
    /// Where its template image resolves among the target's icons, as `QuickAction.image`.
    package var image: IconImage?

    package init(
        icon: QuickActionIcon, declaredAt: SourceLocation?, availability: String? = nil, image: IconImage? = nil
    ) {
        self.icon = icon
        self.declaredAt = declaredAt
        self.availability = availability
        self.image = image
    }
}

/// One type a quick action made in code may have, where the code chooses among several
/// (`pro ? "com.example.pro" : "com.example.free"`, an `if` or `switch` expression): each is a
/// type the handlers must recognise.
package struct TypeBranch: Sendable, Equatable {
    package var type: SourceValue
    /// Where the branch's value is written.
    package var at: SourcePosition?

    package init(type: SourceValue, at: SourcePosition?) {
        self.type = type
        self.at = at
    }
}
