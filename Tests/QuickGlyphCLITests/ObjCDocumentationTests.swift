import Foundation
import QuickGlyphTestSupport
import XCTest

/// docs/into-the-app.md's Objective-C, as a reader pastes it: the sample built with `--objc`
/// by the binary, the page's scene delegate and app delegate compiled with the files it wrote
/// (`-Wall -Wextra -Werror`, against GNUstep's Foundation and the stand-in UIKit header), linked
/// and called as UIKit calls them.
final class ObjCDocumentationTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The page's `objc` blocks; the comment where the app shows the action made a line that prints it.
    private func snippets() throws -> [String] {
        let page = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/into-the-app.md"), encoding: .utf8)
        return MarkdownPage(text: page).codeBlocks.filter { $0.language == "objc" }.map {
            $0.text.replacingOccurrences(
                of: "// Show what `action` names.", with: #"printf("%s\n", [action UTF8String]);"#)
        }
    }

    func testTheDocumentedDelegatesCompileWithTheBuiltFilesAndBehave() throws {
        let snippets = try snippets()
        XCTAssertEqual(snippets.count, 2, "the scene delegate and the app delegate")
        let scene = try XCTUnwrap(snippets.first { $0.contains("@implementation SceneDelegate") })
        let app = try XCTUnwrap(snippets.first { $0.contains("@implementation AppDelegate") })

        let root = try CLIRunner.temporaryDirectory(self)
        let built = try CLIRunner.run(
            [
                "build", Self.repository.appendingPathComponent("glyphs").path, "--out", "out",
                "--objc", "App/QuickActions.h", "--quiet",
            ], in: root)
        XCTAssertEqual(built.status, 0, built.stderr)
        let appFolder = root.appendingPathComponent("App")
        let files = [
            "QuickActions.h": try String(
                contentsOf: appFolder.appendingPathComponent("QuickActions.h"), encoding: .utf8),
            "QuickActions.m": try String(
                contentsOf: appFolder.appendingPathComponent("QuickActions.m"), encoding: .utf8),
            // The headers Xcode's templates make, less the window property.
            "SceneDelegate.h":
                "#import <UIKit/UIKit.h>\n#include <stdio.h>\n@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>\n@end\n",
            "AppDelegate.h":
                "#import <UIKit/UIKit.h>\n#include <stdio.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
            "SceneDelegate.m": scene,
            "AppDelegate.m": app,
            "main.m": Self.main,
        ]
        let folder = root.appendingPathComponent("program")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = try GeneratedObjCProgram.run(
            files,
            resources: [
                "Resources/Info-gnustep.plist": "{ CFBundleIdentifier = \"com.example.app\"; }\n"
            ], in: folder)
        XCTAssertEqual(
            output,
            """
            $(PRODUCT_BUNDLE_IDENTIFIER).compose
            installed: com.example.app.favorites
            $(PRODUCT_BUNDLE_IDENTIFIER).scan
            warm: YES
            warm, another app's: NO
            $(PRODUCT_BUNDLE_IDENTIFIER).search
            didFinishLaunching: NO
            didFinishLaunching, no action: YES
            $(PRODUCT_BUNDLE_IDENTIFIER).favorites
            warm: YES

            """)
    }

    /// What UIKit does: makes each delegate and calls it, cold and warm.
    private static let main = #"""
        #import "SceneDelegate.h"
        #import "AppDelegate.h"

        @interface UISceneConnectionOptions (Stub)
        - (instancetype)initWithShortcutItem:(nullable UIApplicationShortcutItem *)shortcutItem;
        @end

        static UIApplicationShortcutItem *item(NSString *type) {
            return [[[UIApplicationShortcutItem alloc] initWithType:type localizedTitle:@"t"] autorelease];
        }

        int main(void) {
            @autoreleasepool {
                #pragma clang diagnostic ignored "-Wdeprecated-declarations"
                UIApplication *application = [UIApplication sharedApplication];
                SceneDelegate *scene = [[[SceneDelegate alloc] init] autorelease];
                UIWindowScene *window = [[[UIWindowScene alloc] init] autorelease];
                [scene scene:window willConnectToSession:[[[UISceneSession alloc] init] autorelease]
                     options:[[[UISceneConnectionOptions alloc] initWithShortcutItem:item(@"com.example.app.compose")] autorelease]];
                for (UIApplicationShortcutItem *installed in application.shortcutItems) {
                    printf("installed: %s\n", [installed.type UTF8String]);
                }
                [scene windowScene:window performActionForShortcutItem:item(@"com.example.app.scan")
                 completionHandler:^(BOOL succeeded) { printf("warm: %s\n", succeeded ? "YES" : "NO"); }];
                [scene windowScene:window performActionForShortcutItem:item(@"com.other.app.scan")
                 completionHandler:^(BOOL succeeded) { printf("warm, another app's: %s\n", succeeded ? "YES" : "NO"); }];

                AppDelegate *app = [[[AppDelegate alloc] init] autorelease];
                BOOL result = [app application:application didFinishLaunchingWithOptions:
                               @{UIApplicationLaunchOptionsShortcutItemKey: item(@"com.example.app.search")}];
                printf("didFinishLaunching: %s\n", result ? "YES" : "NO");
                result = [app application:application didFinishLaunchingWithOptions:nil];
                printf("didFinishLaunching, no action: %s\n", result ? "YES" : "NO");
                [app application:application performActionForShortcutItem:item(@"com.example.app.favorites")
               completionHandler:^(BOOL succeeded) { printf("warm: %s\n", succeeded ? "YES" : "NO"); }];
            }
            return 0;
        }

        """#
}
