import QuickGlyphSystem

// Past a file-size limit (ulimit -f) a write must fail with EFBIG, which the
// build handles (an app's file written in place gets its bytes back), rather
// than SIGXFSZ killing the process mid-write.
signal(SIGXFSZ, SIG_IGN)
// stderr holds quickglyph's own lines alone: what Foundation's plist parser logs of a malformed
// file is not one of them. Before any thread starts, so no thread ever sees the stream change.
LibraryChatter.silence()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
