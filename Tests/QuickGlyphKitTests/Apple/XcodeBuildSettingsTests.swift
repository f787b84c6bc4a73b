import Foundation
import QuickGlyphApple
import XCTest

/// Settings, paths and errors on small projects written here, one rule each.
final class XcodeBuildSettingsTests: XCTestCase {
    /// One app target; `targetSettings` and `extra` objects vary per test.
    private func pbxproj(
        projectSettings: String = "", targetSettings: String, projectDirPath: String = "\"\"",
        baseConfiguration: String = "", extra: String = "", resources: String = ""
    ) -> Data {
        Data(
            """
            // !$*UTF8*$!
            {
                archiveVersion = 1; classes = {}; objectVersion = 77;
                objects = {
                    P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; projectDirPath = \(projectDirPath); targets = (T, X);};
                    PL = {isa = XCConfigurationList; buildConfigurations = (PD); defaultConfigurationName = Debug;};
                    PD = {isa = XCBuildConfiguration; \(baseConfiguration) buildSettings = {\(projectSettings)}; name = Debug;};
                    T = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = TL;
                         buildPhases = (S, R);};
                    X = {isa = PBXAggregateTarget; name = Script;};
                    TL = {isa = XCConfigurationList; buildConfigurations = (TD);};
                    TD = {isa = XCBuildConfiguration; buildSettings = {\(targetSettings)}; name = Debug;};
                    S = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, BF3, BF4);};
                    R = {isa = PBXResourcesBuildPhase; files = (\(resources));};
                    BF1 = {isa = PBXBuildFile; fileRef = F1;};
                    BF2 = {isa = PBXBuildFile; productRef = PKG;};
                    BF3 = {isa = PBXBuildFile; fileRef = F3;};
                    BF4 = {isa = PBXBuildFile; fileRef = F4;};
                    G = {isa = PBXGroup; children = (A, F3, F4);};
                    A = {isa = PBXGroup; path = "App/"; children = (F1, N);};
                    N = {isa = PBXGroup; name = "No path"; children = (F2);};
                    F1 = {isa = PBXFileReference; path = "../App//Main.swift"; sourceTree = "<group>";};
                    F2 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>";};
                    F3 = {isa = PBXFileReference; path = /opt/shared/Log.swift; sourceTree = "<absolute>";};
                    F4 = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR;};
                    PKG = {isa = XCSwiftPackageProductDependency; productName = Kit;};
                    \(extra)
                };
                rootObject = P;
            }
            """.utf8)
    }

    private func configuration(_ targetSettings: String, projectSettings: String = "") throws -> XcodeBuildConfiguration
    {
        let project = try XcodeProject(
            pbxproj: pbxproj(projectSettings: projectSettings, targetSettings: targetSettings),
            projectPath: "/w/App.xcodeproj"
        ) { _ in nil }
        return try XCTUnwrap(project.targets.first?.configurations.first)
    }

    func testExpansionReplacesKnownVariablesAndKeepsUnknownOnes() throws {
        let debug = try configuration(
            """
            NAME = Glyph; KIND = "$(NAME)s"; EMPTY = ""; OUTER = "$(INNER_$(NAME))"; INNER_Glyph = found; LOOP = "$(LOOP)x";
            """)
        XCTAssertEqual(debug.expanded("$(NAME) ${NAME} $NAME $(KIND)"), "Glyph Glyph Glyph Glyphs")
        XCTAssertEqual(
            debug.expanded("$(SRCROOT)|$(PROJECT_DIR)|$(TARGET_NAME)|$(PRODUCT_NAME)|$(PROJECT_NAME)|$(CONFIGURATION)"),
            "/w|/w|App|App|App|Debug", "PRODUCT_NAME defaults to the target's name")
        XCTAssertEqual(debug.expanded("$(UNKNOWN)/${ALSO_UNKNOWN}/$NOPE"), "$(UNKNOWN)/${ALSO_UNKNOWN}/$NOPE")
        XCTAssertEqual(debug.expanded("$(inherited) -ObjC"), "-ObjC")
        XCTAssertEqual(debug.expanded("$(OUTER)"), "found", "a name built from a reference")
        XCTAssertEqual(debug.expanded("$(NAME:lower).$(NAME:upper)"), "glyph.GLYPH")
        XCTAssertEqual(debug.expanded("$(EMPTY:default=none) $(NAME:default=none)"), "none Glyph")
        XCTAssertEqual(debug.expanded("com.example.$(KIND:rfc1034identifier)"), "com.example.Glyphs")
        XCTAssertEqual(debug.expanded("$(NAME:unknownop)"), "$(NAME:unknownop)")
        XCTAssertTrue(debug.expanded("$(LOOP)").hasSuffix("xxxx"), "a setting naming itself stops")
        XCTAssertEqual(debug.expanded("cost: $5"), "cost: $5")
    }

