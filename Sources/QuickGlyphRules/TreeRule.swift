import Foundation
import QuickGlyphAndroidApp
import QuickGlyphCore
import QuickGlyphItems

/// A rule about files rather than one image: a PNG file's bytes, an imageset,
/// a list of quick actions, or the app as a whole. Its examples are file trees,
/// because what it judges only exists on disk (names, siblings, catalogs).
public protocol TreeRule: DescribedTreeRule {
    associatedtype Subject
    init()
    func validate(_ subject: Subject, context: RuleContext) -> [Finding]
}

extension TreeRule {
    /// A finding of this rule at its own severity.
    func finding(_ path: String, _ message: String, position: SourcePosition? = nil) -> Finding {
        Finding(Self.description, path: path, message: message, position: position)
    }

    /// A finding of this rule where `location` points.
    func finding(at location: SourceLocation, _ message: String) -> Finding {
        Finding(Self.description, path: location.path, message: message, position: location.position)
    }
}

/// Rules over one PNG file's bytes, before any pixel is looked at.
public protocol PNGFileRule: TreeRule where Subject == PNGFileSubject {}

/// Rules over one `.imageset` folder.
public protocol ImagesetRule: TreeRule where Subject == ImagesetSubject {}

/// Rules over the quick actions of one Info.plist, items file or source file.
public protocol ShortcutsRule: TreeRule where Subject == ShortcutsSubject {
    /// Whether the rule judges items made in code. Structural rules do not: code
    /// that compiles has its fields, and apps build many items from one template
    /// (one type for all, more than four of which only some are set at a time).
    static var appliesToCode: Bool { get }
}

extension ShortcutsRule {
    public static var appliesToCode: Bool { false }
}

/// Rules over everything a check found together.
public protocol AppRule: TreeRule where Subject == AppSubject {}

/// Rules over how one application target's quick actions reach its code.
public protocol LifeCycleRule: TreeRule where Subject == LifeCycleSubject {}

/// Rules over one Android app module: its manifest's launcher activities, the shortcuts XML
/// they name, and the strings, icons and application ids those shortcuts use.
public protocol AndroidModuleRule: TreeRule where Subject == AndroidModule {}
