import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// Quick actions made in Objective-C: both initializer forms, icons, mutable items.
final class ObjCQuickActionFinderTests: XCTestCase {
    private func find(_ text: String) -> [QuickAction] {
        ObjCQuickActionFinder.quickActions(in: TokenizedSource(text, language: .objectiveC), path: "AppDelegate.m")
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: "AppDelegate.m", line: line, column: column)
    }

    func testEveryFormWithExactValuesAndPositions() {
        let text = ##"""
            #import <UIKit/UIKit.h>
            #define MAKE_ITEM [[UIApplicationShortcutItem alloc] initWithType:@"macro" localizedTitle:@"Macro"]

            static NSString *const kComposeType = @"com.example.compose";

            @implementation AppDelegate

            - (void)installShortcuts {
                // [[UIApplicationShortcutItem alloc] initWithType:@"commented" localizedTitle:@"C"]
                UIApplicationShortcutIcon *icon = [UIApplicationShortcutIcon iconWithTemplateImageName:@"qr"];
                UIApplicationShortcutItem *scan = [[UIApplicationShortcutItem alloc] initWithType:@"com.example.scan" localizedTitle:@"Scan" localizedSubtitle:nil icon:icon userInfo:nil];
                UIApplicationShortcutItem *search = [[UIApplicationShortcutItem alloc] initWithType:@"search"
                                                                                     localizedTitle:NSLocalizedString(@"search.title", @"")];
                UIMutableApplicationShortcutItem *compose = [[UIMutableApplicationShortcutItem alloc] initWithType:kComposeType localizedTitle:@"New" @" Message"];
                compose.icon = [UIApplicationShortcutIcon iconWithType:UIApplicationShortcutIconTypeCompose];
                [compose setLocalizedSubtitle:NSLocalizedStringFromTable(@"compose.sub", @"Shortcuts", nil)];
                UIApplicationShortcutItem *star = [[UIApplicationShortcutItem alloc] initWithType:@"star" localizedTitle:@"Star" localizedSubtitle:@"\u2605 Favorites" icon:[UIApplicationShortcutIcon iconWithSystemImageName:@"star.fill"] userInfo:@{@"tab": @"fav"}];
                [UIApplication sharedApplication].shortcutItems = @[scan, search, compose, star];
            }

            - (UIApplicationShortcutItem *)itemWithIcon:(UIApplicationShortcutIcon *)icon name:(NSString *)name type:(UIApplicationShortcutIconType)type {
                UIApplicationShortcutIcon *other = nil;
                if (type == UIApplicationShortcutIconTypeAdd) { other = [UIApplicationShortcutIcon iconWithType:type]; }
                [[UIApplicationShortcutItem alloc] initWithType:@"p" localizedTitle:@"P" localizedSubtitle:nil icon:icon userInfo:nil];
                [[UIApplicationShortcutItem alloc] initWithType:@"o" localizedTitle:@"O" localizedSubtitle:nil icon:other userInfo:nil];
                return [[UIApplicationShortcutItem alloc] initWithType:name localizedTitle:@"N" localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithTemplateImageName:name] userInfo:nil];
            }

            @end
            """##
        let actions = find(text)
        // The macro and the comment make none.
        XCTAssertEqual(
            actions.map { $0.type?.text ?? "" },
            ["com.example.scan", "search", "com.example.compose", "star", "p", "o", "name"])
        guard actions.count == 7 else { return }
        XCTAssertEqual(
            actions[0],
            QuickAction(
                kind: .dynamic, type: .literal("com.example.scan"), title: .literal("Scan"), icon: .file("qr"),
                declaredAt: at(11, 39), iconDeclaredAt: at(10, 39),
                positions: [
                    .type: SourcePosition(11, 87), .title: SourcePosition(11, 122), .icon: SourcePosition(11, 157),
                ]))
        XCTAssertEqual(
            actions[1],
            QuickAction(
                kind: .dynamic, type: .literal("search"), title: .localizationKey("search.title", table: nil),
                declaredAt: at(12, 41), positions: [.type: SourcePosition(12, 89), .title: SourcePosition(13, 89)]))
        // Adjacent literals are one string; a constant the file defines is followed; the properties set afterwards
        // count.
        XCTAssertEqual(
            actions[2],
            QuickAction(
                kind: .dynamic, type: .literal("com.example.compose"), title: .literal("New Message"),
                subtitle: .localizationKey("compose.sub", table: "Shortcuts"),
                icon: .type(SystemIconName("UIApplicationShortcutIconTypeCompose")), declaredAt: at(14, 49),
                iconDeclaredAt: at(15, 20),
                positions: [
                    .type: SourcePosition(14, 104), .title: SourcePosition(14, 132), .subtitle: SourcePosition(16, 35),
                    .icon: SourcePosition(15, 20),
                ]))
        XCTAssertEqual(SystemIconName("UIApplicationShortcutIconTypeCompose").icon, .compose)
        XCTAssertEqual(
            actions[3],
            QuickAction(
                kind: .dynamic, type: .literal("star"), title: .literal("Star"),
                subtitle: .literal("\u{2605} Favorites"),
                icon: .symbol("star.fill"), declaredAt: at(17, 39), iconDeclaredAt: at(17, 161),
                positions: [
                    .type: SourcePosition(17, 87), .title: SourcePosition(17, 110), .subtitle: SourcePosition(17, 136),
                    .icon: SourcePosition(17, 161), .userInfo: SourcePosition(17, 235),
                ]))
        // A parameter, and a variable set only inside an `if`, are not followed.
        XCTAssertEqual(actions[4].icon, .unresolved("icon", form: nil))
        XCTAssertEqual(actions[4].iconDeclaredAt, at(24, 105))
        XCTAssertEqual(actions[4].declaredAt, at(24, 5))
        XCTAssertEqual(actions[5].icon, .unresolved("other", form: nil))
        XCTAssertEqual(actions[5].iconDeclaredAt, at(25, 105))
        XCTAssertEqual(
            actions[6],
            QuickAction(
                kind: .dynamic, type: .unresolved("name"), title: .literal("N"),
                icon: .unresolved("[UIApplicationShortcutIcon iconWithTemplateImageName:name]", form: .file),
                declaredAt: at(26, 12), iconDeclaredAt: at(26, 112),
                positions: [
                    .type: SourcePosition(26, 60), .title: SourcePosition(26, 80), .icon: SourcePosition(26, 112),
                ]))
    }

    func testTheShortFormAndOtherMessages() {
        let text = """
            id a = [[UIApplicationShortcutItem alloc] initWithType:@"a" localizedTitle:flag ? @"On" : @"Off"];
            id b = [[UIApplicationShortcutItem alloc] initWithCoder:coder];
            id c = [[UIApplicationShortcutItem alloc] init];
            id d = [UIApplicationShortcutIcon iconWithType:kind];
            """
        XCTAssertEqual(
            find(text),
            [
                QuickAction(
                    kind: .dynamic, type: .literal("a"), title: .unresolved(#"flag ? @"On" : @"Off""#),
                    declaredAt: at(1, 8), positions: [.type: SourcePosition(1, 56), .title: SourcePosition(1, 76)])
            ])
    }
}
