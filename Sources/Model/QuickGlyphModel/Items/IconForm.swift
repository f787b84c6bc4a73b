/// Which initializer made an icon whose argument could not be read: an audit can
/// still say "a template image, name computed" rather than nothing.
package enum IconForm: String, Sendable, Equatable, Hashable {
    /// `templateImageName:` / `iconWithTemplateImageName:`.
    case file
    /// `systemImageName:` / `iconWithSystemImageName:`, or SFSafeSymbols' `systemSymbol:`.
    case symbol
    /// `type:` / `iconWithType:`.
    case type
    /// `contact:` / `iconWithContact:`: an address-book contact, never a file.
    case contact
}
