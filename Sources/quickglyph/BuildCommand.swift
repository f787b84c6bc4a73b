import QuickGlyphKit

enum BuildCommand: Command {
    static let spec = CommandSpec(
        name: "build",
        synopsis: "quickglyph build [GLYPHS_DIR] [--out DIR] [--items FILE] [--catalog NAME] [--scales 1,2,3] [--fit viewbox|glyph] [--allow-color]",
        summary: "Render a glyph folder into template PNGs, an asset catalog, a manifest and an Info.plist fragment",
        options: [])

    static func run(_ arguments: ParsedArguments) -> Int32 {
        Terminal.err("not yet\n")
        return ExitStatus.usage
    }
}
