import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport

/// One reader of untrusted bytes, driven by the fuzzer or by the replay of a corpus.
/// Each must return for any input: no crash, no hang, memory bounded.
enum FuzzTarget: String, CaseIterable {
    /// PNG decoding, then every image rule on what decoded.
    case png
    /// The items file: parser, then the quick-action loader with its locator.
    case items
    /// An Info.plist: the inventory's reader (XML, binary, preprocessed) and the rules' loader.
    case plist
    /// An imageset's Contents.json, read leniently for the catalog rules.
    case contents
    /// Swift and Objective-C sources: tokenizers and the quick-action finders.
    case swift, objc
    /// An app's Info.plist as `build --info-plist` edits it: located, spliced and read back.
    case infoplistMerge = "infoplist-merge"
    /// An app's AndroidManifest.xml as `build --android-manifest` edits it: located by XMLParser,
    /// spliced and read back; an entry inserted must come out again to the very bytes it went into.
    case androidManifestMerge = "android-manifest-merge"
    /// An app's `InfoPlist.xcstrings` and `LANG.lproj/InfoPlist.strings`, read and merged into.
    case stringsMerge = "strings-merge"
    /// An Xcode project's `project.pbxproj` (Foundation's old-style plist reader, then the
    /// targets, build settings and paths read from it) and a workspace's `contents.xcworkspacedata`.
    case pbxproj, workspace
    /// An SVG's export inspection alone: Foundation's XMLParser (libxml2 on Linux) over a designer's bytes.
    case svgInspection = "svg-inspection"
    /// An Android module's XML and Gradle file: the XML reader (XMLParser, positions), the string
    /// unescaping, the Gradle scans (module and settings) and the module graph over them, then the module reader and every Android rule with the bytes
    /// as the manifest, as the shortcuts XML, and as the strings, icon and Gradle file a shortcut uses.
    case androidApp = "android-app"
    /// An entry of a `check --fix` journal a pull request planted: its path, the file's bytes now and the
    /// bytes it asks for, split at the first two NUL bytes, judged as the next fix judges them (the property
    /// list comparison, the code line comparison, the PNG and Contents.json checks).
    case fixJournal = "fix-journal"
    /// check's `.quickglyph.yml`, a file of the checked repository: libyaml's events read into nodes
    /// (aliases, depth and node count bounded), then the settings read from them.
    case configuration
    /// An SVG through the export inspection, then librsvg: librsvg's faults, which the build isolates in a
    /// worker; run by `make fuzz`, not by CI.
    case svg