    func testTargetSettingsInheritFromTheProjectAndConditionalOnesAreLeftOut() throws {
        let debug = try configuration(
            """
            OTHER_LDFLAGS = ("$(inherited)", "-framework", "Glyph Kit"); "SDKROOT[sdk=watchos*]" = watchos;
            INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist"; INFOPLIST_KEY_CFBundleDisplayName = "$(PRODUCT_NAME) Pro";
            GENERATE_INFOPLIST_FILE = YES; IPHONEOS_DEPLOYMENT_TARGET = "$(BASE_TARGET)";
            """, projectSettings: "OTHER_LDFLAGS = -ObjC; SDKROOT = iphoneos; BASE_TARGET = 15.0;")
        XCTAssertEqual(debug.settings["OTHER_LDFLAGS"], "-ObjC -framework \"Glyph Kit\"")
        XCTAssertEqual(debug.settings["SDKROOT"], "iphoneos")
        XCTAssertNil(debug.settings["SDKROOT[sdk=watchos*]"])
        XCTAssertEqual(debug.infoPlistFile, "/w/App/Info.plist")
        XCTAssertEqual(debug.infoPlistKeys, ["CFBundleDisplayName": "App Pro"])
        XCTAssertTrue(debug.generatesInfoPlist)
        XCTAssertEqual(debug.deploymentTarget, "15.0")
    }

    func testXcconfigLayersIncludesCommentsAndConditions() throws {
        let files = [
            "/w/Config/Base.xcconfig": """
            // shared
            #include "Shared/Team.xcconfig"
            #include? "Local.xcconfig"
            #include "Missing.xcconfig"
            FLAGS = -base // the base's
            URL = https:/$()/example.com
            BUNDLE = com.example.$(TEAM);
            VERSION[sdk=iphoneos*] = 9.9
            VERSION = 1.0
            """,
            "/w/Config/Shared/Team.xcconfig": "TEAM = glyphs\nFLAGS = -team\n",
        ]
        let data = pbxproj(
            projectSettings: "FLAGS = \"$(inherited) -project\";", targetSettings: "FLAGS = \"$(inherited) -target\";",
            baseConfiguration: "baseConfigurationReference = C;",
            extra: "C = {isa = PBXFileReference; path = Config/Base.xcconfig; sourceTree = SOURCE_ROOT;};")
        var asked: [String] = []
        let project = try XcodeProject(pbxproj: data, projectPath: "/w/App.xcodeproj") { path in
            asked.append(path)
            return files[path].map { Data($0.utf8) }
        }
        let debug = try XCTUnwrap(project.targets.first?.configurations.first)
        XCTAssertEqual(
            asked,
            [
                "/w/Config/Base.xcconfig", "/w/Config/Shared/Team.xcconfig", "/w/Config/Local.xcconfig",
                "/w/Config/Missing.xcconfig",
            ], "includes are relative to the including file")
        XCTAssertEqual(debug.configurationFiles, ["/w/Config/Base.xcconfig", "/w/Config/Shared/Team.xcconfig"])
        XCTAssertEqual(
            debug.unreadConfigurationFiles, ["/w/Config/Missing.xcconfig"], "an optional include may be missing")
        XCTAssertEqual(
            debug.settings["FLAGS"], "-base -project -target",
            "the xcconfig's value replaces the include's; each level inherits")
        XCTAssertEqual(debug.expanded(debug.settings["URL"] ?? ""), "https://example.com")
        XCTAssertEqual(debug.expanded(debug.settings["BUNDLE"] ?? ""), "com.example.glyphs")
        XCTAssertEqual(debug.settings["VERSION"], "1.0")
    }

