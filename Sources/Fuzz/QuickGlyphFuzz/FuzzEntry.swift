import Foundation

#if FUZZING
// Built with `-sanitize=fuzzer -DFUZZING` (make fuzz). SwiftPM names an executable's
// entry `QuickGlyphFuzz_main` and points `main` at it, so this entry hands the
// command line to libFuzzer's own driver instead of libFuzzer supplying main.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

private let target = FuzzTarget.selected

/// What libFuzzer calls with each input; its runtime also links against this name.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    target.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@_cdecl("QuickGlyphFuzz_main")
package func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    _ = target
    return runDriver(&count, &arguments, fuzzOneInput)
}
#else
/// Built normally: replays files (a corpus, or a crash libFuzzer saved) through one
/// target, so a finding can be reproduced and debugged without the fuzzer.
@main
enum FuzzReplay {
    static func main() {
        let target = FuzzTarget.selected
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): cannot read\n".utf8))
                exit(2)
            }
            target.run(data)
        }
    }
}
#endif