    func run(_ data: Data) {
        switch self {
        case .png:
            let file = PNGFileSubject(path: "fuzz.png", data: data)
            if let image = file.image {
                _ = RuleRegistry.validate(
                    ImageSubject(path: "fuzz.png", raster: image.raster, header: image.header),
                    context: RuleContext())
            }
        case .items:
            let parsed = ItemsFile.parse(data, path: "fuzz.json")
            _ = RuleRegistry.shortcutsRules.map {
                $0.init().validate(ShortcutsSubject(itemsFile: "fuzz.json", parsed: parsed), context: RuleContext())
            }
        case .plist:
            if case .success(let plist) = InfoPlistFile.parse(data, path: "Info.plist") {
                _ = RuleRegistry.shortcutsRules.map {
                    $0.init().validate(ShortcutsSubject(plist: plist), context: RuleContext())
                }
            }
        case .contents:
            _ = ImagesetSubject(
                path: "fuzz.imageset", files: ["a.png"], contents: .success(data), isQuickActionGlyph: true)
        case .swift:
            _ = CodeQuickActions.find(in: TokenizedSource(bytes: [UInt8](data), language: .swift), path: "fuzz.swift")
        case .objc:
            _ = CodeQuickActions.find(in: TokenizedSource(bytes: [UInt8](data), language: .objectiveC), path: "fuzz.m")
        case .infoplistMerge:
            // Both ways: the key set (inserted or replaced) and removed. The scratch file is
            // rewritten first each time, since a merge that succeeds writes it.
            for items in [FuzzTarget.mergedItems, []] as [[QuickAction]] {
                let path = FuzzTarget.scratch("Info.plist", data)
                _ = try? InfoPlistMerger(url: URL(fileURLWithPath: path), displayPath: "Info.plist").merge(items)
            }
        case .androidManifestMerge:
            guard let inserted = try? AndroidManifestMerger.edited(data, .insert) else {
                // Refused, or there already: taking it out must read back too, whatever it gives.
                _ = try? AndroidManifestMerger.edited(data, .remove)
                return
            }
            do {
                let again = try AndroidManifestMerger.edited(inserted, .insert)
                precondition(again == nil, "a second insertion changed the manifest")
                let removed = try AndroidManifestMerger.edited(inserted, .remove)
                precondition(removed == data, "taking the entry out did not give back the bytes it went into")
            } catch {
                preconditionFailure("the merged manifest was refused: \(error)")
            }
        case .stringsMerge:
            // The checked merges, and the merges the build calls, which return the file as it
            // was when the checked one refuses. Whatever a checked merge returns, Foundation
            // must read back with every new key: a merge that loses one traps here.
            let translations = TitleTranslations(items: FuzzTarget.mergedItems, developmentLanguage: "en")
            let managed = ["Old": ["de"], "New": ["fr"]]
            let catalog = try? StringCatalogWriter.mergeChecked(translations, into: data, managed: managed)
            if let catalog { FuzzTarget.requireCatalog(catalog, holds: translations) }
            if let read = try? StringCatalogWriter.read(data) {
                let merged = StringCatalogWriter.merge(translations, into: read, managed: managed)
                precondition(merged == (catalog ?? data), "the catalog merge wrote what the checked merge refused")
            }
            let table = translations.table(language: "de")
            let strings = try? StringsFileWriter.mergeChecked(table, into: data, managed: ["Old", "New"])
            if let strings { FuzzTarget.requireStrings(strings, holds: table, keeps: data, managed: ["Old", "New"]) }
            if let text = try? StringsFileWriter.read(data) {
                let merged = StringsFileWriter.merge(table, into: text, managed: ["Old", "New"])
                precondition(merged == (strings ?? data), "the strings merge wrote what the checked merge refused")
            }
        case .pbxproj:
            // An xcconfig the project names reads as the same bytes: includes and settings from fuzzed text too.
            if let project = try? XcodeProject(
                pbxproj: data, projectPath: "/fuzz/App.xcodeproj", readFile: { _ in data })
            {
                for target in project.targets {
                    _ = target.isIOSApplication
                    for configuration in target.configurations {
                        _ = (configuration.infoPlistFile, configuration.infoPlistKeys, configuration.deploymentTarget)
                    }
                    _ = target.contains("/fuzz/App/Info.plist")
                }
            }
        case .workspace:
            _ = try? XcodeWorkspace(contents: data, workspacePath: "/fuzz/App.xcworkspace")
        case .fixJournal:
            let parts = data.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
            let path = String(decoding: parts[0], as: UTF8.self)
            _ = FixJournalAdmission.refusal(
                path: path, current: parts.count > 1 ? Data(parts[1]) : nil,
                after: parts.count > 2 ? Data(parts[2]) : nil)
        case .configuration:
            _ = try? CheckConfiguration.parse(
                [UInt8](data), path: ".quickglyph.yml", folder: "/fuzz", currentDirectory: "/fuzz")
        case .svgInspection:
            let inspection = SVGExportInspection(data: data)
            _ = inspection.findings(path: "fuzz.svg")
            _ = inspection.removingBackground(from: data)
        case .androidApp:
            if let root = try? AndroidXMLDocument.parse(data, path: "fuzz.xml") { _ = root.textContent }
            let text = String(decoding: data, as: UTF8.self)
            _ = AndroidStringResource.decode(text)
            let gradle = AndroidGradleFile(path: "build.gradle", text: text)
            let settings = GradleSettingsFile(path: "settings.gradle", text: text)
            _ = settings.project(accessor: text.prefix(200).description)
            // The module graph with the bytes as the settings and as every module's Gradle file: each module
            // depends on what the bytes name, itself included.
            _ = AndroidModuleGraph(
                appGradle: gradle, settings: settings, settingsFolder: "", root: "fuzz", load: { _ in .gradle(gradle) })
            for layout in FuzzTarget.androidModules(data) {
                _ = RuleRegistry.validate(AndroidModuleReader.read(layout), context: RuleContext())
            }
        case .svg:
            // The export inspection reads the same bytes first, in Swift, and may cut one element out.
            let inspection = SVGExportInspection(data: data)
            _ = inspection.findings(path: "fuzz.svg")
            _ = inspection.removingBackground(from: data)
            guard let document = try? SVGDocument(data: data, baseDirectory: nil) else { return }
            _ = try? document.render(
                from: Rect(x: 0, y: 0, width: 35, height: 35), to: Rect(x: 0, y: 0, width: 35, height: 35), canvas: 35)
        }
    }