    func testPathsFollowGroupsAndSourceTrees() throws {
        let data = pbxproj(
            targetSettings: "SDKROOT = auto; SUPPORTED_PLATFORMS = \"macosx iphoneos\";",
            projectDirPath: "Sources/..//Root",
            extra: """
                V = {isa = PBXVariantGroup; name = Localizable.strings; children = (VE, VD); sourceTree = "<group>";};
                VE = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>";};
                VD = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>";};
                M = {isa = XCVersionGroup; children = (); path = Model.xcdatamodeld; sourceTree = "<group>";};
                BV = {isa = PBXBuildFile; fileRef = V;};
                BM = {isa = PBXBuildFile; fileRef = M;};
                """, resources: "BV, BM")
        let patched = Data(
            String(decoding: data, as: UTF8.self).replacingOccurrences(
                of: "children = (F1, N);", with: "children = (F1, N, V, M);"
            ).utf8)
        let project = try XcodeProject(pbxproj: patched, projectPath: "/w/./Apps//App.xcodeproj/") { _ in nil }
        XCTAssertEqual(project.path, "/w/Apps/App.xcodeproj")
        XCTAssertEqual(project.projectFolder, "/w/Apps/Root", "projectDirPath, normalized")
        let app = try XCTUnwrap(project.targets.first)
        XCTAssertEqual(project.targets.map(\.name), ["App"], "only native targets")
        XCTAssertEqual(app.platform, .iOS, "SDKROOT auto: an iPhone platform among the supported ones")
        XCTAssertTrue(app.isIOSApplication)
        XCTAssertEqual(
            app.sourceFiles, ["/opt/shared/Log.swift", "/w/Apps/Root/App/Main.swift"],
            "no package product, no built product; `..` and `//` resolved")
        XCTAssertEqual(
            app.resourceFiles,
            [
                "/w/Apps/Root/App/Model.xcdatamodeld", "/w/Apps/Root/App/de.lproj/Localizable.strings",
                "/w/Apps/Root/App/en.lproj/Localizable.strings",
            ])
        XCTAssertTrue(app.contains("/w/Apps/Root/App/Model.xcdatamodeld/Model.xcdatamodel/contents"))
        XCTAssertFalse(app.contains("/w/Apps/Root/App/Info.plist"))
    }

    func testPlatformsAndProductTypes() {
        XCTAssertEqual(XcodePlatform(sdk: "iphonesimulator17.2"), .iOS)
        XCTAssertEqual(XcodePlatform(sdk: "watchos"), .watchOS)
        XCTAssertEqual(XcodePlatform(sdk: "appletvos"), .tvOS)
        XCTAssertEqual(XcodePlatform(sdk: "xros"), .visionOS)
        XCTAssertEqual(XcodePlatform(sdk: "macosx"), .macOS)
        XCTAssertEqual(XcodePlatform(sdk: "driverkit"), .unknown)
        XCTAssertEqual(XcodeProductType(identifier: "com.apple.product-type.application.watchapp2"), .watchApp)
        XCTAssertEqual(XcodeProductType(identifier: "com.apple.product-type.watchkit2-extension"), .watchExtension)
        XCTAssertEqual(
            XcodeProductType(identifier: "com.apple.product-type.application.on-demand-install-capable"), .appClip)
        XCTAssertEqual(XcodeProductType(identifier: "com.apple.product-type.framework.static"), .framework)
        XCTAssertEqual(XcodeProductType(identifier: "com.apple.product-type.tool"), .commandLineTool)
        XCTAssertEqual(XcodeProductType(identifier: "com.example.custom"), .other("com.example.custom"))
    }

