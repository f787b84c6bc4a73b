@testable import QuickGlyphApple
import XCTest

/// R.swift's naming rule, as its documentation and maintainers state it (`RswiftNaming` cites
/// each page). R.swift has no unit test of the rule itself; the expectations marked "R.swift's"
/// are taken from its documentation and example apps (`Documentation/Examples.md`,
/// `Examples/ResourceApp`, `Examples/FileSystemSynchronized`, `Examples/RtvApp`), where an image
/// file or imageset and the accessor the app's code uses both appear. The others follow from the
/// rule, each step named.
final class RswiftNamingTests: XCTestCase {
    func testR_swiftsOwnExamples() {
        // Documentation/Examples.md: `UIImage(named: "settings-icon")` is `R.image.settingsIcon()`.
        XCTAssertEqual(RswiftNaming.identifier("settings-icon"), "settingsIcon")
        // Examples/*/Assets.xcassets/hand.ignoreme.imageset is `R.image.handIgnoreme`.
        XCTAssertEqual(RswiftNaming.identifier("hand.ignoreme"), "handIgnoreme")
        // Examples/RtvApp: ImageStackAsset.imagestack is `R.image.imageStackAsset()`.
        XCTAssertEqual(RswiftNaming.identifier("ImageStackAsset"), "imageStackAsset")
        // Examples/FileSystemSynchronized: `hand3 three.png`, `hand3-two.png`, `hand-two.png`, `User1.png`,
        // `person.png`.
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
        XCTAssertEqual(
            RswiftNaming.identifier(RswiftNaming.imageName(ofBundleFile: "gradient.jpg") ?? ""), "gradientJpg")
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "MainUI/User1.png"), "User1")
        // The suffix its parser strips: `~ipad`/`~iphone`, then `@2x`/`@3x`, in that order only.
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "star~ipad@2x.png"), "star")
        XCTAssertEqual(
            RswiftNaming.imageName(ofBundleFile: "star@2x~ipad.png"), "star@2x", "`@2x` before `~ipad` stays")
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
        XCTAssertEqual(
            RswiftNaming.identifier("Ünïcode"), "ünïcode", "not an ASCII capital: lowercased as the first character")
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

    /// Each step of the rule on its own.
    func testEachStepOfTheRule() {
        // Taken out, the next character uppercased: whitespace, punctuation, symbols, controls.
        XCTAssertEqual(RswiftNaming.identifier("indicator highlight"), "indicatorHighlight", "README's colour")
        XCTAssertEqual(RswiftNaming.identifier("welcome.withName"), "welcomeWithName", "README's string key")
        XCTAssertEqual(RswiftNaming.identifier("a\tb\nc"), "aBC")
        XCTAssertEqual(RswiftNaming.identifier("tab--bar..icon"), "tabBarIcon", "a run taken out is one break")
        XCTAssertEqual(RswiftNaming.identifier("-leading"), "leading", "uppercased, then lowercased as the first")
        XCTAssertEqual(RswiftNaming.identifier("trailing-"), "trailing")
        XCTAssertEqual(RswiftNaming.identifier("price$tag"), "priceTag", "a symbol")
        XCTAssertEqual(RswiftNaming.identifier("a\u{0}b"), "aB", "a control character")
        XCTAssertEqual(RswiftNaming.identifier("x-ßig"), "xSSig", "uppercasing may lengthen the character")
        // `_` is allowed in Swift and stays; so does a digit inside the name.
        XCTAssertEqual(RswiftNaming.identifier("home_page.title"), "home_pageTitle", "issue 904's example")
        XCTAssertEqual(RswiftNaming.identifier("icon-2x"), "icon2x")
        // Digits at the start go, after the words are joined: issue 626's keys all become `_hours`.
        XCTAssertEqual(RswiftNaming.identifier("2_hours"), "_hours")
        XCTAssertEqual(RswiftNaming.identifier("3_hours"), "_hours")
        XCTAssertEqual(RswiftNaming.identifier("1-2-three"), "three", "joined `12Three`, digits go")
        XCTAssertEqual(RswiftNaming.identifier("12 Monkeys"), "monkeys")
        XCTAssertEqual(RswiftNaming.identifier(":)"), "", "nothing left: no accessor (issue 137)")
        XCTAssertEqual(RswiftNaming.identifier(""), "")
        // Leading capitals.
        XCTAssertEqual(RswiftNaming.identifier("HTTPServer"), "httpServer")
        XCTAssertEqual(RswiftNaming.identifier("A"), "a")
        XCTAssertEqual(RswiftNaming.identifier("ABC"), "abC", "the run ends the name: its last capital stays")
        XCTAssertEqual(RswiftNaming.identifier("AB1"), "ab1", "a digit after the run: the whole run is lowercased")
        XCTAssertEqual(RswiftNaming.identifier("iOS"), "iOS", "a lowercase start is left alone")
        // Keywords come back bare: R.swift writes them in backticks, which the tokenizer reads past.
        XCTAssertEqual(RswiftNaming.identifier("class"), "class")
        XCTAssertEqual(RswiftNaming.identifier("Protocol"), "protocol")
    }

    /// Names that come out the same collide: R.swift declares none of them, so every one stays a
    /// candidate and none is guessed.
    func testCollidingNamesAreAllCandidates() {
        for name in ["settings-icon", "settings icon", "settings.icon"] {
            XCTAssertEqual(RswiftNaming.identifier(name), "settingsIcon", name)
        }
        XCTAssertEqual(RswiftNaming.identifier("Settings_icon"), "settings_icon", "`_` keeps it apart")
        let index = RswiftImageIndex(
            TargetImageNames(
                assetNames: ["settings-icon", "settings icon", "other"],
                bundleFiles: ["Images/settingsIcon@2x.png", "Images/readme.txt"]))
        XCTAssertEqual(index.candidates(at: ["settingsIcon"]), ["settings icon", "settings-icon", "settingsIcon"])
        XCTAssertEqual(index.candidates(at: ["other"]), ["other"])
        XCTAssertEqual(index.candidates(at: ["readmeTxt"]), [], "not an image R.swift lists")
    }

    /// "Provides Namespace" folders: each folder is a level, named by the same rule.
    func testNamespaceFoldersAreNamedByTheSameRule() {
        XCTAssertEqual(
            RswiftNaming.accessorPaths(ofAssetName: "Tab Bar/2x-icons/Home"), [["tabBar", "xIcons", "home"]])
        XCTAssertEqual(RswiftNaming.accessorPaths(ofAssetName: "General/QR"), [["general", "qR"]])
        XCTAssertEqual(RswiftNaming.accessorPaths(ofAssetName: "42/icon"), [], "a folder with no identifier")
        XCTAssertEqual(
            RswiftNaming.accessorPaths(ofAssetName: "Emoji/🧿"), [["emoji", "🧿"]],
            "before 7.5 the eye was taken out, leaving nothing: that spelling is declared nowhere")
        XCTAssertEqual(RswiftNaming.accessorPaths(ofAssetName: "☀️/sun"), [["☀️", "sun"]], "an emoji folder")
    }

    /// The bundle's loose files: the device and scale markers go, `png` alone loses its extension.
    func testBundleFileNames() {
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "a/b/star@3x.png"), "star")
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "star~iphone.png"), "star")
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "STAR~IPAD@2X.png"), "STAR", "markers in any case")
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "photo@2x.jpg"), "photo.jpg")
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "photo.JPEG"), "photo.JPEG")
        XCTAssertEqual(RswiftNaming.imageName(ofBundleFile: "star@4x.png"), "star@4x", "no such scale")
        XCTAssertNil(RswiftNaming.imageName(ofBundleFile: "Images/"))
        XCTAssertNil(RswiftNaming.imageName(ofBundleFile: "README"))
        XCTAssertNil(RswiftNaming.imageName(ofBundleFile: "clip.mov"))
    }
}
