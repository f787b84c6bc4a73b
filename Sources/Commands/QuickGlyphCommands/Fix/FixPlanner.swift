import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// From one check's report, every repair `--fix` makes, each with its file changes, and the
/// findings of kinds it repairs that it leaves, with the reason. Reads what it repairs (through
/// the guarded layer) and draws; writes nothing.
///
/// An imageset the app also uses for something else (a tab-bar icon in code or a storyboard) is
/// not drawn again in place: the repair is a new `NAME-quickaction` imageset beside it (in the style of
/// its name, `QuickActionCopyName`), and each
/// quick action showing it is pointed at the new name (its Info.plist key, or the icon argument
/// of its declaration in code, one edit there; or, when the argument names a constant or an enum case
/// that only quick actions' icons name, that declaration's literal, `IconNameDeclaration`). Either all of
/// that is made, or none of it.
struct FixPlanner {
    var report: CheckReport
    var files: AppFileGuard
    var options: OutputOptions

    /// One imageset a quick action shows that a repair redraws.
    private struct Task {
        var path: String
        var imageset: ImagesetOnDisk
        var art: ImagesetOnDisk.Art
        var mask: MaskSource
        var findings: [Finding]
        /// The actions that show it, and the other uses of its name when it is shared.
        var actions: [QuickAction]
        var otherUses: [SourceLocation]
        /// By icon (`QuickAction.iconDeclaredAt`), the declaration its name comes from when nothing but
        /// these quick actions' icons names it: the copy's name is given there, once.
        var ownDeclarations: [SourceLocation: IconNameDeclaration] = [:]
    }

    /// A text file's planned bytes, edited by the repairs, and what each edit says and answers.
    private struct EditedFile {
        var original: Data
        var current: Data
        var lines: [String] = []
        var findings: [Finding] = []
        /// A source's edits, each checked against the original bytes and made together at the end, the
        /// last in the file first, so that none moves the place of another.
        var codeEdits: [CodeEdit] = []
    }

    /// One icon name replaced in code: at an icon's construction, at the literal a helper's call passes, or
    /// where the constant or enum case it names is declared.
    private struct CodeEdit {
        var position: SourcePosition
        var language: SourceLanguage
        var literalHolding: String?
        var newName: String
        var declaration: IconNameDeclaration? = nil

        func apply(to bytes: [UInt8], path: String) throws(IconArgumentEditRefusal) -> [UInt8] {
            if let declaration { return try declaration.edit(bytes, to: newName) }
            if let old = literalHolding {
                return try IconArgumentEdit.replacingLiteral(
                    in: bytes, language: language, path: path, at: position, holding: old, with: newName)
            }
            return try IconArgumentEdit.replacingImageName(
                in: bytes, language: language, path: path, iconAt: position, with: newName)
        }
    }

