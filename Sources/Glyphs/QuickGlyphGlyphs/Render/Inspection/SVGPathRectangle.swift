import Foundation

/// Whether a path's `d` draws one axis-aligned rectangle, as Figma writes a frame's
/// fill (`M0 0h24v24H0z`). Only moves, lines and closes are read: any curve or
/// arc, or a second shape, is not a plain rectangle.
package struct SVGPathRectangle: Sendable, Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    package init?(_ d: String) {
        guard let tokens = SVGPathRectangle.tokens(d), case .command(let first)? = tokens.first,
            first == "M" || first == "m"
        else { return nil }
        var points: [(Double, Double)] = []
        var x = 0.0, y = 0.0
        var command: Character = first
        var index = 0, moves = 0, closed = false
        func next() -> Double? {
            guard index < tokens.count, case .number(let value) = tokens[index] else { return nil }
            index += 1
            return value
        }
        while index < tokens.count {
            if case .command(let letter) = tokens[index] {
                command = letter
                index += 1
                if letter == "Z" || letter == "z" {
                    closed = true
                    continue
                }
            } else if command == "M" {
                command = "L" // Pairs after a move are lines.
            } else if command == "m" {
                command = "l"
            }
            if closed { return nil } // Anything after the close is a second shape.
            switch command {
            case "M", "m", "L", "l":
                guard let dx = next(), let dy = next() else { return nil }
                let relative = command == "m" || command == "l"
                x = relative ? x + dx : dx
                y = relative ? y + dy : dy
                if command == "M" || command == "m" { moves += 1 }
            case "H", "h":
                guard let value = next() else { return nil }
                x = command == "h" ? x + value : value
            case "V", "v":
                guard let value = next() else { return nil }
                y = command == "v" ? y + value : value
            default:
                return nil
            }
            points.append((x, y))
        }
        guard moves == 1, let first = points.first else { return nil }
        // Closing returns to the start; a last point on the start closes it too.
        if let last = points.last, last != first { points.append(first) }
        let xs = Set(points.map(\.0)), ys = Set(points.map(\.1))
        guard xs.count == 2, ys.count == 2, points.count <= 6 else { return nil }
        // Every segment runs along an axis, and all four corners are visited.
        for (a, b) in zip(points, points.dropFirst()) where a.0 != b.0 && a.1 != b.1 { return nil }
        let corners = Set(points.map { "\($0.0),\($0.1)" })
        guard corners.count == 4 else { return nil }
        minX = xs.min()!; maxX = xs.max()!; minY = ys.min()!; maxY = ys.max()!
    }

    private enum Token {
        case command(Character)
        case number(Double)
    }

    private static func tokens(_ d: String) -> [Token]? {
        let pattern = try! NSRegularExpression(
            pattern: "([A-Za-z])|([-+]?(?:[0-9]*\\.[0-9]+|[0-9]+\\.?)(?:[eE][-+]?[0-9]+)?)|([\\s,]+)|(.)")
        var tokens: [Token] = []
        let text = d as NSString
        for match in pattern.matches(in: d, range: NSRange(location: 0, length: text.length)) {
            if match.range(at: 1).location != NSNotFound {
                tokens.append(.command(Character(text.substring(with: match.range(at: 1)))))
            } else if match.range(at: 2).location != NSNotFound {
                guard let value = Double(text.substring(with: match.range(at: 2))) else { return nil }
                tokens.append(.number(value))
            } else if match.range(at: 4).location != NSNotFound {
                return nil
            }
        }
        return tokens
    }
}