    /// What the merge targets write: a static item with a translated title and subtitle.
    private static let mergedItems = [
        QuickAction(
            type: "com.example.compose", title: "New", subtitle: "Mail", icon: .file("compose"),
            localizations: ["de": ItemTranslation(title: "Neu", subtitle: "Post")])
    ]

    /// A merged strings file as an app reads it: every key of `table` with its value,
    /// and every string the original held (but those of `managed`) with its own.
    private static func requireStrings(
        _ data: Data, holds table: [String: String], keeps original: Data, managed: Set<String>
    ) {
        let read = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
        for (key, value) in table where read?[key] as? String != value {
            preconditionFailure(
                "the merged strings file does not read \(key) = \(value): \(String(decoding: data, as: UTF8.self))")
        }
        let before =
            (try? PropertyListSerialization.propertyList(from: original, options: [], format: nil)) as? [String: Any]
            ?? [:]
        for (key, value) in before where table[key] == nil && !managed.contains(key) {
            if let value = value as? String, read?[key] as? String != value {
                preconditionFailure(
                    "the merged strings file lost \(key) = \(value): \(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    /// A merged catalog as Xcode reads it: each key's value in each language.
    private static func requireCatalog(_ data: Data, holds translations: TitleTranslations) {
        let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        let strings = root?["strings"] as? [String: Any]
        for (key, languages) in translations.entries {
            let localizations = (strings?[key] as? [String: Any])?["localizations"] as? [String: Any]
            for (language, value) in languages {
                let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
                if unit?["value"] as? String != value {
                    preconditionFailure("the merged catalog does not read \(key) = \(value) in \(language)")
                }
            }
        }
    }

    /// The loader reads plists from disk: one scratch file a process, rewritten each run.
    private static func scratch(_ name: String, _ data: Data) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("quickglyph-fuzz-\(getpid())-\(name)")
            .path
        _ = FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    /// Three modules of the rules' healthy example, rewritten each run: the bytes as the manifest; as the
    /// shortcuts XML; as the strings file, the icon's XML and the Gradle file.
    private static func androidModules(_ data: Data) -> [AndroidModuleLayout] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quickglyph-fuzz-\(getpid())-android")
        let healthy = AndroidFixtures.healthy()
        let replaced: [[String]] = [
            [AndroidFixtures.manifest], [AndroidFixtures.shortcutsFile],
            [AndroidFixtures.strings, "app/src/main/res/drawable-anydpi-v26/ic_compose.xml", AndroidFixtures.gradle],
        ]
        return replaced.enumerated().compactMap { index, paths in
            let module = root.appendingPathComponent("\(index)")
            var files: [String: Data] = [:]
            for (path, file) in healthy { if case .bytes(let bytes) = file { files[path] = bytes } }
            for path in paths { files[path] = data }
            for (path, bytes) in files {
                let url = module.appendingPathComponent(path)
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: url.path, contents: bytes)
            }
            return AndroidModuleLayout(folder: module.appendingPathComponent(AndroidFixtures.root).path)
        }
    }

    /// The target named by `QUICKGLYPH_FUZZ_TARGET`.
    static var selected: FuzzTarget {
        guard let name = ProcessInfo.processInfo.environment["QUICKGLYPH_FUZZ_TARGET"],
            let target = FuzzTarget(rawValue: name)
        else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("set QUICKGLYPH_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }
}