    func plan() -> ([Repair], [NotRepaired]) {
        var repairs: [Repair] = []
        var left: [NotRepaired] = []
        var tasks: [Task] = []
        var appFiles: [(path: String, bytes: [UInt8])]?
        let showing = Dictionary(grouping: report.actions.filter { $0.image?.imageset != nil }) { $0.image!.imageset! }

        for path in report.judgedImagesets {
            guard let actions = showing[path] else { continue }
            let findings = report.findings.filter { $0.path == path || $0.path.hasPrefix(path + "/") }
            let repairable = findings.filter { FixableDiagnostics.kind(of: $0.rule).repairsImageset }
            func leave(_ reason: String) { left += repairable.map { NotRepaired(finding: $0, reason: reason) } }
            let decision = ImagesetRepairDecision.decide(Set(findings.map(\.rule)))
            if case .none = decision { continue }
            if case .needsPerson(let rules) = decision {
                leave(
                    "the imageset also has " + DisplayText.list(rules.map(\.rawValue))
                        + ", which needs a person; a redraw would hide it, not repair it")
                continue
            }
            do throws(FixError) {
                let imageset = try ImagesetOnDisk(path: path, files: files)
                if appFiles == nil { appFiles = readAppFiles() }
                let own = ownDeclarations(of: actions, in: appFiles ?? [])
                let uses = ImageNameUses(name: imageset.name).locations(
                    in: appFiles ?? [],
                    excludingIconsAt: actions.flatMap(Self.ownNames)
                        + own.values.filter { $0.form != .caseName }.map {
                            SourceLocation(path: $0.path, position: $0.position)
                        })
                if case .templateIntent = decision, uses.isEmpty {
                    repairs.append(try intentRepair(imageset, findings: repairable))
                    continue
                }
                if let refusal = imageset.replacementRefusal { throw FixError.needsPerson(path: path, reason: refusal) }
                guard let art = imageset.bestArt else {
                    throw FixError.needsPerson(path: path, reason: "it names no PNG, PDF or SVG to draw it again from")
                }
                // A shared imageset whose only fault is the intent gets its own copy drawn as a template.
                let mask: MaskSource = if case .redraw(let mask) = decision { mask } else { .alpha }
                if mask == .luminance, !Self.isDarkOnLight(art, in: imageset) {
                    throw FixError.needsPerson(
                        path: path,
                        reason: "its art is opaque but not a dark glyph on a light background, "
                            + "so its shape cannot be told from its colours; export it with transparency")
                }
                tasks.append(
                    Task(
                        path: path, imageset: imageset, art: art, mask: mask, findings: findings, actions: actions,
                        otherUses: uses, ownDeclarations: own))
            } catch {
                leave(error.description)
            }
        }

        // What check judged as a glyph but no quick action shows as an imageset: said, not redrawn.
        let shownSets = Set(showing.keys)
        for finding in report.findings
        where FixableDiagnostics.kind(of: finding.rule).repairsImageset
            && !shownSets.contains(where: { finding.path == $0 || finding.path.hasPrefix($0 + "/") })
        {
            let inImageset = finding.path.split(separator: "/").contains {
                $0.hasSuffix("." + AssetNaming.imagesetExtension)
            }
            left.append(
                NotRepaired(
                    finding: finding,
                    reason: inImageset
                        ? "no quick action shows this imageset, so check --fix leaves it as it is"
                        : "a loose PNG copied into the bundle, not an imageset: check --fix redraws imagesets only; "
                            + "move the icon into an asset catalog and run it again"))
        }

        // As the build fits a glyph folder: art of one artboard size shares one factor, so the
        // repaired glyphs keep the sizes relative to each other their designer gave them.
        let redraw = ImagesetRedraw(options: options)
        var measures: [String: InkMeasure?] = [:]
        for task in tasks {
            if let measure = redraw.measure(task.art, in: task.imageset, mask: task.mask) {
                measures[task.path] = measure
            }
        }
        let fits = FitPlan(names: tasks.map(\.path), measures: measures).fits

        var edited: [String: EditedFile] = [:]
        for task in tasks {
            let repairable = task.findings.filter { FixableDiagnostics.kind(of: $0.rule).repairsImageset }
            do throws(FixError) {
                let factor = fits[task.path]?.factor ?? 1
                if task.otherUses.isEmpty {
                    repairs.append(try redrawInPlace(task, factor: factor, redraw: redraw))
                } else {
                    var planned = edited
                    let repair = try redrawCopy(task, factor: factor, redraw: redraw, edited: &planned)
                    edited = planned
                    repairs.append(repair)
                }
            } catch {
                left += repairable.map { NotRepaired(finding: $0, reason: error.description) }
            }
        }

        // The edits the rules know (a misspelt system icon or key, the icon type the system ignores, a fallback):
        // a rule that declares an Info.plist edit gives its finding the edit when it is certain of it.
        for finding in report.findings {
            guard case .plistEdit = FixableDiagnostics.kind(of: finding.rule), let edit = finding.edit else {
                continue
            }
            do throws(FixError) {
                var file = try text(finding.path, in: edited)
                let line: String
                if case let .renameItemsFileField(item, field, newField) = edit {
                    // An items file is JSON: the one name between the key's quotes changes.
                    do throws(ItemsFileFieldRename.Refusal) {
                        file.current = try ItemsFileFieldRename.apply(
                            to: file.current, path: finding.path, item: item, field: field, newField: newField)
                    } catch {
                        throw FixError.needsPerson(path: finding.path, reason: error.reason)
                    }
                    line = "\(ItemsFile.itemsKey)[\(item)].\(field) renamed \(newField)"
                } else if case let .renameKey(key, newKey) = edit {
                    do throws(InfoPlistEditRefusal) {
                        file.current = try InfoPlistItemEditor.renamingTopLevelKey(
                            key, to: newKey, in: file.current, path: finding.path)
                    } catch {
                        throw FixError.needsPerson(path: finding.path, reason: error.why)
                    }
                    line = "\(key) renamed \(newKey)"
                } else {
                    let (change, said) = Self.plistEdit(edit)
                    file.current = try Self.applying([change], to: file.current, path: finding.path)
                    line = said
                }
                file.lines.append(line)
                file.findings.append(finding)
                edited[finding.path] = file
            } catch {
                left.append(NotRepaired(finding: finding, reason: error.description))
            }
        }
        for path in edited.keys.sorted() {
            var file = edited[path]!
            if !file.codeEdits.isEmpty {
                var bytes = [UInt8](file.original)
                let order = file.codeEdits.sorted {
                    ($0.position.line, $0.position.column) > ($1.position.line, $1.position.column)
                }
                // Each was made on the original already; from the last to the first none can fail, and none moves
                // another.
                for edit in order { bytes = (try? edit.apply(to: bytes, path: path)) ?? bytes }
                file.current = Data(bytes)
            }
            guard file.current != file.original else { continue }
            repairs.append(
                Repair(
                    subject: path, summary: file.lines.joined(separator: "; "), findings: file.findings,
                    changes: [FileChange(path: path, before: file.original, after: file.current)]))
        }
        return (repairs.sorted { $0.subject < $1.subject }, left)
    }

