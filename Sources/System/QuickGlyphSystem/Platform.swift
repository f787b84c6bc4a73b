// The C library, re-exported: the POSIX calls that are the same on Linux and macOS
// (open, fstat, openat, renameat, pipe, kill, waitpid, poll, isatty, …) are called by
// name from any target that imports QuickGlyphSystem, with no `#if` of its own. What
// differs between Glibc and Darwin (stat's time field, posix_spawn's types, sigaction's
// handler, setrlimit's resource type, read and write by module name) is wrapped in a
// named type of this target instead, so this is the one file that says which C library.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif
