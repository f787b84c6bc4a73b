/// One argument of a call or one part of an Objective-C message: its label
/// (`type:`, `initWithType:`), and its value as a range of token indices.
struct CallArgument: Sendable, Equatable {
    var label: String?
    /// The index of the label's token, when there is one.
    var labelIndex: Int?
    var value: Range<Int>
}