    /// The declarations the icons of `actions` name their image through (`Icon.video.rawValue`, `kVideoIcon`)
    /// that nothing else in the app names, by icon: there the copy's name is given once, and their literal is no
    /// other use of the image. None when a source of the app could not be read: what it names is not known.
    private func ownDeclarations(
        of actions: [QuickAction], in appFiles: [(path: String, bytes: [UInt8])]
    )
        -> [SourceLocation: IconNameDeclaration]
    {
        let read = Set(appFiles.map(\.path))
        guard report.appFiles.allSatisfy({ IconNameDeclaration.language(ofPath: $0) == nil || read.contains($0) })
        else {
            return [:]
        }
        var found: [SourceLocation: IconNameDeclaration] = [:]
        for action in actions {
            guard let icon = action.iconDeclaredAt, found[icon] == nil,
                // An icon a helper makes for several quick actions names its parameter, not a declaration.
                Set(report.actions.filter { $0.iconDeclaredAt == icon }.map(\.declaredAt.description)).count == 1,
                let declaration = IconNameDeclaration.find(iconAt: icon, in: appFiles)
            else { continue }
            found[icon] = declaration
        }
        var own: [SourceLocation: IconNameDeclaration] = [:]
        for declaration in Set(found.values.map { SourceLocation(path: $0.path, position: $0.position) }) {
            let icons = found.filter { SourceLocation(path: $0.value.path, position: $0.value.position) == declaration }
            guard let first = icons.first?.value, first.isNamedOnly(byIconsAt: Array(icons.keys), in: appFiles) else {
                continue
            }
            for icon in icons.keys { own[icon] = first }
        }
        return own
    }

