@testable import QuickGlyphSourceAnalysis
import XCTest

/// R.swift's naming rule, as ported from its `SwiftIdentifier`. R.swift has no unit test of
/// the rule itself; the expectations marked "R.swift's" are taken from its own example apps
/// and documentation (mac-cain13/R.swift at f0a0d53, 7.8.0: `Documentation/Examples.md`,
/// `Examples/ResourceApp`, `Examples/FileSystemSynchronized`, `Examples/RtvApp`), where an
/// image file or imageset and the accessor the app's code uses both appear. The others follow
/// from the rule's code, each step named.
final class RswiftNamingTests: XCTestCase {
    func testR_swiftsOwnExamples() {
        // Documentation/Examples.md: `UIImage(named: "settings-icon")` is `R.image.settingsIcon()`.
        XCTAssertEqual(RswiftNaming.identifier("settings-icon"), "settingsIcon")
        // Examples/*/Assets.xcassets/hand.ignoreme.imageset is `R.image.handIgnoreme`.
        XCTAssertEqual(RswiftNaming.identifier("hand.ignoreme"), "handIgnoreme")
        // Examples/RtvApp: ImageStackAsset.imagestack is `R.image.imageStackAsset()`.
        XCTAssertEqual(RswiftNaming.identifier("ImageStackAsset"), "imageStackAsset")
        // Examples/FileSystemSynchronized: `hand3 three.png`, `hand3-two.png`, `hand-two.png`, `User1.png`, `person.png`.
        XCTAssertEqual(RswiftNaming.identifier("hand3 three"), "hand3Three")
        XCTAssertEqual(RswiftNaming.identifier("hand3-two"), "hand3Two")
        XCTAssertEqual(RswiftNaming.identifier("hand-two"), "handTwo")
        XCTAssertEqual(RswiftNaming.identifier("User1"), "user1")
        // Examples/ResourceApp: `User@white.png` is `R.image.userWhite()`.
        XCTAssertEqual(RswiftNaming.identifier("User@white"), "userWhite")
    }

    func testLooseBundleImagesAsR_swiftNamesThem() {
        // R.swift's: `Keep.dont.ignoreme.png` is `R.image.keepDontIgnoreme()`, `Colors@3x.jpg` is
        // `R.image.colorsJpg()`, `gradient.jpg` is `R.image.gradientJpg()`, `User1.png` is `user1`.
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "Images/Keep.dont.ignoreme.png"), "Keep.dont.ignoreme")
        XCTAssertEqual(RswiftNaming.identifier("Keep.dont.ignoreme"), "keepDontIgnoreme")
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "Subdir/Colors@3x.jpg"), "Colors.jpg")
        XCTAssertEqual(RswiftNaming.identifier("Colors.jpg"), "colorsJpg")
        XCTAssertEqual(RswiftNaming.identifier(RswiftNaming.imageName(ofBundleFile: "gradient.jpg") ?? ""), "gradientJpg")
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "MainUI/User1.png"), "User1")
        // The suffix its parser strips: `~ipad`/`~iphone`, then `@2x`/`@3x`, in that order only.
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "star~ipad@2x.png"), "star")
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "star@2x~ipad.png"), "star@2x", "`@2x` before `~ipad` stays")
        // Only `png`, as spelt, loses its extension: the match ignores case, the replacement does not.
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "Star.PNG"), "Star.PNG")
        XCTAssertNil(RswiftNaming.imageName(ofBundleFile: "icon.svg"), "not an image R.swift lists")
    }

    func testDigitsCapitalsKeywordsAndUnicode() {
        // Digits at the start go; a name of digits alone has no identifier (R.swift skips it).
        XCTAssertEqual(RswiftNaming.identifier("3d-touch"), "dTouch")
        XCTAssertEqual(RswiftNaming.identifier("123"), "")
        // Leading capitals: all but the last before a lowercase letter, else the first character.
        XCTAssertEqual(RswiftNaming.identifier("URLIcon"), "urlIcon")
        XCTAssertEqual(RswiftNaming.identifier("ABTest"), "abTest")
        XCTAssertEqual(RswiftNaming.identifier("QR"), "qR", "the run ends the text: the lookahead needs a character")
        XCTAssertEqual(RswiftNaming.identifier("UI_icon"), "ui_icon", "`_` is kept, and is no lowercase letter")
        XCTAssertEqual(RswiftNaming.identifier("Icon"), "icon")
        // Keywords are put in backticks, which the tokenizer reads past: `` `default` `` is `default`.
        XCTAssertEqual(RswiftNaming.identifier("default"), "default")
        XCTAssertEqual(RswiftNaming.identifier("Self"), "self")
        // Whitespace, punctuation and symbols split the name; letters of any script stay.
        XCTAssertEqual(RswiftNaming.identifier("café au lait"), "caféAuLait")
        XCTAssertEqual(RswiftNaming.identifier("Ünïcode"), "ünïcode", "not an ASCII capital: lowercased as the first character")
        XCTAssertEqual(RswiftNaming.identifier("a+b=c"), "aBC")
        XCTAssertEqual(RswiftNaming.identifier("ß-icon"), "ßIcon")
        // Emoji are kept; before 7.5 the last code point of each range split the name.
        XCTAssertEqual(RswiftNaming.identifier("🙂 smile"), "🙂Smile")
        XCTAssertEqual(RswiftNaming.identifiers("🧿eye"), ["🧿eye", "eye"])
        XCTAssertEqual(RswiftNaming.identifiers("search"), ["search"])
    }

    func testNamespacesMakeAPath() {
        // Documentation/Examples.md: a "Provides Namespace" folder makes `R.image.menu.icons.first()`.
        XCTAssertEqual(RswiftNaming.accessorPaths(ofAssetName: "Menu/Icons/first"), [["menu", "icons", "first"]])
        XCTAssertEqual(RswiftNaming.accessorPaths(ofAssetName: "General/qr-code"), [["general", "qrCode"]])
        XCTAssertEqual(RswiftNaming.accessorPaths(ofAssetName: "123"), [], "no identifier: R.swift declares nothing")
    }
}
