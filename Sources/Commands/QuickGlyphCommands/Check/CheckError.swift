import Foundation
import QuickGlyphModel

/// The check itself could not run: exit status 2.
package enum CheckError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadablePath(String, String)
    /// A file named on the command line that check cannot judge: refused, never ignored in silence.
    case unsupportedFile(String, String)
    /// A folder named on the command line that holds nothing check reads: a mistyped or wrong
    /// path must not pass a CI run as a clean check.
    case nothingToCheck(String)
    /// A `--baseline` file that is not a baseline quickglyph wrote (or cannot be read).
    case baseline(String, String)
    /// A `--write-baseline` file that cannot be written.
    case baselineNotWritten(String, String)

    package var description: String {
        switch self {
        case let .unreadablePath(path, reason): return "\(path): cannot read: \(reason)"
        case let .unsupportedFile(path, reason): return "\(path): cannot check: \(reason)"
        case let .baseline(path, reason): return "\(path): cannot read the baseline: \(reason)"
        case let .baselineNotWritten(path, reason): return "\(path): cannot write the baseline: \(reason)"
        case let .nothingToCheck(folder):
            return "\(folder): cannot check: found nothing check reads there (no Xcode project, Info.plist, "
                + "items file, Swift or Objective-C source, asset catalog, image or Android module); "
                + "give the app's folder, the one holding its .xcodeproj, Package.swift or Android module"
        }
    }
}
