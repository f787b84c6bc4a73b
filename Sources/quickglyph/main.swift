import QuickGlyphSystem

// Past a file-size limit (ulimit -f) a write must fail with EFBIG, which the
// build handles (an app's file written in place gets its bytes back), rather
// than SIGXFSZ killing the process mid-write.
signal(SIGXFSZ, SIG_IGN)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
