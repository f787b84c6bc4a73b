/// One case of an enum the code declares, as a value reaches a helper: the
/// argument `.explore` of a parameter typed `AppShortcutType`, or `self` in a
/// computed property of `ActionType` read for the case `.newMessage`.
struct EnumCase: Equatable {
    /// The enum's type names as written (`["AppShortcutType"]`, `["Provider", "ActionType"]`).
    var type: [String]
    var name: String
}
