import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// Files for the file rules' examples: drawn PNGs, asset-catalog and plist text.
extension Fixtures {
    /// A glyph imageset `NAME.imageset` in catalog `Assets.xcassets`: Contents.json
    /// from `contents` (Xcode's layout when nil) and a disc PNG for each of `files`.
    package static func imageset(
        _ name: String, scales: [Int] = [1, 2, 3], contents: String? = nil,
        files: [String]? = nil, catalog: String = "Assets.xcassets"
    ) -> [String: ExampleFile] {
        let folder = "\(catalog)/\(AssetNaming.imagesetFolder(name: name))/"
        var tree: [String: ExampleFile] = [
            "\(catalog)/\(AssetNaming.contentsFile)": .text(
                "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        ]
        tree[folder + AssetNaming.contentsFile] = .text(contents ?? imagesetContents(name, scales: scales))
        for file in files ?? scales.map({ AssetNaming.filename(name: name, scale: $0) }) {
            let scale = AssetNaming.scale(fromFilename: file) ?? 1
            tree[folder + file] = .png(disc(path: file, size: GlyphGeometry.canvasPoints * scale, scale: scale).raster)
        }
        return tree
    }

    /// Contents.json for a template imageset, as Xcode writes it; `intent` nil leaves the property out.
    package static func imagesetContents(_ name: String, scales: [Int], intent: String? = "template") -> String {
        let images = scales.map { scale in
            "    {\n      \"filename\" : \"\(AssetNaming.filename(name: name, scale: scale))\",\n"
                + "      \"idiom\" : \"universal\",\n      \"scale\" : \"\(AssetNaming.scaleString(scale))\"\n    }"
        }.joined(separator: ",\n")
        let properties =
            intent.map { ",\n  \"properties\" : {\n    \"template-rendering-intent\" : \"\($0)\"\n  }" } ?? ""
        return
            "{\n  \"images\" : [\n\(images)\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\(properties)\n}\n"
    }

    /// An XML Info.plist with `items` (each a key → string dictionary) and extra top-level string keys.
    package static func infoPlist(items: [[String: String]], extra: [String: String] = [:]) -> ExampleFile {
        var root: [String: Any] = extra
        root[InfoPlistKey.shortcutItems] = items
        return plist(root)
    }

    /// Any property list, as Foundation writes it in XML.
    package static func plist(_ root: [String: Any]) -> ExampleFile {
        .bytes((try? PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)) ?? Data())
    }

    /// One Info.plist item with a custom icon.
    package static func plistItem(
        _ type: String, _ title: String, icon: String? = nil, iconType: String? = nil,
        subtitle: String? = nil, symbol: String? = nil
    ) -> [String: String] {
        var item = [InfoPlistKey.type: type, InfoPlistKey.title: title]
        item[InfoPlistKey.iconFile] = icon
        item[InfoPlistKey.iconType] = iconType
        item[InfoPlistKey.iconSymbolName] = symbol
        item[InfoPlistKey.subtitle] = subtitle
        return item
    }

    /// An app folder: one catalog with a `compose` glyph and an Info.plist with `items`.
    package static func app(
        items: [[String: String]], extra: [String: String] = [InfoPlistKey.bundleName: "Postbox"],
        glyphs: [String] = ["compose"]
    ) -> [String: ExampleFile] {
        var tree: [String: ExampleFile] = ["App/Info.plist": infoPlist(items: items, extra: extra)]
        for glyph in glyphs {
            tree.merge(imageset(glyph, catalog: "App/Assets.xcassets")) { first, _ in first }
        }
        return tree
    }

    /// An app folder with code: `App/Info.plist` declaring `items` (and, with `sceneDelegate`, a scene
    /// manifest naming that class), and each of `sources` (name → text) in `App/`.
    package static func codeApp(
        items: [[String: String]], sceneDelegate: String? = nil, sources: [String: String]
    ) -> [String: ExampleFile] {
        var root: [String: Any] = [InfoPlistKey.bundleName: "Postbox", InfoPlistKey.shortcutItems: items]
        if let sceneDelegate {
            root["UIApplicationSceneManifest"] = [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        [
                            "UISceneConfigurationName": "Default Configuration",
                            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).\(sceneDelegate)",
                        ]
                    ]
                ],
            ]
        }
        var tree: [String: ExampleFile] = ["App/Info.plist": plist(root)]
        for (name, text) in sources { tree["App/" + name] = .text(text) }
        return tree
    }

    /// An app with its Xcode project: `App/App.xcodeproj` with one iOS application
    /// target whose Info.plist is `App/App/Info.plist` and whose catalog holds `compose`.
    package static func projectApp(
        items: [[String: String]], deploymentTarget: String = "17.0",
        extra: [String: String] = [InfoPlistKey.bundleName: "Postbox"]
    ) -> [String: ExampleFile] {
        var tree: [String: ExampleFile] = [
            "App/App/Info.plist": infoPlist(items: items, extra: extra),
            "App/App.xcodeproj/project.pbxproj": .text(project(deploymentTarget: deploymentTarget)),
        ]
        tree.merge(imageset("compose", catalog: "App/App/Assets.xcassets")) { first, _ in first }
        return tree
    }

    /// The smallest project Xcode opens with one iOS app target: its Info.plist, its catalog, its deployment target.
    static func project(deploymentTarget: String) -> String {
        """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {
        		A1000000000000000000000A /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        		A1000000000000000000000B /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
        		A1000000000000000000000C /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000000A /* Assets.xcassets */; };
        		A1000000000000000000000D /* App */ = {isa = PBXGroup; children = (A1000000000000000000000A /* Assets.xcassets */, A1000000000000000000000B /* Info.plist */, ); path = App; sourceTree = "<group>"; };
        		A1000000000000000000000E = {isa = PBXGroup; children = (A1000000000000000000000D /* App */, ); sourceTree = "<group>"; };
        		A1000000000000000000000F /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (A1000000000000000000000C /* Assets.xcassets in Resources */, ); runOnlyForDeploymentPostprocessing = 0; };
        		A10000000000000000000010 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = A10000000000000000000011; buildPhases = (A1000000000000000000000F /* Resources */, ); name = App; productName = App; productType = "com.apple.product-type.application"; };
        		A10000000000000000000011 = {isa = XCConfigurationList; buildConfigurations = (A10000000000000000000012 /* Release */, ); defaultConfigurationName = Release; };
        		A10000000000000000000012 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget); PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        		A10000000000000000000013 = {isa = XCConfigurationList; buildConfigurations = (A10000000000000000000014 /* Release */, ); defaultConfigurationName = Release; };
        		A10000000000000000000014 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        		A10000000000000000000015 /* Project object */ = {isa = PBXProject; buildConfigurationList = A10000000000000000000013; mainGroup = A1000000000000000000000E; targets = (A10000000000000000000010 /* App */, ); };
        	};
        	rootObject = A10000000000000000000015 /* Project object */;
        }

        """
    }
}
