import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// The edit a rule attaches to its finding is the repair it knows for certain, and only then.
final class SuggestedEditTests: XCTestCase {
    private func item(_ keys: [QuickActionField: String], icon: QuickActionIcon, index: Int = 0) -> QuickAction {
        QuickAction(
            kind: .static, type: .literal("com.example.a"), title: .literal("A"), icon: icon,
            writtenIconKeys: keys.mapValues { .literal($0) },
            declaredAt: SourceLocation(path: "Info.plist", position: nil), index: index)
    }

    private func subject(
        _ actions: [QuickAction], deployment: String? = nil, icons: Set<String> = []
    ) -> ShortcutsSubject {
        var subject = ShortcutsSubject(path: "Info.plist", kind: .infoPlist, actions: actions, problems: [])
        subject.deploymentTarget = deployment
        subject.availableIcons = icons
        return subject
    }

    func testASymbolBelowIOS13GetsTheSystemIconDrawnLikeIt() {
        let findings = SymbolWithoutFallbackRule().validate(
            subject(
                [item([.iconSymbol: "magnifyingglass"], icon: .symbol("magnifyingglass"), index: 2)],
                deployment: "12.0"), context: RuleContext())
        XCTAssertEqual(
            findings.map(\.edit),
            [.setItemKey(item: 2, key: InfoPlistKey.iconType, value: "UIApplicationShortcutIconTypeSearch")])
        XCTAssertTrue(
            findings[0].message.hasSuffix("; \"UIApplicationShortcutIconTypeSearch\" looks like it"),
            findings[0].message)
        let unknown = SymbolWithoutFallbackRule().validate(
            subject(
                [item([.iconSymbol: "brain.head.profile"], icon: .symbol("brain.head.profile"))],
                deployment: "12.0"), context: RuleContext())
        XCTAssertEqual(unknown.count, 1)
        XCTAssertNil(unknown[0].edit, "no lookalike, no guess")
    }

    func testAMisspeltSystemIconWithOneNeighbourIsSetToIt() {
        let findings = IconTypeUnknownRule().validate(
            subject([item([.iconType: "UIApplicationShortcutIconTypeComposed"], icon: .none)]),
            context: RuleContext())
        XCTAssertEqual(
            findings.map(\.edit),
            [.setItemKey(item: 0, key: InfoPlistKey.iconType, value: "UIApplicationShortcutIconTypeCompose")])
        let far = IconTypeUnknownRule().validate(
            subject([item([.iconType: "UIApplicationShortcutIconTypeRocket"], icon: .none)]),
            context: RuleContext())
        XCTAssertNil(far.first?.edit)
    }

    func testAMisspeltIconFileWithOneNeighbourIsSetToItAndTwoAreAChoice() {
        let one = IconFileUnresolvedRule().validate(
            subject([item([.iconFile: "serch"], icon: .file("serch"))], icons: ["search", "compose"]),
            context: RuleContext())
        XCTAssertEqual(one.map(\.edit), [.setItemKey(item: 0, key: InfoPlistKey.iconFile, value: "search")])
        let two = IconFileUnresolvedRule().validate(
            subject([item([.iconFile: "star"], icon: .file("star"))], icons: ["stars", "start"]),
            context: RuleContext())
        XCTAssertEqual(two.count, 1)
        XCTAssertNil(two[0].edit)
    }

    func testTheIgnoredIconTypeIsRemoved() {
        let findings = IconFileAndTypeRule().validate(
            subject([
                item(
                    [.iconFile: "search", .iconType: "UIApplicationShortcutIconTypeSearch"],
                    icon: .file("search"), index: 1)
            ]), context: RuleContext())
        XCTAssertEqual(findings.map(\.edit), [.removeItemKey(item: 1, key: InfoPlistKey.iconType)])
    }
}
