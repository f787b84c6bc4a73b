/// What became of a claim on a file's blocks, and the claim itself: Linux and macOS name
/// the call differently (`posix_fallocate`, `fcntl(F_PREALLOCATE)`), so it is wrapped here.
enum SpaceClaim: Equatable, Sendable {
    /// The blocks are the file's: writing that many bytes over it cannot run out of room.
    case claimed
    /// The file system cannot claim blocks in advance (`EOPNOTSUPP`, `EINVAL`): nothing is known either way.
    case unsupported
    /// There is no room (`ENOSPC`, `EDQUOT`, `EFBIG` under a file-size limit): `code` says why.
    case refused(code: Int32)

    /// Claims the blocks the first `length` bytes of the open file need, before any is written,
    /// so that an in-place write that would not fit is found while the file is still whole.
    ///
    /// Linux's `posix_fallocate` also makes a shorter file `length` long (the new bytes zero), and a
    /// refused claim can leave it part-way longer on some file systems (ext4): the caller cuts it back.
    /// macOS's `F_PREALLOCATE` reserves blocks past the end without changing the length.
    static func claim(_ descriptor: Int32, length: Int) -> SpaceClaim {
        guard length > 0 else { return .claimed }
        #if canImport(Glibc)
        var code: Int32
        repeat {
            // The error comes back as the result, not in errno.
            code = posix_fallocate(descriptor, 0, off_t(length))
        } while code == EINTR
        #else
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .refused(code: errno) }
        let more = off_t(length) - status.st_size
        guard more > 0 else { return .claimed }
        // From the physical end of the file: at least what the longer bytes need, all of it or none.
        var store = fstore_t(
            fst_flags: UInt32(F_ALLOCATEALL), fst_posmode: F_PEOFPOSMODE, fst_offset: 0,
            fst_length: more, fst_bytesalloc: 0)
        let code: Int32 = fcntl(descriptor, F_PREALLOCATE, &store) == 0 ? 0 : errno
        #endif
        switch code {
        case 0: return .claimed
        case EOPNOTSUPP, ENOTSUP, EINVAL, ENOSYS: return .unsupported
        default: return .refused(code: code)
        }
    }
}
