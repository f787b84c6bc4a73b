import Foundation
import QuickGlyphModel

/// A bitmap missing at a density is scaled from another: blurry when scaled up.
package struct AndroidIconDensityMissingRule: AndroidModuleRule {
    package static let order = 13
    package static let description = DiagnosticDescription(
        id: .androidIconDensityMissing, name: "Shortcut icon density missing", severity: .warning,
        repair: .none,
        summary:
            "A PNG icon is present at some densities but not at all of mdpi, hdpi, xhdpi, xxhdpi and xxxhdpi; names which are missing."
    )

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for use in subject.iconUses {
            let type = AndroidResourceReference(use.reference)?.type ?? "drawable"
            let name = AndroidResourceReference(use.reference)?.name ?? use.reference
            for (qualifiers, files) in use.pngGroups {
                let present = Set(files.map { $0.folder.density ?? "mdpi" })
                let missing = AndroidResourceFolder.densities.filter { !present.contains($0.name) }
                let namesADensity = present.contains { density in
                    AndroidResourceFolder.densities.contains { $0.name == density }
                }
                guard !missing.isEmpty, namesADensity else { continue }
                let suffix = qualifiers.isEmpty ? "" : "-" + qualifiers
                // The size each missing file should have, from the largest present.
                let reference = files.compactMap { file in AndroidIconUse.factor(file).map { (file, $0) } }.max {
                    $0.1 < $1.1
                }
                let wanted = missing.map { density -> String in
                    var text = "\(type)-\(density.name)\(suffix)/\(name).png"
                    if let (file, factor) = reference, case let .png(width, height) = file.kind {
                        text +=
                            " (\(Int((Double(width) * density.factor / factor).rounded()))×\(Int((Double(height) * density.factor / factor).rounded())) px)"
                    }
                    return text
                }
                findings.append(
                    finding(
                        use.shortcutsFile,
                        "\(use.reference), the icon of \(use.shortcut.label), has PNGs for "
                            + "\(AndroidResourceFolder.densities.filter { present.contains($0.name) }.map(\.name).joined(separator: ", ")) "
                            + "but none for \(missing.map(\.name).joined(separator: ", ")): Android scales another density's to those "
                            + "screens, blurry when scaled up; add \(wanted.joined(separator: ", "))",
                        position: use.shortcut.position))
            }
        }
        return findings
    }
}