    /// Where a quick action names its own icon: the icon's construction, and the literal a helper's
    /// call passes it (`shortcut(imageName: "send", …)`), which is no other use of the image; and its title.
    private static func ownNames(_ action: QuickAction) -> [SourceLocation] {
        var places = action.iconDeclaredAt.map { [$0] } ?? []
        if action.kind == .dynamic {
            // The icon a helper's call passes, and the item's own title and subtitle: a title that reads like the
            // image's name (`localizedTitle:@"Video"`) is words on the menu, no use of the image.
            for field in [QuickActionField.icon, .title, .subtitle] {
                if let at = action.positions[field] {
                    places.append(SourceLocation(path: action.declaredAt.path, position: at))
                }
            }
        }
        return places
    }

    // MARK: - Imagesets

    private func redrawInPlace(_ task: Task, factor: Double, redraw: ImagesetRedraw) throws(FixError) -> Repair {
        let imageset = task.imageset
        let drawn = try redraw.draw(task.art, of: imageset, mask: task.mask, factor: factor, outputName: imageset.name)
        var changes: [FileChange] = drawn.files.map { file in
            FileChange(path: imageset.path + "/" + file.name, before: imageset.files[file.name], after: file.data)
        }
        changes.append(
            FileChange(
                path: imageset.path + "/" + AssetNaming.contentsFile, before: imageset.contents, after: drawn.contents))
        // The files the old Contents.json named and the new one does not: left, they would be unassigned files.
        for name in Set(imageset.entries.map(\.filename)).subtracting(drawn.files.map(\.name)).sorted() {
            guard let data = imageset.files[name] else { continue }
            changes.append(FileChange(path: imageset.path + "/" + name, before: data, after: nil))
        }
        var repair = Repair(
            subject: imageset.path, summary: Self.summary(drawn, art: task.art, mask: task.mask, factor: factor),
            findings: Self.repairable(task.findings), changes: changes, notes: Self.notes(drawn))
        Self.nameMoot(in: &repair, task)
        return repair
    }

