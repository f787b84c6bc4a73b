import Foundation

/// The activity Android app shortcuts open when their items name none: the one launcher
/// activity of the module's AndroidManifest.xml (`--android-manifest`), its class named
/// in full. Android's shortcut parser takes `android:targetClass` literally, with no
/// package prepended, so a manifest's `.MainActivity` (or `MainActivity`, which Android
/// also reads as relative) is expanded here with the manifest's `package` attribute, or
/// failing that with `namespace`, the package the caller knows the app's classes by.
/// This judges the bytes it is given and reads nothing.
package struct AndroidLauncherTarget: Sendable, Equatable {
    /// The fully qualified class, `com.example.app.MainActivity`.
    package var className: String
    /// The `<manifest package="…">` attribute, when the manifest has one.
    package var manifestPackage: String?

    package init(className: String, manifestPackage: String?) {
        self.className = className
        self.manifestPackage = manifestPackage
    }

    /// Nil when the manifest cannot be read, has no launcher activity or more than one (the merge of the
    /// same file says why), or names it relatively with no package to expand it with.
    package init?(manifest data: Data, namespace: String?) {
        guard let outline = try? AndroidManifestOutline(bytes: [UInt8](data)), outline.launchers.count == 1 else {
            return nil
        }
        let root = outline.elements[0]
        let package = root.attributes["package"].flatMap { $0.isEmpty ? nil : $0 }
        guard let name = outline.android("name", of: outline.elements[outline.launchers[0]]), !name.isEmpty else {
            return nil
        }
        guard let className = Self.qualified(name, package: package ?? namespace) else { return nil }
        self.init(className: className, manifestPackage: package)
    }

    /// The launcher activity's name as written, when the manifest has one launcher, names it relatively and has no
    /// `package` attribute: the case only a Gradle `namespace` can complete, for a message to say so.
    package static func relativeLauncherWithoutPackage(manifest data: Data) -> String? {
        guard let outline = try? AndroidManifestOutline(bytes: [UInt8](data)), outline.launchers.count == 1,
            (outline.elements[0].attributes["package"] ?? "").isEmpty,
            let name = outline.android("name", of: outline.elements[outline.launchers[0]]), !name.isEmpty,
            qualified(name, package: nil) == nil
        else { return nil }
        return name
    }

    /// A manifest's class name in full: one starting with `.` or holding no `.` at all is relative to the package.
    static func qualified(_ name: String, package: String?) -> String? {
        if name.hasPrefix(".") { return package.map { $0 + name } }
        if !name.contains(".") { return package.map { $0 + "." + name } }
        return name
    }
}
