import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// R.swift's `R.image.…` accessors when `R.generated.swift` is not among the sources: traced by
/// R.swift's naming rule to the images of the targets compiling the file, one match a literal,
/// several left unresolved with the candidates kept, and the generated file winning when present.
final class RswiftAccessorResolutionTests: XCTestCase {
    /// Items.swift (and the other files) compiled by a target whose images are `assets` and `bundle`.
    private func find(_ files: [(String, String)], assets: [String], bundle: [String] = []) -> [QuickAction] {
        let images = TargetImageNames(assetNames: assets, bundleFiles: bundle)
        return CodeQuickActions.find(
            in: SourceCorpus(
                files: files.map { path, text in
                    SourceCorpus.File(path: path, language: .swift, bytes: Array(text.utf8), imageNames: 0)
                }, imageNames: [images]))
    }

    private func items(_ icons: [String]) -> String {
        "import UIKit\nlet items = [\n"
            + icons.enumerated().map { index, icon in
                "    UIApplicationShortcutItem(type: \"t\(index)\", localizedTitle: \"T\", localizedSubtitle: nil, "
                    + "icon: UIApplicationShortcutIcon(templateImageName: \(icon)), userInfo: nil),\n"
            }.joined() + "]\n"
    }

    func testOneMatchIsTheLiteralNameAndSaysHow() {
        let actions = find(
            [
                (
                    "Items.swift",
                    items([
                        "R.image.searchIcon.name", "R.image.compose()", "R.image.archive.callAsFunction()",
                        "R.image.general.qrCode.name",
                        "R.image.star.name", "R.image.`default`.name",
                    ])
                )
            ], assets: ["search-icon", "Compose", "archive", "General/qr-code", "default"],
            bundle: ["App/star@2x.png", "App/star@3x.png"])
        XCTAssertEqual(
            actions.map(\.icon),
            [
                .file("search-icon"), .file("Compose"), .file("archive"), .file("General/qr-code"), .file("star"),
                .file("default"),
            ])
        XCTAssertEqual(
            actions.first?.derivedIcon,
            DerivedIconName(accessor: "R.image.searchIcon.name", generator: "R.swift", candidates: ["search-icon"]))
        XCTAssertEqual(
            actions.map { $0.derivedIcon?.accessor },
            [
                "R.image.searchIcon.name", "R.image.compose()", "R.image.archive.callAsFunction()",
                "R.image.general.qrCode.name",
                "R.image.star.name", "R.image.`default`.name",
            ])
    }

    func testTwoImagesOfOneIdentifierStayUnresolvedWithBoth() {
        let actions = find(
            [("Items.swift", items(["R.image.searchIcon.name"]))], assets: ["search icon", "search-icon", "other"])
        XCTAssertEqual(
            actions.map(\.icon),
            [.unresolved("UIApplicationShortcutIcon(templateImageName: R.image.searchIcon.name)", form: .file)])
        XCTAssertEqual(actions.first?.derivedIcon?.candidates, ["search icon", "search-icon"])
        XCTAssertEqual(actions.first?.derivedIcon?.isResolved, false)
    }

    func testNoMatchStaysUnresolvedAsBefore() {
        let actions = find(
            [
                (
                    "Items.swift",
                    items(["R.image.missing.name", "R.image.searchIcon.image", "Other.image.searchIcon.name"])
                )
            ],
            assets: ["search-icon"])
        XCTAssertEqual(actions.map(\.icon.fileName), [nil, nil, nil], "no image, not R.swift's `.name`, not `R`")
        XCTAssertEqual(actions.map(\.derivedIcon), [nil, nil, nil])
    }

    func testTheGeneratedFileWins() {
        let generated = """
            struct _R {
              struct image {
                var searchIcon: RswiftResources.ImageResource { .init(name: "from-generated", path: [], bundle: bundle, locale: nil, onDemandResourceTags: nil) }
                var broken: RswiftResources.ImageResource { makeResource() }
              }
            }
            """
        let actions = find(
            [
                ("Items.swift", items(["R.image.searchIcon.name", "R.image.broken.name", "R.image.compose.name"])),
                ("R.generated.swift", generated),
            ], assets: ["search-icon", "broken", "compose"])
        XCTAssertEqual(
            actions.map(\.icon.fileName), ["from-generated", nil, "compose"],
            "a declared accessor is read from its declaration, even one that cannot be read; another is traced")
        XCTAssertEqual(actions.map { $0.derivedIcon?.candidates }, [nil, nil, ["compose"]])
    }

    func testAConstantInAnotherFileIsTracedToo() {
        let icons = "enum Icons {\n    static let search = R.image.searchIcon.name\n}\n"
        let actions = find([("Items.swift", items(["Icons.search"])), ("Icons.swift", icons)], assets: ["search-icon"])
        XCTAssertEqual(actions.map(\.icon), [.file("search-icon")])
        XCTAssertEqual(actions.first?.derivedIcon?.accessor, "R.image.searchIcon.name")
    }

    func testAFileWithoutItsTargetsImagesIsNotTraced() {
        let corpus = SourceCorpus(
            files: [
                SourceCorpus.File(
                    path: "Items.swift", language: .swift,
                    bytes: Array(items(["R.image.searchIcon.name"]).utf8))
            ],
            imageNames: [TargetImageNames(assetNames: ["search-icon"], bundleFiles: [])])
        XCTAssertEqual(CodeQuickActions.find(in: corpus).map(\.icon.fileName), [nil])
    }
}