    /// A new `NAME-quickaction` imageset beside the shared one, and every quick action showing the
    /// shared one pointed at it; `edited` gets the edits only when every one of them can be made.
    private func redrawCopy(
        _ task: Task, factor: Double, redraw: ImagesetRedraw,
        edited: inout [String: EditedFile]
    ) throws(FixError) -> Repair {
        let imageset = task.imageset
        let name = QuickActionCopyName.name(for: imageset.name)
        let folder =
            (imageset.path as NSString).deletingLastPathComponent + "/" + AssetNaming.imagesetFolder(name: name)
        if FileStatus.kind(atPath: folder) != .missing {
            throw .needsPerson(
                path: imageset.path,
                reason: "the app also uses it, and \(AssetNaming.imagesetFolder(name: name)) "
                    + "is there already, so no copy for the quick action can be made: rename one of them")
        }
        let drawn = try redraw.draw(task.art, of: imageset, mask: task.mask, factor: factor, outputName: name)
        var changes = drawn.files.map { FileChange(path: folder + "/" + $0.name, before: nil, after: $0.data) }
        changes.append(FileChange(path: folder + "/" + AssetNaming.contentsFile, before: nil, after: drawn.contents))

        var planned = edited
        // The same quick action shown by several targets (one file compiled into each) is one item in one file:
        // one edit, whichever targets show it.
        var seen = Set<String>()
        let actions = task.actions.filter { action in
            seen.insert(
                "\(action.declaredAt)|\(action.index.map(String.init) ?? "")|\(action.iconDeclaredAt.map(\.description) ?? "")"
            )
            .inserted
        }
        for action in actions {
            if let index = action.index, action.declaredAt.path.lowercased().hasSuffix(".plist") {
                let path = action.declaredAt.path
                var file = try text(path, in: planned)
                let edit = InfoPlistItemEdit(item: index, change: .set(key: InfoPlistKey.iconFile, value: name))
                file.current = try Self.applying([edit], to: file.current, path: path)
                file.lines.append(
                    "UIApplicationShortcutItems[\(index)].\(InfoPlistKey.iconFile) set to \(DisplayText.quote(name)), "
                        + "the quick action's own copy of \(DisplayText.quote(imageset.name))")
                file.findings += Self.repairable(task.findings)
                planned[path] = file
            } else if let location = action.iconDeclaredAt, let position = location.position,
                let language = SourceLanguage(path: location.path)
            {
                // An icon made inside a helper several quick actions share is named at each one's call:
                // the edit is there, at the literal the call passes, never in the helper.
                // Several targets showing one quick action are not several quick actions: only distinct items count.
                let helperMade =
                    Set(report.actions.filter { $0.iconDeclaredAt == location }.map(\.declaredAt.description)).count > 1
                let declaration = helperMade ? nil : task.ownDeclarations[location]
                let editPath = declaration?.path ?? (helperMade ? action.declaredAt.path : location.path)
                var file = try text(editPath, in: planned)
                let edit: CodeEdit
                if let declaration {
                    // Several quick actions naming one constant: one edit where it is declared.
                    if file.codeEdits.contains(where: { $0.declaration == declaration }) { continue }
                    edit = CodeEdit(
                        position: declaration.position, language: declaration.language, literalHolding: nil,
                        newName: name, declaration: declaration)
                } else if helperMade {
                    guard let at = action.positions[.icon], let callLanguage = SourceLanguage(path: editPath) else {
                        throw .needsPerson(
                            path: imageset.path,
                            reason: "the app also uses it, and its quick action's icon is made in "
                                + "a helper other quick actions share (\(location)), with no literal name at the call to change"
                        )
                    }
                    edit = CodeEdit(position: at, language: callLanguage, literalHolding: imageset.name, newName: name)
                } else {
                    edit = CodeEdit(position: position, language: language, literalHolding: nil, newName: name)
                }
                do throws(IconArgumentEditRefusal) {
                    _ = try edit.apply(to: [UInt8](file.original), path: editPath)
                } catch {
                    throw .needsPerson(
                        path: imageset.path,
                        reason: "the app also uses it, and its quick action's icon cannot be "
                            + "pointed at a copy: \(error.description)")
                }
                file.codeEdits.append(edit)
                let edited = SourceLocation(path: editPath, position: edit.position)
                file.lines.append(
                    (declaration.map { "\($0.said(name)) at \(edited)" }
                        ?? "the icon at \(edited) now names \(DisplayText.quote(name))")
                        + ", the quick action's own copy of \(DisplayText.quote(imageset.name))")
                file.findings += Self.repairable(task.findings)
                planned[editPath] = file
            } else {
                throw .needsPerson(
                    path: imageset.path,
                    reason: "the app also uses it, and the quick action at \(action.declaredAt) "
                        + "names it where check --fix does not edit; give the quick action its own imageset by hand")
            }
        }
        edited = planned
        let uses =
            task.otherUses.prefix(3).map(\.description).joined(separator: ", ")
            + (task.otherUses.count > 3 ? ", …" : "")
        var notes = Self.notes(drawn)
        notes.insert(
            "the app also uses \(DisplayText.quote(imageset.name)) (\(uses)), so it is left as it is; the quick action "
                + "now shows its own copy, \(AssetNaming.imagesetFolder(name: name))", at: 0)
        let summary =
            "drawn into a new \(AssetNaming.imagesetFolder(name: name)) beside it: "
            + Self.summary(drawn, art: task.art, mask: task.mask, factor: factor)
        var repair = Repair(
            subject: imageset.path, summary: summary, findings: Self.repairable(task.findings), changes: changes,
            notes: notes)
        Self.nameMoot(in: &repair, task)
        return repair
    }

