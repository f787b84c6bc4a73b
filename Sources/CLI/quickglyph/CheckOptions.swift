/// The options only `check` takes.
enum CheckOptions {
    static let paths = Positional(
        name: "PATH",
        help: "An app folder (its .xcodeproj read as Xcode reads it; an Android module's manifest and res/), "
            + "or a PNG, .imageset, .xcassets, Info.plist or items file; any other folder is searched for them",
        isRequired: true, repeats: true, defaultValue: nil)

    static let strict = Option(flag: "--strict", help: "Fail on warnings too")
    static let allImagesets = Option(
        flag: "--all-imagesets",
        help: "In an app folder, judge every imageset and loose PNG as a glyph, "
            + "not only the icons its quick actions show")

    /// SwiftLint's `--config`: the file, else `.quickglyph.yml` in the checked root.
    static let config = Option(
        "--config", ValueKind.text("FILE").optional, default: nil,
        defaultText: ".quickglyph.yml in the first PATH, or in the folder holding it",
        help: "The configuration file to read: disabled_rules, opt_in_rules, a severity per rule, excluded paths")

    static let fix = Option(
        flag: "--fix",
        help: "Repair in place what is mechanical and safe (imagesets drawn again as 35 pt templates, "
            + "the template intent), then check again; what needs a person is left and said")
    static let dryRun = Option(
        flag: "--dry-run",
        help: "With --fix: print what would change (a diff, each image's old and new size); write nothing")

    static let baseline = Option(
        "--baseline", ValueKind.text("FILE").optional, default: nil, defaultText: "none",
        help: "Report only the findings FILE (made by --write-baseline) does not record, matched by rule, path "
            + "and the text of their line; the summary says how many it hid")
    static let writeBaseline = Option(
        "--write-baseline", ValueKind.text("FILE").optional, default: nil, defaultText: "none",
        help: "Record every finding (after disable comments) in FILE, replacing only a baseline quickglyph "
            + "wrote, and exit 0")
}
