/// The name of a quick action's own copy of an imageset the app also uses, in the style of the
/// name it copies, as a person naming it in that catalog would: `ic_send` gives `ic_send_quickaction`,
/// `icTab2Unselected` gives `icTab2UnselectedQuickAction`, `qrCode-button` (and any other) gives
/// `qrCode-button-quickaction`.
enum QuickActionCopyName {
    static func name(for original: String) -> String {
        if original.contains("_"), !original.contains("-") { return original + "_quickaction" }
        let letters = original.unicodeScalars
        let isCamel =
            !original.contains("-") && !original.contains(" ") && !original.contains(".")
            && letters.dropFirst().contains { $0.properties.isUppercase }
            && letters.first.map { !$0.properties.isUppercase } == true
        if isCamel { return original + "QuickAction" }
        return original + "-quickaction"
    }

    /// Whether `name` is one `name(for:)` gives: the only name a journal's code edit may write.
    static func isCopyName(_ name: String) -> Bool {
        ["_quickaction", "QuickAction", "-quickaction"].contains { name.hasSuffix($0) && name.count > $0.count }
    }
}
