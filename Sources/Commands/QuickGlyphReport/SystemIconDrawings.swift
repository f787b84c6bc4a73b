/// Our own drawings of what iOS draws for its system icons and for the SF Symbols `IconLookalike`
/// knows, so that the menu pictures (the HTML report's, `build --preview`'s) show roughly what a
/// person will see where this machine has neither Apple's glyphs nor an SF Symbols font. Each is a
/// few circles, boxes and lines written by hand on a 24-unit square, in one ink as iOS tints its
/// icons; they are ours, part of quickglyph under its licence, and copy no icon set's paths.
/// Kept as data in the source so that a report draws the same on every machine.
package enum SystemIconDrawings {
    /// One `<path>`: its data, and how it is painted.
    package struct Path: Sendable, Equatable {
        enum Paint: Sendable, Equatable {
            /// Filled by the nonzero rule.
            case fill
            /// Filled by the even-odd rule: an inner ring is a hole.
            case fillEvenOdd
            /// A line `strokeWidth` units wide with round ends and corners: most of the drawings.
            case stroke
        }

        var d: String
        var paint: Paint

        init(_ d: String, _ paint: Paint = .stroke) {
            self.d = d
            self.paint = paint
        }

        /// The attributes of its SVG `<path>` besides the colour, in order, which the enclosing element
        /// gives as both `fill` and `stroke`: a stroked path is not filled and a filled one not stroked.
        package var attributes: [(name: String, value: String)] {
            switch paint {
            case .fill: return [("d", d), ("stroke", "none")]
            case .fillEvenOdd: return [("d", d), ("fill-rule", "evenodd"), ("stroke", "none")]
            case .stroke:
                return [
                    ("d", d), ("fill", "none"), ("stroke-width", "\(Int(SystemIconDrawings.strokeWidth))"),
                    ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
                ]
            }
        }
    }

    /// A drawing: its paths, painted in order.
    package struct Drawing: Sendable, Equatable {
        package var paths: [Path]

        init(_ paths: [Path]) { self.paths = paths }
    }

    /// The side of the square every drawing is made on; ink stays within 1 unit of its edge.
    package static let side = 24.0
    /// The width of a stroked line, in the square's units.
    static let strokeWidth = 2.0

    /// A circle as path data: two half arcs.
    static func circle(_ x: Double, _ y: Double, _ r: Double) -> String {
        func n(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        let arc = "A \(n(r)) \(n(r)) 0 1 1"
        return "M \(n(x)) \(n(y - r)) \(arc) \(n(x)) \(n(y + r)) \(arc) \(n(x)) \(n(y - r)) Z"
    }

    /// By name: each system icon's Swift name (`capturePhoto`), then the symbols' own drawings.
    static let drawings: [String: Drawing] = systemIcons.merging(symbols) { first, _ in first }

    /// What iOS draws for each `UIApplicationShortcutIconType`, by the icon's Swift name.
    static let systemIcons: [String: Drawing] = [
        // A square with a pencil over its open corner.
        "compose": Drawing([Path("M 11 4 H 5 V 20 H 20 V 13"), Path("M 18 2.5 L 21.5 6 L 12 15.5 L 8 16 L 8.5 12 Z")]),
        "play": Drawing([Path("M 7 4 L 20 12 L 7 20 Z", .fill)]),
        "pause": Drawing([Path("M 6 4 H 10 V 20 H 6 Z M 14 4 H 18 V 20 H 14 Z", .fill)]),
        "add": Drawing([Path("M 12 4 V 20 M 4 12 H 20")]),
        // The navigation arrow, pointing up and right.
        "location": Drawing([Path("M 20 4 L 4 11 L 11 13 L 13 20 Z", .fill)]),
        "search": Drawing([Path(circle(10, 10, 6)), Path("M 14.5 14.5 L 20 20")]),
        // A box with an arrow leaving it upward.
        "share": Drawing([Path("M 8 9 H 6 V 21 H 18 V 9 H 16"), Path("M 12 14 V 3 M 8 7 L 12 3 L 16 7")]),
        "prohibit": Drawing([Path(circle(12, 12, 9)), Path("M 5.6 5.6 L 18.4 18.4")]),
        // A head and shoulders in a circle.
        "contact": Drawing([
            Path(circle(12, 12, 9)), Path(circle(12, 10, 3)),
            Path("M 6.5 18.5 A 6 6 0 0 1 17.5 18.5"),
        ]),
        "home": Drawing([Path("M 3 11 L 12 3 L 21 11 M 5 9.5 V 21 H 19 V 9.5"), Path("M 10 21 V 15 H 14 V 21")]),
        // A map pin with a hole.
        "markLocation": Drawing([
            Path(
                "M 12 2 A 7 7 0 0 1 19 9 C 19 14 12 22 12 22 C 12 22 5 14 5 9 A 7 7 0 0 1 12 2 Z "
                    + circle(12, 9, 2.5), .fillEvenOdd)
        ]),
        // A five-pointed star: points 10 units from its centre, inner corners 4.2.
        "favorite": Drawing([
            Path(
                "M 12 2.8 L 14.5 9.4 L 21.5 9.7 L 16 14.1 L 17.9 20.9 L 12 17 L 6.1 20.9 L 8 14.1 "
                    + "L 2.5 9.7 L 9.5 9.4 Z", .fill)
        ]),
        // Two half circles over a point.
        "love": Drawing([
            Path(
                "M 12 21 C 7 17 3 13.5 3 8.5 A 4.5 4.5 0 0 1 12 8.5 A 4.5 4.5 0 0 1 21 8.5 "
                    + "C 21 13.5 17 17 12 21 Z", .fill)
        ]),
        // Three bulges over a flat base.
        "cloud": Drawing([
            Path(
                "M 7 19 A 4.5 4.5 0 0 1 6.5 10 A 6 6 0 0 1 17.5 9.5 A 4.75 4.75 0 0 1 17.5 19 Z",
                .fill)
        ]),
        // An open envelope.
        "invitation": Drawing([Path("M 3 10 L 12 4 L 21 10 V 20 H 3 Z"), Path("M 3 10 L 12 16 L 21 10")]),
        "confirmation": Drawing([Path("M 4 12.5 L 9.5 18 L 20 6")]),
        "mail": Drawing([Path("M 3 5.5 H 21 V 18.5 H 3 Z"), Path("M 3 6 L 12 13 L 21 6")]),
        // A speech bubble with its tail at the lower left.
        "message": Drawing([
            Path(
                "M 12 4 C 17 4 21 7 21 11 C 21 15 17 18 12 18 C 11 18 10 17.9 9 17.6 L 4 20 "
                    + "L 5.5 16 C 4 14.6 3 12.9 3 11 C 3 7 7 4 12 4 Z", .fill)
        ]),
        "date": Drawing([
            Path("M 3.5 5 H 20.5 V 20.5 H 3.5 Z M 3.5 9.5 H 20.5 M 8 3 V 6.5 M 16 3 V 6.5"),
            Path("M 7 13 H 9 M 11 13 H 13 M 15 13 H 17 M 7 17 H 9 M 11 17 H 13"),
        ]),
        "time": Drawing([Path(circle(12, 12, 9)), Path("M 12 7 V 12 L 15.5 14")]),
        // A camera body with its lens.
        "capturePhoto": Drawing([Path("M 3 8 H 7 L 9 5 H 15 L 17 8 H 21 V 19 H 3 Z"), Path(circle(12, 13, 3.5))]),
        "captureVideo": Drawing([Path("M 2.5 7 H 15.5 V 17 H 2.5 Z"), Path("M 15.5 10.5 L 21.5 7 V 17 L 15.5 13.5")]),
        "task": Drawing([Path(circle(12, 12, 9))]),
        "taskCompleted": Drawing([Path(circle(12, 12, 9)), Path("M 7.5 12.5 L 10.5 15.5 L 16.5 9")]),
        // A clock with two bells and two feet.
        "alarm": Drawing([
            Path(circle(12, 13, 7.5)), Path("M 12 9.5 V 13 L 14.5 14.5"),
            Path("M 3.5 6 L 6.5 3.5 M 20.5 6 L 17.5 3.5 M 7 19.5 L 5 21.5 M 17 19.5 L 19 21.5"),
        ]),
        "bookmark": Drawing([Path("M 6 3 H 18 V 21 L 12 16 L 6 21 Z", .fill)]),
        // Two crossing lines, each ending in an arrowhead.
        "shuffle": Drawing([
            Path("M 3 7 H 7 C 12 7 12 17 17 17 H 21 M 3 17 H 7 C 12 17 12 7 17 7 H 21"),
            Path("M 18 4 L 21 7 L 18 10 M 18 14 L 21 17 L 18 20"),
        ]),
        // A speaker and two sound waves.
        "audio": Drawing([
            Path("M 3 9 H 7 L 12 4.5 V 19.5 L 7 15 H 3 Z", .fill),
            Path("M 15.5 9 A 4 4 0 0 1 15.5 15 M 18 6 A 8 8 0 0 1 18 18"),
        ]),
        // Two arcs chasing each other round, each with an arrowhead.
        "update": Drawing([
            Path("M 19.5 10 A 8 8 0 0 0 5 8 M 4.5 14 A 8 8 0 0 0 19 16"),
            Path("M 5 4 V 8 H 9 M 19 20 V 16 H 15"),
        ]),
    ]

    /// The SF Symbols no system icon looks like (`IconLookalike.symbols`), each by a name of its own.
    static let symbols: [String: Drawing] = [
        // A ring with eight teeth.
        "gear": Drawing([
            Path(circle(12, 12, 6.5)), Path(circle(12, 12, 2.5)),
            Path(
                "M 12 5.5 V 2.5 M 12 18.5 V 21.5 M 5.5 12 H 2.5 M 18.5 12 H 21.5 M 16.6 7.4 L 18.7 5.3 "
                    + "M 7.4 16.6 L 5.3 18.7 M 7.4 7.4 L 5.3 5.3 M 16.6 16.6 L 18.7 18.7"),
        ]),
        "trash": Drawing([Path("M 4 6 H 20 M 9 6 V 3.5 H 15 V 6 M 6 6 L 7 21 H 17 L 18 6 M 10 10 V 17 M 14 10 V 17")]),
        // A page with a folded corner and two lines.
        "document": Drawing([Path("M 6 3 H 14 L 19 8 V 21 H 6 Z M 14 3 V 8 H 19"), Path("M 9 12 H 16 M 9 16 H 16")]),
        "bell": Drawing([Path("M 6 17 V 11 A 6 6 0 0 1 18 11 V 17 L 20 19 H 4 Z"), Path("M 10 21.5 H 14")]),
        "list": Drawing([
            Path("M 9 6 H 20 M 9 12 H 20 M 9 18 H 20"),
            Path(circle(4.5, 6, 1.5) + " " + circle(4.5, 12, 1.5) + " " + circle(4.5, 18, 1.5), .fill),
        ]),
        // A box with an arrow entering it downward.
        "download": Drawing([Path("M 8 9 H 6 V 21 H 18 V 9 H 16"), Path("M 12 3 V 14 M 8 10 L 12 14 L 16 10")]),
        "close": Drawing([Path("M 5 5 L 19 19 M 19 5 L 5 19")]),
        "lock": Drawing([Path("M 5 11 H 19 V 21 H 5 Z", .fill), Path("M 8 11 V 7.5 A 4 4 0 0 1 16 7.5 V 11")]),
        // A frame with two hills and a sun.
        "photo": Drawing([
            Path("M 3 5 H 21 V 19 H 3 Z"), Path("M 3 19 L 9 11 L 13 16 L 16 13 L 21 19 Z", .fill),
            Path(circle(16.5, 9, 1.8), .fill),
        ]),
        "microphone": Drawing([
            Path("M 9 6 A 3 3 0 0 1 15 6 V 12 A 3 3 0 0 1 9 12 Z", .fill),
            Path("M 5.5 11 A 6.5 6.5 0 0 0 18.5 11 M 12 17.5 V 21 M 8.5 21 H 15.5"),
        ]),
        // A handset, its ends at the top left and the bottom right.
        "phone": Drawing([
            Path(
                "M 5 3 H 9 L 11 8 L 8.5 9.5 A 11 11 0 0 0 14.5 15.5 L 16 13 L 21 15 V 19 "
                    + "A 2 2 0 0 1 19 21 A 16 16 0 0 1 3 5 A 2 2 0 0 1 5 3 Z", .fill)
        ]),
        "copy": Drawing([Path("M 8 8 H 20 V 20 H 8 Z M 16 8 V 4 H 4 V 16 H 8")]),
        // Two open links of a chain and the bar that joins them.
        "link": Drawing([
            Path("M 10.5 13.5 L 13.5 10.5"),
            Path(
                "M 8.5 11 L 6 13.5 A 3.5 3.5 0 0 0 11 18.5 L 13 16.5 "
                    + "M 15.5 13 L 18 10.5 A 3.5 3.5 0 0 0 13 5.5 L 11 7.5"),
        ]),
        "question": Drawing([
            Path(circle(12, 12, 9)), Path("M 9.5 9.5 A 2.5 2.5 0 1 1 12 12 V 14"),
            Path(circle(12, 17, 1.2), .fill),
        ]),
        "info": Drawing([Path(circle(12, 12, 9)), Path("M 12 11 V 17"), Path(circle(12, 7.5, 1.2), .fill)]),
        // Two notes joined by a beam.
        "music": Drawing([
            Path("M 10 18 V 4.5 L 19 3 V 15"),
            Path(circle(7.5, 18, 2.5) + " " + circle(16.5, 15, 2.5), .fill),
        ]),
        "printer": Drawing([Path("M 7 9 V 3 H 17 V 9 M 7 18 H 4 V 9 H 20 V 18 H 17 M 7 14 H 17 V 21 H 7 Z")]),
        // Three arcs over a dot.
        "wifi": Drawing([
            Path(
                "M 2.5 9.5 A 13.5 13.5 0 0 1 21.5 9.5 M 6 13 A 8.5 8.5 0 0 1 18 13 "
                    + "M 9.5 16.5 A 3.5 3.5 0 0 1 14.5 16.5"), Path(circle(12, 19.5, 1.5), .fill),
        ]),
        "addContact": Drawing([
            Path(circle(9, 8, 3.5)), Path("M 2.5 20 A 6.5 6.5 0 0 1 15.5 20"),
            Path("M 19 8 V 14 M 16 11 H 22"),
        ]),
        "addEvent": Drawing([
            Path("M 3.5 5 H 20.5 V 20.5 H 3.5 Z M 3.5 9.5 H 20.5 M 8 3 V 6.5 M 16 3 V 6.5"),
            Path("M 12 12 V 18 M 9 15 H 15"),
        ]),
    ]
}
