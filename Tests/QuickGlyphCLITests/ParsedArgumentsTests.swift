import XCTest
@testable import quickglyph

/// Parsing against the specs, in process: typed values, defaults, and the one form of a bad value.
final class ParsedArgumentsTests: XCTestCase {
    private func parse(
        _ arguments: [String], _ spec: CommandSpec = BuildCommand.spec
    ) throws(UsageError) -> ParsedArguments {
        try ParsedArguments(arguments, spec: spec)
    }

    private func error(_ arguments: [String], _ spec: CommandSpec = BuildCommand.spec) -> String? {
        do {
            _ = try parse(arguments, spec)
            return nil
        } catch {
            return error.description
        }
    }

    func testValuesComeTyped() throws {
        let arguments = try parse([
            "src", "--fit=glyph", "--scales", "3x, 2,2", "--compression", "6", "--jobs=3", "--hig",
            "--items", "a.json",
        ])
        XCTAssertEqual(arguments.positionals, ["src"])
        XCTAssertEqual(arguments[BuildOptions.fit].rawValue, "glyph")
        XCTAssertEqual(arguments[BuildOptions.scales], [2, 3])
        XCTAssertEqual(arguments[BuildOptions.compression], 6)
        XCTAssertEqual(arguments[BuildOptions.jobs], 3)
        XCTAssertEqual(arguments[BuildOptions.items], "a.json")
        XCTAssertTrue(arguments[SharedOptions.hig])
        XCTAssertFalse(arguments[BuildOptions.quiet])
    }

    func testCompressionMaxIsTheTopLevel() throws {
        XCTAssertEqual(try parse(["--compression", "max"])[BuildOptions.compression], 12)
        XCTAssertEqual(try parse(["--compression=1"])[BuildOptions.compression], 1)
        XCTAssertThrowsError(try parse(["--compression", "MAX"]))
        XCTAssertThrowsError(try parse(["--compression", "0"]))
    }

    func testAbsentOptionsGetTheirDefaults() throws {
        let arguments = try parse([])
        XCTAssertEqual(arguments.positionals, ["glyphs"])
        XCTAssertEqual(arguments[BuildOptions.out], "output")
        XCTAssertNil(arguments[BuildOptions.items])
        XCTAssertEqual(arguments[BuildOptions.scales], [1, 2, 3])
        XCTAssertEqual(arguments[BuildOptions.fit].rawValue, "auto")
        XCTAssertEqual(arguments[BuildOptions.compression], 8)
        XCTAssertEqual(arguments[SharedOptions.format], .text)
    }

    func testDoubleDashEndsOptionsAndTheLastRepeatWins() throws {
        XCTAssertEqual(try parse(["--", "-odd"]).positionals, ["-odd"])
        XCTAssertEqual(try parse(["-"]).positionals, ["-"])
        XCTAssertEqual(try parse(["--fit", "glyph", "--fit", "viewbox"])[BuildOptions.fit].rawValue, "viewbox")
        XCTAssertEqual(try parse(["a", "b"], CheckCommand.spec).positionals, ["a", "b"])
    }

    /// Every option of every command, given a bad value or none, says the same thing the same way.
    func testEveryBadValueNamesTheOptionWhatItTakesAndWhatItGot() {
        for command in CommandLineTool.commands {
            for option in command.spec.options {
                if option.isFlag {
                    XCTAssertEqual(
                        error(["\(option.name)=yes"], command.spec), "\(option.name) takes no value (got 'yes')")
                    continue
                }
                XCTAssertEqual(
                    error([option.name], command.spec), "\(option.name) takes \(option.expectation) (got nothing)")
                XCTAssertEqual(
                    error(["\(option.name)="], command.spec), "\(option.name) takes \(option.expectation) (got '')")
                if option.allowed != nil {
                    XCTAssertEqual(
                        error([option.name, "bogus"], command.spec),
                        "\(option.name) takes \(option.expectation) (got 'bogus')")
                }
            }
        }
        XCTAssertEqual(error(["--scales", "1,4"]), "--scales takes a comma-separated list of 1, 2 and 3 (got '1,4')")
        XCTAssertEqual(error(["--jobs", "0"]), "--jobs takes a whole number of at least 1 (got '0')")
        XCTAssertEqual(error(["--mask", "red"]), "--mask takes alpha or luminance (got 'red')")
    }

    func testPositionalsAreCountedAndUnknownOptionsGetASuggestion() {
        XCTAssertEqual(error(["a", "b"]), "one GLYPHS_DIR at most (got a b)")
        XCTAssertEqual(error([], CheckCommand.spec), "give at least one PATH")
        XCTAssertEqual(error(["--qiuet"]), "unknown option '--qiuet' (did you mean '--quiet'?)")
        XCTAssertEqual(error(["--outt"]), "unknown option '--outt' (did you mean '--out'?)")
        XCTAssertEqual(error(["--output"]), "unknown option '--output' (did you mean '--out'?)")
        XCTAssertEqual(
            error(["--formt", "json"], CheckCommand.spec), "unknown option '--formt' (did you mean '--format'?)")
        XCTAssertEqual(error(["--zzzzzzzzzz"]), "unknown option '--zzzzzzzzzz'")
    }

    /// A value a letter or two off one of the option's values, or a part of one, is offered the value.
    func testAMistypedValueGetsTheNearestAllowedOne() {
        XCTAssertEqual(
            error(["--format", "htm"], CheckCommand.spec),
            "--format takes xcode, json, sarif, github, junit, checkstyle or html (got 'htm'; did you mean 'html'?)")
        XCTAssertEqual(
            error(["--fit", "glph"]), "--fit takes auto, viewbox or glyph (got 'glph'; did you mean 'glyph'?)")
        XCTAssertEqual(
            error(["--mask", "Alpha-channel"]),
            "--mask takes alpha or luminance (got 'Alpha-channel'; did you mean 'alpha'?)")
        XCTAssertEqual(
            error(["--format", "pdf"], CheckCommand.spec),
            "--format takes xcode, json, sarif, github, junit, checkstyle or html (got 'pdf')")
    }
}
