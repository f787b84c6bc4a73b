/// The options only `check` takes.
enum CheckOptions {
    static let paths = Positional(name: "PATH",
                                  help: "A PNG, .imageset, .xcassets, Info.plist, items file, or a folder searched for them",
                                  isRequired: true, repeats: true, defaultValue: nil)

    static let format = Option("--format", .choice, default: ReportFormat.text, help: "Output format")
    static let strict = Option(flag: "--strict", help: "Fail on warnings too")
}
