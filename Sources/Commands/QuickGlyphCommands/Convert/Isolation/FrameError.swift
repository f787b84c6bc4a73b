/// Why a frame could not be read or written.
enum FrameError: Error, Sendable, Equatable {
    /// The other end closed the pipe (between frames or in the middle of one).
    case closed
    case timedOut
    /// A length no request or reply could have: the stream is not ours.
    case garbled
    case failed(errno: Int32)
}
