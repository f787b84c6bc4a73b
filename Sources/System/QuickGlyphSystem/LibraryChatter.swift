import CProcessShim

/// What the libraries quickglyph links print on their own, kept off stderr, which holds quickglyph's
/// lines alone (one a problem, `path: error: …`).
///
/// The case in point: Foundation on Linux (swift-corelibs-foundation) reads every property list,
/// pbxproj and .strings file through CoreFoundation, whose old-style parser logs
/// `CFPropertyListCreateFromXMLData(): Old-style plist parser: missing semicolon…` with `CFLog` as it
/// gives up on a malformed file. On Linux `CFLog` always writes to C's `stderr` stream (`fprintf`):
/// Darwin's checks (`CFLOG_FORCE_STDERR`, what file descriptor 2 is) are compiled out, and no
/// environment variable or call turns it off. PropertyListSerialization is called in a dozen places;
/// silencing each call (or catching the text after) would miss the next one.
package enum LibraryChatter {
    /// Points C's `stderr` stream at /dev/null, once, at start-up before any thread is made. quickglyph
    /// writes its own lines to file descriptor 2 with `write(2)` (never through that stream), and
    /// Swift's crash reports go to the descriptor too, so only what libraries print through the stream
    /// (CoreFoundation's log, GLib's warnings) is lost; descriptor 2 itself is untouched, so nothing is
    /// swapped under a running thread (no `dup2`), and children inherit the same stderr as before.
    /// A worker (`convert-worker`) already has /dev/null as its stderr, for the same reason.
    ///
    /// Linux only: macOS's Foundation is Apple's, whose logging was not looked at here; nothing changes there.
    package static func silence() {
        #if os(Linux)
        // Where /dev/null cannot be opened the stream stays as it was: chatter, not failure.
        _ = qg_drop_stderr_stream()
        #endif
    }
}
