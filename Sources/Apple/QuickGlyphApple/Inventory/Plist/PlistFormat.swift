/// How a property list is stored. Only XML has lines to point at.
package enum PlistFormat: String, Sendable, Equatable {
    case xml
    case binary
    /// The old NeXT text format (`{ key = value; }`).
    case openStep
}