    /// Opaque art drawn from its darkness: `not-monochrome` counted its ground as a second colour. Art in greys
    /// loses nothing (every grey is a coverage), so the finding is moot and named in the repair's line; coloured
    /// art's colours become one ink by their darkness, which a person should look at, so it is a note.
    private static func nameMoot(in repair: inout Repair, _ task: Task) {
        guard task.mask == .luminance else { return }
        let colours = task.findings.filter { $0.rule == .notMonochrome }
        guard !colours.isEmpty else { return }
        if let raster = artRaster(task.art, in: task.imageset), OpaqueArt.isGreys(raster) {
            repair.moot = colours
        } else {
            repair.notes.append(
                "its colours [\(DiagnosticID.notMonochrome.rawValue)] are drawn as one ink by their darkness, "
                    + "so detail told apart by colour alone is gone: look at the result")
        }
    }

    /// The rendering intent set in Contents.json, the rest of it as it was; PNGs whose ink is
    /// coloured made black with their alpha unchanged, so the file is the template it is declared.
    private func intentRepair(_ imageset: ImagesetOnDisk, findings: [Finding]) throws(FixError) -> Repair {
        var json = imageset.json
        var properties = json["properties"] as? [String: Any] ?? [:]
        properties["template-rendering-intent"] = "template"
        json["properties"] = properties
        guard let contents = try? JSONFormatting.serialize(json) else {
            throw .unreadable(path: imageset.path, reason: "its Contents.json could not be written back")
        }
        var changes = [
            FileChange(path: imageset.path + "/" + AssetNaming.contentsFile, before: imageset.contents, after: contents)
        ]
        var recoloured: [String] = []
        for entry in imageset.entries where SourceKind(filename: entry.filename) == .png {
            guard let data = imageset.files[entry.filename], let image = try? PNGImage(data: data),
                Self.hasColouredInk(image.raster),
                let black = try? TemplatePNGEncoder().encode(image.raster.alphaMask)
            else { continue }
            changes.append(FileChange(path: imageset.path + "/" + entry.filename, before: data, after: black))
            recoloured.append(entry.filename)
        }
        let summary =
            "made a template: template-rendering-intent set"
            + (recoloured.isEmpty ? "" : "; the ink of \(DisplayText.list(recoloured)) made black, its alpha unchanged")
        return Repair(subject: imageset.path, summary: summary, findings: findings, changes: changes)
    }

    private static func summary(
        _ drawn: ImagesetRedraw.Drawn, art: ImagesetOnDisk.Art, mask: MaskSource, factor: Double
    ) -> String {
        var summary =
            drawn.vector
            ? "drawn again from \(art.filename) as a 35 pt template PDF, \(drawn.files.map(\.name).joined()) "
                + "(vector)"
            : "drawn again from \(art.filename) as a 35 pt template at "
                + drawn.sizes.map { "@\($0.scale)x (\($0.pixels) px)" }.joined(separator: ", ")
        if let line = drawn.backgroundLeftOut { summary += ", its artboard's background layer (line \(line)) left out" }
        if factor != 1 { summary += String(format: ", scaled by %.2f to the HIG glyph box", factor) }
        if mask == .luminance { summary += ", its shape taken from its darkness (--mask luminance)" }
        if drawn.inkLifted.count == drawn.sizes.count, let peak = drawn.inkLifted.map(\.from).max() {
            summary += ", its ink (alpha \(peak)/255) made full opacity"
        } else if !drawn.inkLifted.isEmpty {
            summary +=
                ", its ink made full opacity at "
                + drawn.inkLifted.map { "@\($0.scale)x (alpha \($0.from)/255)" }.joined(separator: ", ")
        }
        return summary
    }

    private static func notes(_ drawn: ImagesetRedraw.Drawn) -> [String] {
        var notes: [String] = []
        if let reason = drawn.notVector { notes.append("its art is vector, but " + reason) }
        if let pixels = drawn.enlargedFrom {
            notes.append(
                "drawn from a \(pixels) px bitmap enlarged to \(drawn.sizes.last?.pixels ?? 0) px, so it is soft: "
                    + "ask for the icon as vector art (PDF or SVG) and put it in the imageset")
        }
        return notes + drawn.findings.filter { $0.severity != .info }.map { "\($0.message) [\($0.rule.rawValue)]" }
    }