    func testATruncatedProjectNamesTheFile() throws {
        let data = pbxproj(targetSettings: "")
        XCTAssertThrowsError(try XcodeProject(pbxproj: data.prefix(300), projectPath: "/w/App.xcodeproj") { _ in nil })
        { error in
            XCTAssertEqual(
                (error as? XcodeProjectError)?.description,
                "cannot read the Xcode project /w/App.xcodeproj/project.pbxproj: it is not a property list "
                    + "(it ends before its closing brace: the file is cut short); "
                    + "if Xcode opens it, save it again there, else restore it from version control")
        }
        XCTAssertThrowsError(
            try XcodeProject(pbxproj: Data("{ objects = {}; rootObject = P; }".utf8), projectPath: "/w/App.xcodeproj") {
                _ in nil
            }
        ) { error in
            XCTAssertEqual(
                (error as? XcodeProjectError)?.description,
                "cannot read the Xcode project /w/App.xcodeproj/project.pbxproj: its \"rootObject\" is not a PBXProject; "
                    + "it does not look like a project.pbxproj Xcode wrote")
        }
        XCTAssertThrowsError(
            try XcodeWorkspace(
                contents: Data("<Workspace>\n<FileRef></Workspace>".utf8), workspacePath: "/w/App.xcworkspace")
        ) { error in
            XCTAssertEqual(
                (error as? XcodeProjectError)?.description,
                "cannot read the Xcode workspace /w/App.xcworkspace/contents.xcworkspacedata: it is not well-formed XML (broken at line 2)"
            )
        }
    }

