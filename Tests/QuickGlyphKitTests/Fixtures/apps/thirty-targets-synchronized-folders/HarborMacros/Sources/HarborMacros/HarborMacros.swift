import Foundation

/// `#translated("key")`: the text of `key` in the app's string catalog, falling back to the
/// framework's table when the catalog has none.
@freestanding(expression)
public macro translated(_ key: String) -> String = #externalMacro(module: "HarborMacrosPlugin", type: "TranslatedMacro")
