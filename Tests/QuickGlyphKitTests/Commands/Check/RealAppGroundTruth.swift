import Foundation
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// Compares the quick actions a check lists with an app's `ground-truth.json`:
/// the same actions, at the same places, with every literal value equal and
/// every computed one reported as computed (as written, named in `unresolved`).
struct GroundTruthComparison {
    /// A difference from the ground truth that is the tool's fault and known:
    /// asserted as it is today, so the test fails (and says to delete the entry)
    /// once the tool is fixed, instead of hiding the difference.
    struct KnownDeviation {
        var action: String
        var field: Field
        var today: String
        var why: String
    }

    enum Field: String { case titles }

    let app: RealApp
    var deviations: [KnownDeviation] = []

    func assertMatches(_ report: CheckReport, file: StaticString = #filePath, line: UInt = #line) throws {
        let truth = try app.groundTruth()
        let inventory = try app.inventory()
        let positions = GroundTruthPositions(app: app)
        XCTAssertEqual(truth.app, app.name, file: file, line: line)
        XCTAssertEqual(
            report.actions.count, truth.actionsByTarget.count,
            "\(app.name): quick actions found \(report.actions.map(\.declaredAt).map(app.relativeLocation))",
            file: file, line: line)
        XCTAssertEqual(
            report.actions.map(\.declaredAt), inventory.actions.map(\.declaredAt),
            "the report lists the inventory's actions",
            file: file, line: line)
        for plist in truth.infoPlists {
            let path = app.folder.appendingPathComponent(plist.path).path
            XCTAssertEqual(
                report.actions.filter { $0.kind == .static && $0.declaredAt.path == path }.count, plist.quickActions,
                "\(app.name): static quick actions of \(plist.path)", file: file, line: line)
        }
        XCTAssertEqual(
            report.actions.filter { $0.kind == .static }.count, truth.infoPlists.reduce(0) { $0 + $1.quickActions },
            "\(app.name): static quick actions in plists the ground truth does not list", file: file, line: line)

        try assertTargets(truth, inventory, file: file, line: line)
        assertJudged(truth, report, file: file, line: line)

        for expected in truth.actionsByTarget {
            let label = "\(app.name) \(expected.id)"
            let at = try positions.location(
                expected.declaredAt, expected.helper == nil ? .item : .call, file: file, line: line)
            // One file compiled into several app targets declares its items once for each: matched by target too.
            guard let listed = report.actions.first(where: { $0.declaredAt == at && $0.target == expected.target }),
                let action = inventory.actions.first(where: { $0.declaredAt == at && $0.target == expected.target })
            else {
                XCTFail(
                    "\(label): no quick action listed at \(app.relativeLocation(at)) (ground truth \(expected.declaredAt))",
                    file: file, line: line)
                continue
            }
            XCTAssertEqual(listed.kind.rawValue, expected.kind, label, file: file, line: line)
            var unresolved: Set<String> = []

            let followed = Set(expected.followedInFixture ?? [])
            XCTAssertTrue(
                followed.isSubset(of: ["type", "icon"]), "\(label): followedInFixture \(followed)", file: file,
                line: line)
            if let type = expected.type {
                XCTAssertEqual(listed.typeText, type, "\(label): type", file: file, line: line)
            } else if followed.contains("type") {
                let resolved = try XCTUnwrap(expected.typeResolved, "\(label): typeResolved", file: file, line: line)
                XCTAssertEqual(
                    listed.typeText, resolved, "\(label): type followed from \(expected.typeExpression ?? "")",
                    file: file, line: line)
                XCTAssertEqual(action.type, .literal(resolved), "\(label): type", file: file, line: line)
            } else {
                XCTAssertEqual(
                    listed.typeText, expected.typeExpression, "\(label): type as written", file: file, line: line)
                unresolved.insert("type")
            }

            if let title = expected.title {
                XCTAssertEqual(listed.titleText, title, "\(label): title", file: file, line: line)
                if expected.kind == "dynamic" {
                    // In code a key is `NSLocalizedString("Key", …)`; a plist title is always a string that may be a
                    // key.
                    switch action.title {
                    case .localizationKey(let key, _)?:
                        XCTAssertEqual(
                            expected.titleIsLocalizationKey, true, "\(label): \(key) read as a localization key",
                            file: file, line: line)
                    case .literal?:
                        XCTAssertNotEqual(
                            expected.titleIsLocalizationKey, true, "\(label): a key read as a literal", file: file,
                            line: line)
                    default:
                        XCTFail("\(label): title \(String(describing: action.title))", file: file, line: line)
                    }
                }
            } else {
                XCTAssertEqual(
                    listed.titleText, expected.titleExpression, "\(label): title as written", file: file, line: line)
                unresolved.insert("title")
            }

            if let subtitle = expected.subtitle {
                XCTAssertEqual(listed.subtitleText, subtitle, "\(label): subtitle", file: file, line: line)
            } else if let expression = expected.subtitleExpression {
                XCTAssertEqual(listed.subtitleText, expression, "\(label): subtitle as written", file: file, line: line)
                unresolved.insert("subtitle")
            } else {
                XCTAssertNil(listed.subtitleText, "\(label): subtitle", file: file, line: line)
            }

            try assertIcon(
                expected, listed, action, positions: positions, unresolved: &unresolved, label: label, file: file,
                line: line)
            XCTAssertEqual(
                Set(listed.unresolvedFields), unresolved, "\(label): unresolved fields", file: file, line: line)
            assertTitles(expected, listed, label: label, file: file, line: line)
        }
    }

