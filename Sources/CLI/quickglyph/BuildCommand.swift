import Foundation
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphSystem

enum BuildCommand: Command {
    static let spec = CommandSpec(
        name: "build",
        summary: "Render a glyph folder into template PNGs, an asset catalog, a manifest and an Info.plist fragment",
        positional: BuildOptions.glyphs,
        options: BuildOptions.recursive, BuildOptions.out, BuildOptions.items, BuildOptions.project,
        BuildOptions.target, BuildOptions.infoPlist, BuildOptions.strings, BuildOptions.catalog,
        BuildOptions.scales, BuildOptions.fit,
        SharedOptions.hig, BuildOptions.allowColor, BuildOptions.mask, BuildOptions.allowUpscale,
        BuildOptions.dropBackground,
        BuildOptions.compression, BuildOptions.jobs, BuildOptions.glyphTimeout,
        BuildOptions.swift, BuildOptions.swiftType, BuildOptions.objc, BuildOptions.objcClass, BuildOptions.xcfilelist,
        BuildOptions.srcroot, BuildOptions.android,
        BuildOptions.androidManifest, BuildOptions.preview, BuildOptions.quiet, SharedOptions.format,
        SharedOptions.report, SharedOptions.base)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let configuration = try makeConfiguration(arguments)
        let quiet = arguments[BuildOptions.quiet]
        // Another format is a document on stdout: no progress line beside it.
        let textFormat = arguments[SharedOptions.format] == .xcode
        let progress = quiet || !textFormat || !Terminal.isInteractive(2) ? nil : ProgressLine()
        let onProgress: (@Sendable (Int, Int) -> Void)? = progress.map { line in
            { @Sendable done, total in line.update(done: done, total: total) }
        }
        var pipeline = BuildPipeline(configuration: configuration)
        // Each glyph renders in a worker copy of this binary, so a renderer crash costs that glyph alone.
        if let executable = Bundle.main.executableURL {
            pipeline.conversion = WorkerPoolConversion(
                executable: executable, arguments: [ConvertWorkerCommand.name],
                timeout: arguments[BuildOptions.glyphTimeout])
        }
        var report: BuildReport
        do throws(BuildError) {
            report = try pipeline.run(
                progress: onProgress,
                waiting: {
                    // Builds into one folder take turns: say why nothing happens yet.
                    Terminal.err(
                        "quickglyph: another build into \(configuration.outputDirectory.relativePath) is running; waiting for it to finish\n"
                    )
                })
        } catch {
            progress?.finish()
            Terminal.err(error.description + "\n")
            return error.isMisuse ? ExitStatus.usage : ExitStatus.failure
        }
        progress?.finish()
        // The HTML report first, counting itself among the files written, so that the summary it holds
        // and the one printed count every file the build wrote; taken out again when it was not written.
        var full = report
        if let path = arguments[SharedOptions.report] { full.writtenFiles.append(path) }
        let reportFile = SharedOptions.writeReport(
            BuildReportSubject(report: full, configuration: configuration), arguments,
            command: spec.name, files: configuration.appFileGuard())
        if reportFile == .written { report = full }
        // --quiet prints problems only: no progress, no summary, no notes (the report file keeps them).
        let subject = BuildReportSubject(
            report: report, configuration: configuration, showsSummary: !quiet, showsNotes: !quiet)
        SharedOptions.print(SharedOptions.reporter(arguments).render(subject))
        guard reportFile != nil else { return ExitStatus.usage }
        return report.errorCount > 0 ? ExitStatus.failure : ExitStatus.success
    }

    static func makeConfiguration(_ arguments: ParsedArguments) throws(UsageError) -> BuildConfiguration {
        // The spec's default fills in an absent folder, and the parser allows at most one.
        let glyphs = arguments.positionals[0]
        var items = arguments[BuildOptions.items]
        if let explicit = items, !FileManager.default.fileExists(atPath: explicit) {
            throw UsageError(description: "\(BuildOptions.items.name): no such file '\(explicit)'")
        }
        if items == nil {
            let defaultItems = (glyphs as NSString).appendingPathComponent(ItemsFile.defaultFilename)
            if FileManager.default.fileExists(atPath: defaultItems) { items = defaultItems }
        }
        let infoPlist = arguments[BuildOptions.infoPlist]
        let project = arguments[BuildOptions.project]
        for (given, option) in [(infoPlist, BuildOptions.infoPlist), (project, BuildOptions.project)]
        where given != nil && items == nil {
            // Without items there is nothing to set, and emptying the app's list would be a surprise.
            throw UsageError(
                description: "\(option.name) needs an items file: \(BuildOptions.items.name) FILE "
                    + "or GLYPHS_DIR/\(ItemsFile.defaultFilename)")
        }
        if arguments[BuildOptions.target] != nil, project == nil {
            throw UsageError(
                description:
                    "\(BuildOptions.target.name) names a target of \(BuildOptions.project.name) APP.xcodeproj: give it too"
            )
        }
        if items == nil, arguments[BuildOptions.preview] != nil {
            throw UsageError(
                description: "\(BuildOptions.preview.name) draws the quick actions of an items file: give one with "
                    + "\(BuildOptions.items.name), or put \(ItemsFile.defaultFilename) in \(glyphs)")
        }
        let options = OutputOptions(
            scales: arguments[BuildOptions.scales], fit: arguments[BuildOptions.fit],
            higSizes: arguments[SharedOptions.hig], allowColor: arguments[BuildOptions.allowColor],
            mask: arguments[BuildOptions.mask], allowUpscale: arguments[BuildOptions.allowUpscale],
            compression: arguments[BuildOptions.compression],
            dropBackground: arguments[BuildOptions.dropBackground])
        var configuration = BuildConfiguration(
            glyphsDisplayPath: glyphs, outputDisplayPath: arguments[BuildOptions.out],
            itemsDisplayPath: items, infoPlistDisplayPath: infoPlist, catalogName: arguments[BuildOptions.catalog],
            options: options, jobs: arguments[BuildOptions.jobs])
        configuration.recursive = arguments[BuildOptions.recursive]
        configuration.glyphsDirectoryIsDefault = arguments.positionalIsDefault
        configuration.fileListFolder = arguments[BuildOptions.xcfilelist].map { URL(fileURLWithPath: $0) }
        // Xcode gives a Run Script phase its project folder as SRCROOT.
        if let root = arguments[BuildOptions.srcroot] ?? ProcessInfo.processInfo.environment["SRCROOT"], !root.isEmpty {
            configuration.sourceRoot = URL(fileURLWithPath: root)
        }
        if let project {
            do throws(XcodeAppTargetError) {
                let target = try XcodeAppTarget.read(
                    projectDisplayPath: project, targetName: arguments[BuildOptions.target],
                    infoPlistDisplayPath: infoPlist, files: AppFileGuard())
                configuration.use(
                    target,
                    sourceRootGiven: arguments[BuildOptions.srcroot] != nil
                        || !(ProcessInfo.processInfo.environment["SRCROOT"] ?? "").isEmpty)
            } catch {
                throw UsageError(description: "\(BuildOptions.project.name): \(error.description)")
            }
        }
        let typeName = arguments[BuildOptions.swiftType]
        if let problem = SwiftSourceGenerator.typeNameProblem(typeName) {
            throw UsageError(description: "\(BuildOptions.swiftType.name): \(problem)")
        }
        if let swift = arguments[BuildOptions.swift] {
            if let problem = swiftPathProblem(swift, objcHeader: arguments[BuildOptions.objc]) {
                throw UsageError(description: "\(BuildOptions.swift.name): \(problem)")
            }
            // The enum is made of the items: without them there is nothing to generate.
            guard items != nil else {
                throw UsageError(
                    description: "\(BuildOptions.swift.name) needs an items file: give --items FILE, "
                        + "or put \(ItemsFile.defaultFilename) in \(glyphs)")
            }
            configuration.generateSwift(at: swift, typeName: typeName)
        }
        let className = arguments[BuildOptions.objcClass]
        if let problem = ObjCSourceGenerator.classNameProblem(className) {
            throw UsageError(description: "\(BuildOptions.objcClass.name): \(problem)")
        }
        if let header = arguments[BuildOptions.objc] {
            if let problem = ObjCSourceGenerator.headerPathProblem(header) {
                throw UsageError(description: "\(BuildOptions.objc.name): \(problem)")
            }
            // Made of the items, as the Swift file is.
            guard items != nil else {
                throw UsageError(
                    description: "\(BuildOptions.objc.name) needs an items file: give --items FILE, "
                        + "or put \(ItemsFile.defaultFilename) in \(glyphs)")
            }
            configuration.generateObjC(at: header, className: className)
        }
        if let android = arguments[BuildOptions.android] {
            // The shortcuts are made of the items: without them there is nothing to write.
            guard items != nil else {
                throw UsageError(
                    description: "\(BuildOptions.android.name) needs an items file: give --items FILE, "
                        + "or put \(ItemsFile.defaultFilename) in \(glyphs)")
            }
            configuration.writeAndroid(into: android)
        }
        if let manifest = arguments[BuildOptions.androidManifest] {
            // The entry names the res/ folder's shortcuts.xml: without --android nothing writes it.
            guard configuration.androidResources != nil else {
                throw UsageError(
                    description: "\(BuildOptions.androidManifest.name) needs \(BuildOptions.android.name) RES_DIR, "
                        + "the res/ folder whose xml-v25/shortcuts.xml the entry names")
            }
            configuration.mergeAndroidManifest(at: manifest)
        }
        configuration.stringsFormat = arguments[BuildOptions.strings]
        configuration.previewDisplayPath = arguments[BuildOptions.preview]
        configuration.reportDisplayPath = arguments[SharedOptions.report]
        return configuration
    }

    /// Why `--swift PATH` cannot be written, if it cannot: the header `--objc` writes or the `.m` beside it
    /// (one generated file would overwrite the other, and every build after rewrite both), by any
    /// spelling (`./App/x.h`, `App/../App/x.h`) or, for a file that exists, any other name (a link); or a
    /// `.h` or `.m`, which is no Swift file. Inside `--out` or the glyph folder it is refused when written.
    static func swiftPathProblem(_ swift: String, objcHeader: String?) -> String? {
        let shown = "'\(DisplayText.escapingControls(swift))'"
        let name = (swift as NSString).lastPathComponent
        let stem = (swift as NSString).deletingPathExtension
        let suggestion = "give --swift a FILE.swift of its own, such as '\(DisplayText.escapingControls(stem)).swift'"
        if let header = objcHeader, ObjCSourceGenerator.headerPathProblem(header) == nil {
            let implementation = ObjCSourceGenerator.implementationPath(forHeader: header)
            for (objc, role) in [(header, "the header"), (implementation, "the .m")] {
                let written = "\(role) --objc \(DisplayText.escapingControls(header)) writes"
                if standardized(swift) == standardized(objc) {
                    return "\(shown) is \(written), and each would overwrite the other; \(suggestion)"
                }
                if let identity = FileIdentity(path: swift), identity == FileIdentity(path: objc) {
                    return "\(shown) is another name (a link) for '\(DisplayText.escapingControls(objc))', \(written), "
                        + "and each would overwrite the other; give each a file of its own"
                }
            }
        }
        let lowered = name.lowercased()
        if lowered.hasSuffix(".h") || lowered.hasSuffix(".m") {
            return "\(shown) is not a Swift file (a header and its .m are --objc's); \(suggestion)"
        }
        return nil
    }

    /// The absolute path `path` names, `.` and `..` taken out, links left as they are.
    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
