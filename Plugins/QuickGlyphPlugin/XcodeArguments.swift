import PackagePlugin

/// What Xcode hands a command plugin, made into the tool's arguments. Xcode adds a
/// `--target NAME` for each target ticked in its dialog; quickglyph has no such option
/// (check finds an app's targets in its project itself), so they are dropped. Run from
/// the menu with nothing typed in the dialog's arguments field, the plugin checks the
/// project's folder, which is what a click with no arguments can usefully mean.
struct XcodeArguments {
    let toolArguments: [String]

    init(_ arguments: [String]) {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        let remaining = extractor.remainingArguments
        toolArguments = remaining.isEmpty ? ["check", "."] : remaining
    }
}
