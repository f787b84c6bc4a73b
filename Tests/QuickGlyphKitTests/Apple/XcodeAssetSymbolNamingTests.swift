@testable import QuickGlyphApple
import XCTest

/// Xcode's generated asset symbols. Apple documents no rule; each expectation is a pair Xcode
/// itself wrote side by side in a `GeneratedAssetSymbols.swift` or `.h` of a public app
/// (`/// The "NAME" asset catalog image resource.` over the symbol), grouped by what it shows.
final class XcodeAssetSymbolNamingTests: XCTestCase {
    func testWordsAreJoinedInCamelCase() {
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("ic_arrow_back_24"), "icArrowBack24")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("arrow-left"), "arrowLeft")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("Block List"), "blockList")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("download (10)"), "download10")
        XCTAssertEqual(
            XcodeAssetSymbolNaming.swiftSymbol("ic_baseline_keyboard_arrow_right_24 1"),
            "icBaselineKeyboardArrowRight241")
        XCTAssertEqual(
            XcodeAssetSymbolNaming.swiftSymbol("Request Money to Contact or UPI ID"), "requestMoneyToContactOrUPIID")
        // The rest of each word is kept as written.
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("icShareQR"), "icShareQR")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("headerLogo"), "headerLogo")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("FloatingMenuBG"), "floatingMenuBG")
    }

    func testALetterAfterADigitStartsAWord() {
        XCTAssertEqual(
            XcodeAssetSymbolNaming.swiftSymbol("a1cef908ea057f0877b33f490f9520aa"), "a1Cef908Ea057F0877B33F490F9520Aa")
        XCTAssertEqual(
            XcodeAssetSymbolNaming.swiftSymbol("0b3b21ff27f67b9e5821e5ffee7366c5"), "_0B3B21Ff27F67B9E5821E5Ffee7366C5")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("1"), "_1")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("Intro1"), "intro1")
    }

    func testLeadingCapitalsAndTheImageSuffix() {
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("UPIPayment"), "upiPayment")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("GPS-Tracking"), "gpsTracking")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("DeRegister UPI"), "deRegisterUPI")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("WiFi"), "wiFi")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("AC"), "AC")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("TV"), "TV")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("debit_image"), "debit")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("wexlo_chat_send_image"), "wexloChatSend")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("UPIIconIImage"), "upiIconI")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("Image"), "image")
        XCTAssertEqual(XcodeAssetSymbolNaming.swiftSymbol("backgroundImg"), "backgroundImg")
        XCTAssertNil(XcodeAssetSymbolNaming.swiftSymbol("--"))
    }

    func testObjectiveCConstants() {
        XCTAssertEqual(XcodeAssetSymbolNaming.objCSymbols("ic_error"), ["ACImageNameIcError"])
        XCTAssertEqual(XcodeAssetSymbolNaming.objCSymbols("Sign_InBackGroung"), ["ACImageNameSignInBackGroung"])
        XCTAssertEqual(XcodeAssetSymbolNaming.objCSymbols("features 1 1"), ["ACImageNameFeatures11"])
        XCTAssertEqual(XcodeAssetSymbolNaming.objCSymbols("Chevron Left"), ["ACImageNameChevronLeft"])
        XCTAssertEqual(XcodeAssetSymbolNaming.objCSymbols("ic_round-home"), ["ACImageNameIcRoundHome"])
        // Not seen in a generated header: both spellings.
        XCTAssertEqual(XcodeAssetSymbolNaming.objCSymbols("hero_image"), ["ACImageNameHeroImage", "ACImageNameHero"])
    }
}
