import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// Objective-C source into tokens: preprocessor lines and comments vanish.
final class ObjCTokenizerTests: XCTestCase {
    private func summary(_ text: String) -> [String] {
        TokenSummary.of(ObjCTokenizer.tokens(in: text))
    }

    func testPreprocessorLinesAreSkipped() {
        let text = """
            #import <UIKit/UIKit.h>
            #define MAKE_ITEM [[UIApplicationShortcutItem alloc] \\
                initWithType:@"m" localizedTitle:@"M"]
              # pragma mark - "Items"
            x = @"a";
            """
        XCTAssertEqual(summary(text), ["id:x@5:1", "p:=@5:3", "s:a@5:5", "p:;@5:9"])
    }

    func testCommentsHideCalls() {
        let text = """
            // [[UIApplicationShortcutItem alloc] initWithType:@"x" localizedTitle:@"y"]
            /* [UIApplicationShortcutIcon iconWithTemplateImageName:@"qr"] */ y
            """
        XCTAssertEqual(summary(text), ["id:y@2:67"])
    }

    func testStringsCharactersAndKeywords() {
        let text = #"@interface A @"a\n\"b\"\\ \u00e9\101\x41" "c" 'q' @[x] @selector(f:)"#
        XCTAssertEqual(
            summary(text),
            [
                "kw:@interface@1:1", "id:A@1:12", "s:a\n\"b\"\\ éAA@1:14", "s:c@1:43", "c:'q'@1:47", "p:@@1:51",
                "p:[@1:52",
                "id:x@1:53", "p:]@1:54", "kw:@selector@1:56", "p:(@1:65", "id:f@1:66", "p::@1:67", "p:)@1:68",
            ])
    }

    func testAdjacentLiteralsStayTwoTokensAndOperatorsPair() {
        XCTAssertEqual(
            summary(#"@"a" @"b"; if (x == y && p->q) i++;"#),
            [
                "s:a@1:1", "s:b@1:6", "p:;@1:10", "kw:if@1:12", "p:(@1:15", "id:x@1:16", "p:==@1:18", "id:y@1:21",
                "p:&&@1:23", "id:p@1:26", "p:->@1:27", "id:q@1:29", "p:)@1:30", "id:i@1:32", "p:++@1:33", "p:;@1:35",
            ])
    }

    func testAStringContinuedOnTheNextLine() {
        XCTAssertEqual(summary("@\"one \\\ntwo\" z"), ["s:one two@1:1", "id:z@2:6"])
    }
}
