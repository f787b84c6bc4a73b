/// The generated code's templates: each renders its golden, and reads only values its generator gives.
import Foundation
@testable import QuickGlyphApple
import QuickGlyphModel
import XCTest

final class GeneratedCodeTemplateTests: XCTestCase {
    private static let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()

    private func sampleItems() throws -> [QuickAction] {
        let repository = Self.testFolder.deletingLastPathComponent().deletingLastPathComponent()
        let parsed = ItemsFile.parse(try Data(contentsOf: repository.appendingPathComponent("glyphs/shortcuts.json")))
        XCTAssertEqual(parsed.errors, [])
        return parsed.items
    }

    private func golden(_ name: String) throws -> String {
        try String(contentsOf: Self.testFolder.appendingPathComponent("Golden/\(name)"), encoding: .utf8)
    }

    /// Each template, rendered straight from the bytes the binary embeds, is its golden file byte for byte.
    func testEachTemplateRendersItsGolden() throws {
        let swift = SwiftSourceGenerator(items: try sampleItems(), itemsPath: "glyphs/shortcuts.json")
        let objC = ObjCSourceGenerator(
            items: try sampleItems(), headerName: "QuickActions.h",
            itemsPath: "glyphs/shortcuts.json")
        let rendered = [
            ("QuickAction.swift", try GeneratedCodeTemplates.swift.render(swift.templateValues)),
            ("QuickActions.h", try GeneratedCodeTemplates.objCHeader.render(objC.templateValues)),
            ("QuickActions.m", try GeneratedCodeTemplates.objCImplementation.render(objC.templateValues)),
        ]
        XCTAssertEqual(rendered.count, GeneratedCodeTemplates.all.count, "a golden for every template")
        for (name, text) in rendered {
            XCTAssertEqual(text, try golden(name), name)
            // What marks the file as one a build may replace.
            XCTAssertTrue(text.hasPrefix(SwiftSourceGenerator.headerPrefix + "glyphs/shortcuts.json. "), name)
        }
    }

    /// Every kind of item, alone and with the others, and none at all: the templates read only
    /// values the generators give (a missing one throws here, where the generators would stop).
    func testEveryKindOfItemRenders() throws {
        let icons: [QuickActionIcon] = [
            .file("image"), .type(SystemIconName("search")), .symbol("star"), .none,
            .unresolved("icon", form: nil),
        ]
        var items: [QuickAction] = []
        for icon in icons {
            for subtitle in [nil, "Sub"] {
                for userInfo in [nil, ["k": PlistValue.string("v")]] {
                    for dynamic in [false, true] {
                        items.append(
                            QuickAction(
                                type: "t.x\(items.count)", title: "X", subtitle: subtitle, icon: icon,
                                userInfo: userInfo, isDynamic: dynamic))
                    }
                }
            }
        }
        for set in [[]] + items.map({ [$0] }) + [items] {
            let swift = SwiftSourceGenerator(items: set, typeName: "Shortcut", itemsPath: "items.json")
            XCTAssertNoThrow(try GeneratedCodeTemplates.swift.render(swift.templateValues))
            let objC = ObjCSourceGenerator(
                items: set, className: "Shortcuts", headerName: "Shortcuts.h",
                itemsPath: "items.json")
            XCTAssertNoThrow(try GeneratedCodeTemplates.objCHeader.render(objC.templateValues))
            XCTAssertNoThrow(try GeneratedCodeTemplates.objCImplementation.render(objC.templateValues))
        }
    }
}
