import CProcessShim
import Foundation

/// How wide the text a person reads should be: `COLUMNS` when set (a shell's
/// own answer, and how a test asks for a width), else the terminal's width, else
/// 80, the width help text has always assumed.
package enum TerminalWidth {
    package static let fallback = 80
    /// Narrower than this, wrapping beside a 30-column label would leave no room.
    static let minimum = 40

    package static func columns(
        of descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return max(minimum, columns) }
        let columns = Int(qg_terminal_columns(descriptor))
        return columns > 0 ? max(minimum, columns) : fallback
    }
}
