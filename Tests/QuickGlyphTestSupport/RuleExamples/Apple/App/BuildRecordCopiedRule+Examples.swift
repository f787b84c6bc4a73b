import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// BuildRecordCopiedRule's own examples: the quick start's layout, `--out App/QuickActions` inside the
/// target's synchronized folder `App`, with and without the records among the folder's exceptions.
extension BuildRecordCopiedRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "the build's records in the synchronized folder, only the Info.plist excepted",
            at: .file("Postbox/App/QuickActions/ShortcutItems.plist"), .file("Postbox/App/QuickActions/manifest.json")
        ) {
            Fixtures.synchronizedProjectApp(exceptions: ["Info.plist"])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("the records excepted, as build --project makes them") {
            Fixtures.synchronizedProjectApp(exceptions: [
                "Info.plist", "QuickActions/ShortcutItems.plist", "QuickActions/manifest.json",
            ])
        },
        TreeExample("a manifest.json with no ShortcutItems.plist beside it is not quickglyph's") {
            var tree = Fixtures.synchronizedProjectApp(exceptions: ["Info.plist"])
            tree["Postbox/App/QuickActions/ShortcutItems.plist"] = nil
            return tree
        },
    ]
}

extension Fixtures {
    /// Xcode 16's layout after `build --project Postbox.xcodeproj --out App/QuickActions`: one iOS app target
    /// whose sources are the synchronized folder `Postbox/App`, its Info.plist and the build's output in it,
    /// and the folder's exception set for the target listing `exceptions`.
    package static func synchronizedProjectApp(exceptions: [String]) -> [String: ExampleFile] {
        let listed = exceptions.map { "\t\t\t\t\($0),\n" }.joined()
        let project = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	classes = {
            	};
            	objectVersion = 77;
            	objects = {
            		B1000000000000000000000A /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {
            			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            			membershipExceptions = (
            \(listed)			);
            			target = B10000000000000000000010 /* App */;
            		};
            		B1000000000000000000000D /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (B1000000000000000000000A /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); path = App; sourceTree = "<group>"; };
            		B1000000000000000000000E = {isa = PBXGroup; children = (B1000000000000000000000D /* App */, ); sourceTree = "<group>"; };
            		B10000000000000000000010 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = B10000000000000000000011; buildPhases = (); fileSystemSynchronizedGroups = (B1000000000000000000000D /* App */, ); name = App; productName = App; productType = "com.apple.product-type.application"; };
            		B10000000000000000000011 = {isa = XCConfigurationList; buildConfigurations = (B10000000000000000000012 /* Release */, ); defaultConfigurationName = Release; };
            		B10000000000000000000012 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 17.0; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
            		B10000000000000000000013 = {isa = XCConfigurationList; buildConfigurations = (B10000000000000000000014 /* Release */, ); defaultConfigurationName = Release; };
            		B10000000000000000000014 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            		B10000000000000000000015 /* Project object */ = {isa = PBXProject; buildConfigurationList = B10000000000000000000013; mainGroup = B1000000000000000000000E; targets = (B10000000000000000000010 /* App */, ); };
            	};
            	rootObject = B10000000000000000000015 /* Project object */;
            }

            """
        var tree: [String: ExampleFile] = [
            "Postbox/Postbox.xcodeproj/project.pbxproj": .text(project),
            "Postbox/App/Info.plist": infoPlist(
                items: [plistItem("com.example.compose", "New Message", icon: "compose")],
                extra: [InfoPlistKey.bundleName: "Postbox"]),
            "Postbox/App/QuickActions/ShortcutItems.plist": .text(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n"),
            "Postbox/App/QuickActions/manifest.json": .text("{}\n"),
        ]
        tree.merge(imageset("compose", catalog: "Postbox/App/QuickActions/Shortcuts.xcassets")) { first, _ in first }
        return tree
    }
}
