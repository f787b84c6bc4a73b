import Foundation

/// Compiles generated Objective-C with the Swift toolchain's `clang` against GNUstep's
/// Foundation headers and a stand-in UIKit header (`Fixtures/UIKitObjCStub`: Apple's
/// signatures of the quick-action API, nothing else), and links and runs a program with
/// GNUstep's Foundation and the stub's classes. `-Wall -Wextra -Werror`: code that warns fails.
///
/// Debian's GNUstep is built for gcc's Objective-C runtime, so clang compiles for it
/// (`-fobjc-runtime=gcc`), without ARC (gcc's runtime headers refuse `-fobjc-arc`); blocks come
/// from the toolchain's BlocksRuntime. Without GNUstep a test fails, naming the package: a
/// generator whose output is never compiled is not tested.
package enum GeneratedObjCProgram {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    static let stub = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("QuickGlyphKitTests/Fixtures/UIKitObjCStub")

    /// Where each piece comes from, found once for the whole run.
    struct Toolchain {
        var clang: URL
        var flags: [String]
        var linkFlags: [String]
    }

    static let toolchain: Result<Toolchain, Failure> = {
        do {
            return .success(try findToolchain())
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    private static func findToolchain() throws -> Toolchain {
        let environment = ProcessInfo.processInfo.environment
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        // The clang beside the toolchain's swift (`swift test` puts its folder first on PATH), else the first on PATH.
        guard
            let clang = folders.map({ URL(fileURLWithPath: $0).appendingPathComponent("clang") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw Failure(
                description:
                    "no clang on PATH (\(environment["PATH"] ?? "")); the generated Objective-C cannot be compiled")
        }
        let toolchainLib = clang.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift")
        let blockHeader = toolchainLib.appendingPathComponent("Block")
        let blocksRuntime = toolchainLib.appendingPathComponent("linux")
        let gnustep = "/usr/include/GNUstep"
        guard FileManager.default.fileExists(atPath: gnustep + "/Foundation/Foundation.h") else {
            throw Failure(
                description: "GNUstep's Foundation headers are missing (\(gnustep)/Foundation/Foundation.h): the "
                    + "generated Objective-C is compiled against them; on Debian `make test-deps` installs them "
                    + "(libgnustep-base-dev); Homebrew has no such package")
        }
        // gcc's runtime headers (objc/objc.h) and library, which Debian's GNUstep is built for.
        let runtimeHeaders = try output(of: "gcc", ["-print-file-name=include"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let runtimeLibrary = try output(of: "gcc", ["-print-file-name=libobjc.so"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        guard FileManager.default.fileExists(atPath: runtimeHeaders + "/objc/objc.h"),
            FileManager.default.fileExists(atPath: runtimeLibrary)
        else {
            throw Failure(
                description: "gcc's Objective-C runtime (objc/objc.h, libobjc.so) is missing; on Debian "
                    + "`make test-deps` installs it with libgnustep-base-dev")
        }
        guard FileManager.default.fileExists(atPath: blockHeader.appendingPathComponent("Block.h").path) else {
            throw Failure(
                description:
                    "\(blockHeader.path)/Block.h is missing: the Swift toolchain beside \(clang.path) has no BlocksRuntime"
            )
        }
        let flags = [
            "-x", "objective-c", "-fobjc-runtime=gcc", "-fblocks", "-fobjc-exceptions",
            "-fconstant-string-class=NSConstantString", "-DGNUSTEP", "-DGNUSTEP_BASE_LIBRARY=1", "-DGNU_RUNTIME=1",
            "-Wall", "-Wextra", "-Werror",
            "-I", stub.path, "-isystem", blockHeader.path, "-isystem", gnustep, "-isystem", runtimeHeaders,
        ]
        let linkFlags = [
            "-L", URL(fileURLWithPath: runtimeLibrary).deletingLastPathComponent().path, "-lgnustep-base", "-lobjc",
            "-L", blocksRuntime.path, "-lBlocksRuntime", "-Wl,-rpath," + blocksRuntime.path,
        ]
        return Toolchain(clang: clang, flags: flags, linkFlags: linkFlags)
    }

    /// Checks each of `files` (by name; the `.m` among them are compiled, the headers found
    /// beside them) with `clang -fsyntax-only`; throws with clang's words when one does not compile.
    package static func check(_ files: [String: String], in folder: URL) throws {
        let tools = try toolchain.get()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        for name in files.keys.sorted() where name.hasSuffix(".m") {
            try execute(
                tools.clang, tools.flags + ["-fsyntax-only", folder.appendingPathComponent(name).path], what: "clang")
        }
    }

    /// Builds `files` (every `.m` among them, with the stub's classes) into a program, runs it and
    /// returns its standard output. `resources` are files put beside the program, by relative path:
    /// GNUstep takes `Resources/Info-gnustep.plist` there as the main bundle's Info.plist, and
    /// `English.lproj/InfoPlist.strings` as its table.
    package static func run(
        _ files: [String: String], resources: [String: String] = [:], in folder: URL
    ) throws -> String {
        let tools = try toolchain.get()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let program = folder.appendingPathComponent("program")
        for (path, text) in resources {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var objects: [String] = []
        let sources = files.keys.sorted().filter { $0.hasSuffix(".m") }.map { folder.appendingPathComponent($0).path }
        for source in sources + [stub.appendingPathComponent("UIKitStub.m").path] {
            let object = folder.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent + ".o").path
            try execute(tools.clang, tools.flags + ["-c", source, "-o", object], what: "clang")
            objects.append(object)
        }
        try execute(tools.clang, objects + ["-o", program.path] + tools.linkFlags, what: "clang (linking)")
        return try execute(program, [], what: "the program")
    }

    private static func output(of tool: String, _ arguments: [String]) throws -> String {
        try execute(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, what: tool)
    }

    @discardableResult
    private static func execute(_ executable: URL, _ arguments: [String], what: String) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("qg-objc-\(UUID().uuidString).out")
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("qg-objc-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        // Files rather than pipes: neither can fill and block the child, with no thread to drain them.
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        let stdout = String(decoding: try Data(contentsOf: out), as: UTF8.self)
        let stderr = String(decoding: try Data(contentsOf: err), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(what) exited \(process.terminationStatus):\n\(stdout)\(stderr)")
        }
        return stdout
    }
}
