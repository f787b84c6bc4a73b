import QuickGlyphModel

/// Rules over the quick actions of one Info.plist, items file or source file.
package protocol ShortcutsRule: TreeRule where Subject == ShortcutsSubject {
    /// Whether the rule judges items made in code. Structural rules do not: code
    /// that compiles has its fields, and apps build many items from one template
    /// (one type for all, more than four of which only some are set at a time).
    static var appliesToCode: Bool { get }
}

extension ShortcutsRule {
    package static var appliesToCode: Bool { false }
}

/// Rules over everything a check found together.
package protocol AppRule: TreeRule where Subject == AppSubject {}

/// Rules over how one application target's quick actions reach its code.
package protocol LifeCycleRule: TreeRule where Subject == LifeCycleSubject {}
