import Foundation

/// New bytes written into an open file itself (`WriteMode.inPlace`), for
/// `FileWriter` in `--out` and `AppFileGuard` outside it: the checks that must
/// pass before a byte of the file changes, then the write.
enum InPlaceWrite {
    enum Failure: Error {
        /// Refused before a byte changed.
        case refused(AppFileError)
        /// The file changed part-way: the caller puts the original back, or says where it is.
        case partWay(code: Int32)
    }

    /// Writes `data` over the file open at `descriptor`, whose `fstat` is `status`.
    ///
    /// A file with other names (hard links) is refused: the write would change it
    /// under each, and no name can be traced back from the file. The room for the new
    /// bytes is claimed first (`SpaceClaim.claim`), so a full disk, a quota or a
    /// file-size limit is found while the file is whole; only where the file system
    /// cannot claim in advance is the file cut to nothing and written, as before.
    static func write(_ data: Data, into descriptor: Int32, status: stat, path: String) throws(Failure) {
        if status.st_nlink > 1 { throw .refused(.otherNames(path: path, count: Int(status.st_nlink))) }
        let size = off_t(status.st_size)
        switch SpaceClaim.claim(descriptor, length: data.count) {
        case .refused(let code):
            // A claim that ran out part-way can leave the file longer (zeros past its end): cut back, never into its
            // bytes.
            var now = stat()
            if fstat(descriptor, &now) == 0, now.st_size != size { _ = ftruncate(descriptor, size) }
            throw .refused(.noRoom(path: path, bytes: data.count, reason: ErrorText.posix(code)))
        case .claimed:
            // Over the old bytes, then cut to length: truncating first would give the claimed blocks back.
            do throws(Descriptor.Failure) {
                try Descriptor.writeAll(data, to: descriptor)
                guard ftruncate(descriptor, off_t(data.count)) == 0 else { throw Descriptor.Failure(code: errno) }
            } catch {
                throw .partWay(code: error.code)
            }
        case .unsupported:
            do throws(Descriptor.Failure) {
                guard ftruncate(descriptor, 0) == 0 else { throw Descriptor.Failure(code: errno) }
                try Descriptor.writeAll(data, to: descriptor)
            } catch {
                throw .partWay(code: error.code)
            }
        }
    }
}
