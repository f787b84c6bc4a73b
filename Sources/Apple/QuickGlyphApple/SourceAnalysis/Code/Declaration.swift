/// A declaration of a name that a value may be followed to: where it is, the
/// types it is declared in, and what the source gives it.
struct Declaration {
    enum Value {
        /// `let name = EXPR` (`static` or not), `NSString *const name = EXPR;`.
        case expression(Range<Int>)
        /// `var name = …`, `let name: T` set elsewhere: nothing the source fixes.
        case uncertain
        /// `var name: T { … }`: the `{` of the body.
        case getter(Int)
        /// `case name` or `case name = "raw"` in an enum; `stringRaw` when the enum's raw type is `String`.
        case enumCase(raw: Range<Int>?, stringRaw: Bool)
        /// `#define name BODY`: the body's text.
        case macro(String)
    }

    var file: Int
    /// The name's token.
    var token: Int
    /// The types around it, outermost first (`["Asset", "Icons"]`); empty at file scope.
    var path: [String]
    /// The written type (`RswiftResources.ImageResource`), when there is one.
    var typeText: String?
    var value: Value
}
