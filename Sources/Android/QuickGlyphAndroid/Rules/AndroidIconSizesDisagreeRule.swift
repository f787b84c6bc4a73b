import Foundation
import QuickGlyphModel

/// Each density's bitmap is shown at its density: sizes out of the 1:1.5:2:3:4 ratio make the icon change
/// size between devices.
package struct AndroidIconSizesDisagreeRule: AndroidModuleRule {
    package static let order = 14
    package static let description = DiagnosticDescription(
        id: .androidIconSizesDisagree, name: "Shortcut icon sizes disagree", severity: .warning,
        repair: .none,
        summary:
            "A PNG icon's sizes across densities are not in the 1:1.5:2:3:4 ratio of mdpi to xxxhdpi; names the two files and their sizes."
    )

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for use in subject.iconUses {
            for (_, files) in use.pngGroups {
                let sized = files.compactMap {
                    file -> (file: AndroidDrawableFile, factor: Double, width: Int, height: Int)? in
                    guard let factor = AndroidIconUse.factor(file), case let .png(width, height) = file.kind else {
                        return nil
                    }
                    return (file, factor, width, height)
                }.sorted { $0.factor > $1.factor }
                guard let largest = sized.first else { continue }
                // Against the largest: a pixel either way is rounding (hdpi of an odd mdpi size).
                guard
                    let wrong = sized.dropFirst().first(where: { other in
                        let width = Double(largest.width) * other.factor / largest.factor
                        let height = Double(largest.height) * other.factor / largest.factor
                        return abs(Double(other.width) - width) > 1 || abs(Double(other.height) - height) > 1
                    })
                else { continue }
                let expectedWidth = Int((Double(largest.width) * wrong.factor / largest.factor).rounded())
                let expectedHeight = Int((Double(largest.height) * wrong.factor / largest.factor).rounded())
                findings.append(
                    finding(
                        use.shortcutsFile,
                        "\(use.reference), the icon of \(use.shortcut.label): \(wrong.file.shortName) is "
                            + "\(wrong.width)×\(wrong.height) px and \(largest.file.shortName) \(largest.width)×\(largest.height) px, "
                            + "not in the 1:1.5:2:3:4 ratio of the densities: Android shows each at its density, so the icon changes "
                            + "size from one phone to the next; make \(wrong.file.shortName) \(expectedWidth)×\(expectedHeight) px",
                        position: use.shortcut.position))
            }
        }
        return findings
    }
}
