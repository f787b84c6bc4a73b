import Foundation
import XCTest

/// Compiles generated Swift with the running toolchain's `swiftc` against the
/// UIKit and Combine stubs (`Fixtures/UIKitStub`, `Fixtures/CombineStub`), together with a `main.swift` that
/// exercises it, runs the program and returns what it printed. Swift 6 language
/// mode (strict concurrency) and warnings as errors: code that warns fails.
package enum GeneratedSwiftProgram {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("QuickGlyphKitTests/Fixtures")
    /// Each stub module by name, with its source: Apple-only frameworks the generated file imports.
    static let stubModules = [
        ("UIKit", fixtures.appendingPathComponent("UIKitStub/UIKit.swift")),
        ("Combine", fixtures.appendingPathComponent("CombineStub/Combine.swift")),
    ]

    /// `swiftc` beside the `swift` that runs the tests (`swift test` puts its
    /// toolchain first on PATH), else the first on PATH. A test fails without one: a
    /// generator whose output is never compiled is not tested.
    static func compiler() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(
            description: "no swiftc on PATH (\(environment["PATH"] ?? "")); the generated Swift cannot be compiled")
    }

    /// The stub modules, built once for the whole test run into their own folder.
    static let stubFolder: Result<URL, Failure> = {
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "qg-uikit-stub-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (module, source) in stubModules {
                try compile([
                    "-emit-module", "-emit-library", "-module-name", module,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    "-o", folder.appendingPathComponent("lib\(module).so").path, source.path,
                ])
            }
            return .success(folder)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// Builds `generated` and `main` into a program, runs it and returns its standard output.
    /// `resources` are files put beside the program, by relative path: Foundation on Linux
    /// takes the program's folder as `Bundle.main`, so `en.lproj/InfoPlist.strings` there is its table.
    package static func run(
        generated: String, main: String, resources: [String: String] = [:], in folder: URL
    ) throws -> String {
        for (path, text) in resources {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let stub = try stubFolder.get()
        let generatedFile = folder.appendingPathComponent("Generated.swift")
        let mainFile = folder.appendingPathComponent("main.swift")
        let program = folder.appendingPathComponent("program")
        try Data(generated.utf8).write(to: generatedFile)
        try Data(main.utf8).write(to: mainFile)
        try compile(
            ["-I", stub.path, "-L", stub.path] + stubModules.map { "-l" + $0.0 } + [
                "-Xlinker", "-rpath", "-Xlinker", stub.path,
                "-o", program.path, generatedFile.path, mainFile.path,
            ])
        let (status, output, errors) = try execute(program, [])
        guard status == 0 else { throw Failure(description: "the program exited \(status): \(errors)") }
        return output
    }

    private static func compile(_ arguments: [String]) throws {
        let (status, output, errors) = try execute(
            compiler(), ["-swift-version", "6", "-warnings-as-errors"] + arguments)
        guard status == 0 else { throw Failure(description: "swiftc failed (\(status)):\n\(output)\(errors)") }
    }

    private static func execute(_ executable: URL, _ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes drained before waiting, the second on its own thread, so neither can fill and block the child.
        let errorData = ErrorCollector(err.fileHandleForReading)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self),
            String(decoding: errorData.wait(), as: UTF8.self)
        )
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class ErrorCollector: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
