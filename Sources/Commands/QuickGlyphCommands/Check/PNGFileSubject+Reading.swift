import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

extension PNGFileSubject {
    /// The PNG at `path`, read here, below the rules, through the system layer's reader: a
    /// regular file only (a FIFO named like an image would block the read), of any size,
    /// since decoding reads the header first and refuses a size no glyph has.
    init(reading path: String) {
        do throws(FileReadError) {
            self.init(path: path, data: try SourceFile.read(path, limit: nil))
        } catch {
            self.init(path: path, outcome: .unreadable(error))
        }
    }
}