    /// Each target the ground truth reads from the project: its product type, Info.plist, catalogs and deployment
    /// target.
    private func assertTargets(_ truth: GroundTruth, _ inventory: AppModel, file: StaticString, line: UInt) throws {
        guard let targets = truth.targets, !targets.isEmpty else {
            XCTAssertFalse(
                inventory.readsProject, "\(app.name): no project in the ground truth", file: file, line: line)
            return
        }
        XCTAssertTrue(inventory.readsProject, "\(app.name): the project is read", file: file, line: line)
        // Only native targets are read (an aggregate or legacy target builds no product with an Info.plist).
        for expected in targets where expected.productType != nil {
            guard let target = inventory.targets.first(where: { $0.name == expected.name }) else {
                XCTFail(
                    "\(app.name): no target \(expected.name) in \(inventory.targets.map(\.name))", file: file,
                    line: line)
                continue
            }
            let label = "\(app.name) target \(expected.name)"
            XCTAssertEqual(target.productType, expected.productType, "\(label): product type", file: file, line: line)
            XCTAssertEqual(
                target.infoPlists.map(app.relative).first, expected.infoPlist.map { "\(app.name)/\($0)" },
                "\(label): Info.plist", file: file, line: line)
            // The fixture keeps only the catalogs an audit reads; the project names the others too.
            let kept = (expected.catalogs ?? []).filter {
                FileManager.default.fileExists(atPath: app.folder.appendingPathComponent($0).path)
            }
            XCTAssertEqual(
                Set(target.catalogs.map(app.relative)), Set(kept.map { "\(app.name)/\($0)" }), "\(label): catalogs",
                file: file, line: line)
            XCTAssertEqual(
                target.deploymentTarget, expected.deploymentTarget, "\(label): deployment target", file: file,
                line: line)
        }
        XCTAssertEqual(
            inventory.targets.filter(\.showsQuickActions).map(\.name).sorted(),
            targets.filter {
                $0.productType == "com.apple.product-type.application"
                    && inventory.target(named: $0.name)?.role == .iOSApplication
            }
            .map(\.name).sorted(), "\(app.name): the application targets", file: file, line: line)
    }

    /// What the inventory lists is what the rules judged: every listed icon that resolves to an
    /// imageset was judged, each copy the ground truth says iOS shows too, and no copy it says iOS never shows.
    private func assertJudged(_ truth: GroundTruth, _ report: CheckReport, file: StaticString, line: UInt) {
        let judged = Set(report.judgedImagesets)
        for listed in report.actions {
            if let imageset = listed.image?.imageset {
                XCTAssertTrue(
                    judged.contains(imageset),
                    "\(app.name): \(listed.declaredAt) lists \(app.relative(imageset)), never judged",
                    file: file, line: line)
            }
        }
        // The copy iOS shows is judged when an action names it with a name the tool can read (a computed name's
        // candidates are never guessed).
        let named = Set(
            truth.quickActions.filter { $0.icon.kind == "file" || ($0.followedInFixture ?? []).contains("icon") }.map(
                \.id))
        for (name, imageset) in truth.imagesets ?? [:]
        where imageset.judged == true && !Set(imageset.usedBy ?? []).isDisjoint(with: named) {
            XCTAssertTrue(
                judged.contains("\(app.folder.path)/\(imageset.path ?? "")"), "\(app.name): \(name) judged", file: file,
                line: line)
        }
        let shown = Set((truth.imagesets ?? [:]).values.filter { $0.judged == true }.compactMap(\.path))
        for copy in truth.notJudged ?? [] where !shown.contains(copy.path) {
            let path = "\(app.folder.path)/\(copy.path)"
            XCTAssertFalse(
                judged.contains(path), "\(app.name): \(copy.path) of \(copy.target ?? "?") is not judged", file: file,
                line: line)
            XCTAssertEqual(
                report.findings.filter { $0.path == path || $0.path.hasPrefix(path + "/") }.map(\.diagnosticLine), [],
                "\(app.name): \(copy.path) is not a quick-action icon iOS shows", file: file, line: line)
        }
        // One imageset two targets build is one set of findings.
        XCTAssertEqual(
            report.findings.count, Set(report.findings.map(\.diagnosticLine)).count, "\(app.name): no finding twice",
            file: file, line: line)
    }

