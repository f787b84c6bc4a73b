import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An error in plain words a user can act on: the one place Foundation's
/// errors are picked apart. Our own errors say what they are themselves.
public enum ErrorText {
    public static func describe(_ error: Error) -> String {
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on the device"
            default: break
            }
        }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        // Parsers (property lists, JSON) put the useful part here.
        if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty { return debug }
        // A Swift error of ours describes itself; Foundation's bridged errors do not.
        if !(error is CocoaError), nsError.domain != NSCocoaErrorDomain, nsError.domain != NSPOSIXErrorDomain {
            return String(describing: error)
        }
        return nsError.localizedDescription
    }
}