    func testWorkspaceLocations() throws {
        let contents = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "group:Apps" name = "Apps">
                  <FileRef location = "group:Glyph/Glyph.xcodeproj"></FileRef>
                  <Group location = "container:Shared"><FileRef location = "group:../Shared/Kit.xcodeproj"></FileRef></Group>
               </Group>
               <FileRef location = "container:Tools/Tool.xcodeproj"></FileRef>
               <FileRef location = "absolute:/opt/Other.xcodeproj"></FileRef>
               <FileRef location = "group:Package"></FileRef>
               <FileRef location = "developer:Library/X.xcodeproj"></FileRef>
               <FileRef location = "container:Tools/Tool.xcodeproj"></FileRef>
            </Workspace>
            """
        let workspace = try XcodeWorkspace(contents: Data(contents.utf8), workspacePath: "/w/All.xcworkspace")
        XCTAssertEqual(
            workspace.projectPaths,
            [
                "/w/Apps/Glyph/Glyph.xcodeproj", "/w/Shared/Kit.xcodeproj", "/w/Tools/Tool.xcodeproj",
                "/opt/Other.xcodeproj",
            ])
        let embedded = try XcodeWorkspace(
            contents: Data(#"<Workspace version="1.0"><FileRef location="self:"></FileRef></Workspace>"#.utf8),
            workspacePath: "/w/App.xcodeproj/project.xcworkspace")
        XCTAssertEqual(embedded.projectPaths, ["/w/App.xcodeproj"])
    }
}

/// A workspace in an encoding Xcode never writes is refused before libxml2 reads it: one such
/// file (UTF-7, found by the fuzzer) crashed the parser.
final class XcodeWorkspaceEncodingTests: XCTestCase {
    func error(_ text: String) -> String? {
        do {
            _ = try XcodeWorkspace(contents: Data(text.utf8), workspacePath: "/w/App.xcworkspace")
            return nil
        } catch {
            return error.description
        }
    }

    func testAnotherEncodingIsRefusedWithTheReason() {
        let body =
            "\n<Workspace version = \"1.0\">\n<FileRef location = \"self:App.xcodeproj\"></FileRef>\n</Workspace>\n"
        XCTAssertEqual(
            error("<?xml version=\"1.0\" encoding=\"UTF-7\"?>" + body),
            "cannot read the Xcode workspace /w/App.xcworkspace/contents.xcworkspacedata: it is not well-formed XML (it declares "
                + "the encoding \"UTF-7\", but Xcode writes a workspace in UTF-8; save it from Xcode again)")
        XCTAssertNil(error("<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + body))
        XCTAssertNil(error("<?xml version='1.0' encoding='utf-8'?>" + body))
        XCTAssertNil(error("<?xml version=\"1.0\"?>" + body))
        XCTAssertEqual(
            try? XcodeWorkspace(
                contents: Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + body).utf8),
                workspacePath: "/w/App.xcworkspace"
            ).projectPaths, ["/w/App.xcodeproj"])
    }
}

/// An xcconfig that includes itself twice stops at once, instead of reading the file 2^16 times.
final class XcconfigCycleTests: XCTestCase {
    func testAnIncludeCycleReadsEachFileOnce() throws {
        let pbxproj = ProjectFixtureText.minimal(baseConfiguration: "Loop.xcconfig")
        var reads = 0
        let loop = Data(
            "#include \"Loop.xcconfig\"\n#include \"Loop.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n".utf8)
        let project = try XcodeProject(pbxproj: Data(pbxproj.utf8), projectPath: "/p/App.xcodeproj") { path in
            reads += 1
            return path.hasSuffix("Loop.xcconfig") ? loop : nil
        }
        XCTAssertEqual(project.targets.first?.defaultConfiguration?.deploymentTarget, "15.0")
        XCTAssertLessThanOrEqual(reads, 4, "the cycle is cut at its first repeat")
    }
}

/// The smallest project with one target whose configuration has a base xcconfig.
enum ProjectFixtureText {
    static func minimal(baseConfiguration: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tF1 = {isa = PBXFileReference; path = "\(baseConfiguration)"; sourceTree = SOURCE_ROOT; };
        \t\tG1 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
        \t\tC1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Release; };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); defaultConfigurationName = Release; };
        \t\tP1 = {isa = PBXProject; buildConfigurationList = L2; mainGroup = G1; targets = (T1, ); };
        \t};
        \trootObject = P1;
        }
        """
    }
}

extension XcodeWorkspaceEncodingTests {
    /// Markup Xcode never writes is refused before the parser sees it (a bare `<?xm?>` crashed it).
    func testMarkupXcodeNeverWritesIsRefused() {
        for text in [
            "<?xm?>em", "<?xml version=\"1.0\"?><?pi?><Workspace version = \"1.0\"></Workspace>",
            "<?xml version=\"1.0\"?><!DOCTYPE w [<!ENTITY a \"b\">]><Workspace version = \"1.0\"></Workspace>",
        ] {
            let message = error(text) ?? ""
            XCTAssertTrue(message.contains("which Xcode never writes here"), message)
        }
        XCTAssertNil(error("<?xml version=\"1.0\"?>\n<!-- a comment -->\n<Workspace version = \"1.0\"></Workspace>"))
    }
}

extension XcodeWorkspaceEncodingTests {
    /// Leading NULs made libxml2 take the file for UCS-4 and crash (found by the fuzzer).
    func testACharacterXMLForbidsIsRefused() {
        let message = error("\u{0}\u{0}\u{0}<Workspace version = \"1.0\"></Workspace>") ?? ""
        XCTAssertTrue(message.hasSuffix("(it holds U+0000, which XML forbids)"), message)
    }
}
