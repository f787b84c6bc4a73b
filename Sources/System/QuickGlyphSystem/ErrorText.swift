import Foundation

/// An error in plain words a user can act on: the one place Foundation's
/// errors are picked apart. Our own errors say what they are themselves.
/// Never a dump: no "NSCocoaErrorDomain error 256", no `Error Domain=… UserInfo={…}`.
package enum ErrorText {
    /// Said when nothing more precise is known.
    package static let generic = "the file system refused the operation"

    package static func describe(_ error: Error) -> String {
        if let posix = error as? POSIXError { return self.posix(posix.code.rawValue) }
        let nsError = error as NSError
        // A FIFO, socket or device is refused with a permission or unknown error: say what it is.
        if nsError.domain == NSCocoaErrorDomain,
            let path = nsError.userInfo[NSFilePathErrorKey] as? String
                ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path,
            let kind = unusualKind(path)
        {
            return kind
        }
        // The POSIX reason underneath is the most precise thing Foundation knows.
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return posix(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return posix(Int32(nsError.code)) }
        // Parsers (property lists, JSON) put the useful part here: it says where.
        if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty, !isDump(debug) {
            return debug
        }
        if nsError.domain == NSCocoaErrorDomain, let words = cocoa(nsError.code) { return words }
        // A Swift error of ours describes itself; Foundation's bridged errors do not.
        if !(error is CocoaError), nsError.domain != NSCocoaErrorDomain, nsError.domain != NSPOSIXErrorDomain {
            let own = String(describing: error)
            if !isDump(own) { return own }
        }
        let localized = nsError.localizedDescription
        return isDump(localized) ? generic : localized
    }

    /// Cocoa's file codes that have no POSIX reason underneath.
    static func cocoa(_ code: Int) -> String? {
        switch CocoaError.Code(rawValue: code) {
        case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "the folder is on a read-only file system"
        case .fileWriteFileExists: return "a file of that name is already there"
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: return "the file name is not valid"
        case .fileReadTooLarge: return "the file is too large to read"
        case .fileReadCorruptFile: return "the file is damaged or not in the expected format"
        case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
            return "the text is not in an encoding quickglyph reads (UTF-8)"
        case .fileLocking: return "the file is locked"
        case .fileReadUnknown: return "the file could not be read"
        case .fileWriteUnknown: return "the file could not be written"
        case .propertyListReadCorrupt: return "not a valid property list"
        default: return nil
        }
    }

    /// An errno in words: the cases a user can do something about said plainly,
    /// the rest in the C library's own words.
    package static func posix(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "the folder is on a read-only file system"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "it is a folder, not a file"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is used up"
        case ENAMETOOLONG: return "the file name is too long for the file system"
        case ELOOP: return "too many symbolic links (a link that points back to itself?)"
        case EMLINK: return "too many links to the file"
        case EEXIST: return "a file of that name is already there"
        case ENOTEMPTY: return "the folder is not empty"
        case EXDEV: return "it is on another file system"
        case EBUSY, ETXTBSY: return "the file is in use"
        case EFBIG: return "the file is too large"
        case EIO: return "an input/output error (a failing disk or a disconnected drive?)"
        case ENXIO, ENODEV: return "not a regular file"
        case EMFILE, ENFILE: return "too many open files"
        case ENOMEM: return "not enough memory"
        default:
            guard let text = strerror(code) else { return generic }
            let words = String(cString: text)
            return words.isEmpty ? generic : words.prefix(1).lowercased() + words.dropFirst()
        }
    }

    /// "not a regular file" for a FIFO, socket or device at `path`, "it is a folder" for a folder; nil otherwise.
    static func unusualKind(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return nil
        default: return "not a regular file"
        }
    }

    /// Whether a text is Foundation talking to a programmer, not to a user.
    static func isDump(_ text: String) -> Bool {
        text.contains("Error Domain=") || text.contains("UserInfo=") || text.contains("NSCocoaErrorDomain")
            || text.contains("The operation could not be completed")
            || text.contains("The operation couldn’t be completed")
    }
}