    // MARK: - Text files

    /// The app's sources and storyboards, read once for the uses of every imageset's name; one that
    /// cannot be read is taken as using nothing (it was not read for actions either).
    private func readAppFiles() -> [(path: String, bytes: [UInt8])] {
        report.appFiles.compactMap { path in
            guard let data = try? files.read(URL(fileURLWithPath: path), limit: SourceFile.limit) else { return nil }
            return (path, [UInt8](data))
        }
    }

    /// The file as the repairs so far left it, else as it is on disk.
    private func text(_ path: String, in edited: [String: EditedFile]) throws(FixError) -> EditedFile {
        if let file = edited[path] { return file }
        return try readText(path)
    }

    private func readText(_ path: String) throws(FixError) -> EditedFile {
        let data: Data?
        do throws(AppFileError) {
            data = try files.read(URL(fileURLWithPath: path), limit: SourceFile.limit)
        } catch {
            throw .file(error)
        }
        guard let data else { throw .unreadable(path: path, reason: "the file is gone") }
        return EditedFile(original: data, current: data)
    }

    private static func applying(_ edits: [InfoPlistItemEdit], to data: Data, path: String) throws(FixError) -> Data {
        do throws(InfoPlistEditRefusal) {
            return try InfoPlistItemEditor.apply(edits, to: data, path: path)
        } catch {
            throw .needsPerson(path: path, reason: error.why)
        }
    }

    /// A rule's edit as the Info.plist editor's, and the line that says it.
    private static func plistEdit(_ edit: SuggestedEdit) -> (InfoPlistItemEdit, String) {
        switch edit {
        case let .setItemKey(item, key, value):
            return (
                InfoPlistItemEdit(item: item, change: .set(key: key, value: value)),
                "UIApplicationShortcutItems[\(item)].\(key) set to \(DisplayText.quote(value))"
            )
        case let .removeItemKey(item, key):
            return (
                InfoPlistItemEdit(item: item, change: .remove(key: key)),
                "UIApplicationShortcutItems[\(item)].\(key) removed"
            )
        case let .renameItemKey(item, key, newKey):
            return (
                InfoPlistItemEdit(item: item, change: .rename(key: key, newKey: newKey)),
                "UIApplicationShortcutItems[\(item)].\(key) renamed \(newKey)"
            )
        case .renameItemsFileField, .renameKey:
            preconditionFailure("a key's rename outside an item is made by its own editor")
        }
    }

    // MARK: - Pixels

    /// Whether opaque art is dark on light, as it would be drawn: a PNG as decoded, a PDF or SVG at @1x.
    private static func isDarkOnLight(_ art: ImagesetOnDisk.Art, in imageset: ImagesetOnDisk) -> Bool {
        artRaster(art, in: imageset).map(OpaqueArt.isDarkOnLight) ?? false
    }

    /// The art as it would be drawn: a PNG as decoded, a PDF or SVG at @1x; nil when it cannot be.
    private static func artRaster(_ art: ImagesetOnDisk.Art, in imageset: ImagesetOnDisk) -> Raster? {
        if art.kind == .png { return (try? PNGImage(data: art.data))?.raster }
        guard let kind = VectorImage.Kind(art.kind),
            let image = try? VectorImage(
                data: art.data, kind: kind, baseDirectory: URL(fileURLWithPath: imageset.path))
        else { return nil }
        return try? image.render(scale: 1)
    }

    /// Whether any visible pixel is not black: a template's colour is ignored, but a file declared one should not carry
    /// any.
    static func hasColouredInk(_ raster: Raster) -> Bool {
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                if let color = raster.straightColor(x: x, y: y), color != RGB(red: 0, green: 0, blue: 0) { return true }
            }
        }
        return false
    }

    /// The findings an imageset repair answers.
    static func repairable(_ findings: [Finding]) -> [Finding] {
        findings.filter { FixableDiagnostics.kind(of: $0.rule).repairsImageset }
    }
}
