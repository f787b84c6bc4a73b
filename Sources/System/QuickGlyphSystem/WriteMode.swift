import Foundation

/// How a file is put in place. Atomic (a temporary file with a fresh name beside
/// it, then a rename) everywhere but under Xcode's user script sandbox, which lets
/// a Run Script phase write only the files it declares: a fresh name cannot be
/// declared, so there the bytes are written into the file itself. A build killed
/// mid-write can then leave a file half written; the journal still names it, so
/// the next build takes it as its own and writes it again.
package enum WriteMode: Sendable, Equatable {
    case atomic, inPlace

    /// Xcode exports every build setting to a Run Script phase, this one included;
    /// `QUICKGLYPH_WRITE_IN_PLACE=1` asks for the same outside Xcode (tests, other sandboxes).
    package static let current: WriteMode = mode(environment: ProcessInfo.processInfo.environment)

    package static func mode(environment: [String: String]) -> WriteMode {
        environment["ENABLE_USER_SCRIPT_SANDBOXING"] == "YES" || environment["QUICKGLYPH_WRITE_IN_PLACE"] == "1"
            ? .inPlace : .atomic
    }
}
