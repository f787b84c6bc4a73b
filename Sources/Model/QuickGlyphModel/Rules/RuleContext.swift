/// Settings that change what a rule accepts, and the command it judges for.
package struct RuleContext: Sendable {
    /// The command whose findings these are: a hint names only what that command takes. `build`'s options
    /// (`--mask luminance`, `--allow-color`, `--drop-background`, `--allow-upscale`) are an error to `check`.
    package enum Command: Sendable, Equatable {
        case build
        /// `check`; `repairs` when `check --fix` redraws what it judges (a glyph imageset of an app, not a file
        /// named on its own).
        case check(repairs: Bool)
    }

    /// Accept the HIG's 104 px at @3x besides 105 px.
    package var acceptsHIGSizes: Bool
    package var command: Command

    package init(acceptsHIGSizes: Bool = false, command: Command = .build) {
        self.acceptsHIGSizes = acceptsHIGSizes
        self.command = command
    }

    /// How to ask for one of `build`'s options, as the running command's findings say it: `pass --allow-color
    /// to convert it from alpha anyway` to `build`; to `check`, which takes none of them, the build that would.
    package func buildOption(_ option: String, to purpose: String? = nil) -> String {
        guard command != .build else { return "pass \(option)" + (purpose.map { " to \($0)" } ?? "") }
        return (purpose ?? "convert it") + " with `quickglyph build \(option)`"
    }

    /// The hint for opaque dark-on-light art: `--mask luminance` takes its shape from its darkness in `build`,
    /// and `check --fix` redraws an app's imageset the same way.
    package var fromDarknessHint: String {
        switch command {
        case .build: return "or pass --mask luminance for dark-on-light artwork"
        case .check(repairs: true):
            return "or, for dark-on-light artwork, run `quickglyph check --fix` to take its shape from its darkness"
        case .check(repairs: false):
            return "or, for dark-on-light artwork, \(buildOption("--mask luminance"))"
        }
    }

    /// The hint for an SVG's exported artboard background: `build --drop-background` leaves out exactly that
    /// layer, and `check --fix` draws an app's imageset again without it.
    package var backgroundHint: String {
        command == .check(repairs: true)
            ? "run `quickglyph check --fix` to draw it again without that layer" : buildOption("--drop-background")
    }
}