    private func assertIcon(
        _ expected: GroundTruth.Action, _ listed: QuickAction, _ action: QuickAction,
        positions: GroundTruthPositions, unresolved: inout Set<String>, label: String,
        file: StaticString, line: UInt
    ) throws {
        let icon = expected.icon
        // An unresolved name the fixture's sources fix (an enum's per-case literal) is followed to the name read by
        // hand.
        let followed = icon.kind == "unresolved" && (expected.followedInFixture ?? []).contains("icon")
        let kind = followed ? "file" : icon.kind
        XCTAssertEqual(listed.iconKindName, kind, "\(label): icon kind", file: file, line: line)
        switch kind {
        case "file":
            let name =
                followed
                ? try XCTUnwrap(icon.resolvedByHand?.name, "\(label): resolvedByHand", file: file, line: line)
                : icon.name
            XCTAssertEqual(listed.iconName, name, "\(label): icon name", file: file, line: line)
            if followed {
                XCTAssertEqual(
                    action.icon, name.map(QuickActionIcon.file), "\(label): followed", file: file, line: line)
            }
            XCTAssertEqual(
                listed.image?.imageset, icon.imageset.map { "\(app.folder.path)/\($0)" }, "\(label): imageset",
                file: file, line: line)
            XCTAssertEqual(
                listed.image?.files ?? [], (icon.bundleFiles ?? []).map { "\(app.folder.path)/\($0)" },
                "\(label): bundle files",
                file: file, line: line)
        case "symbol", "type":
            XCTAssertEqual(listed.iconName, icon.name, "\(label): icon name", file: file, line: line)
            XCTAssertNil(listed.image?.imageset, label, file: file, line: line)
            XCTAssertEqual(listed.image?.files ?? [], [], label, file: file, line: line)
        case "none":
            XCTAssertNil(listed.iconName, "\(label): no icon", file: file, line: line)
        case "unresolved":
            // The ground truth quotes the argument of templateImageName:, the tool the whole constructor.
            let expression = try XCTUnwrap(icon.expression, label, file: file, line: line)
            XCTAssertEqual(
                listed.iconName, "UIApplicationShortcutIcon(templateImageName: \(expression))",
                "\(label): icon as written",
                file: file, line: line)
            XCTAssertEqual(
                action.icon, .unresolved(listed.iconName ?? "", form: .file),
                "\(label): a template image, name computed",
                file: file, line: line)
            // Resolved by hand only: the tool does not guess an imageset.
            XCTAssertNil(listed.image?.imageset, label, file: file, line: line)
            XCTAssertEqual(listed.image?.files ?? [], [], label, file: file, line: line)
            unresolved.insert("icon")
        default:
            XCTFail("\(label): icon kind \(icon.kind) in the ground truth", file: file, line: line)
        }
        // Where the icon is made (a variable's constructor may be lines earlier). For `icon: nil`
        // the ground truth points at the argument; the inventory has no icon and so no place for it.
        let iconAt = try positions.location(
            try XCTUnwrap(icon.declaredAt, label, file: file, line: line), .icon, file: file, line: line)
        XCTAssertEqual(
            action.iconDeclaredAt.map(app.relativeLocation), icon.kind == "none" ? nil : app.relativeLocation(iconAt),
            "\(label): icon made at", file: file, line: line)
    }

    /// A literal or key title's translations: exactly those the ground truth takes from a
    /// strings file in the app folder; a language that falls back to the plist value has none.
    private func assertTitles(
        _ expected: GroundTruth.Action, _ listed: QuickAction, label: String,
        file: StaticString, line: UInt
    ) {
        guard expected.title != nil else { return }
        var translations: [String: String] = [:]
        for (language, title) in expected.localizedTitles ?? [:] {
            if case .file(let path) = title.from, path.hasSuffix(".strings") { translations[language] = title.text }
        }
        if let deviation = deviations.first(where: { $0.action == expected.id && $0.field == .titles }) {
            XCTAssertEqual(
                listed.titles.description, deviation.today,
                "\(label): known deviation changed (\(deviation.why)); if the tool is fixed, remove the deviation",
                file: file, line: line)
            XCTAssertNotEqual(
                listed.titles, translations, "\(label): fixed; remove the known deviation", file: file, line: line)
            return
        }
        XCTAssertEqual(listed.titles, translations, "\(label): titles by language", file: file, line: line)
    }
}

extension RealApp {
    /// `plist-icons-nested-pdf-long-translations/Tidepool/Info.plist:31:3`.
    func relativeLocation(_ location: SourceLocation) -> String {
        SourceLocation(path: relative(location.path), position: location.position).description
    }
}
