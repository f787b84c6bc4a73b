import Foundation

/// Why a file could not be read, in words.
package struct FileProblem: Error, Sendable {
    package var reason: String

    package init(reason: String) {
        self.reason = reason
    }
}
