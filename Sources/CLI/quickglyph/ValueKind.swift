import Foundation
import QuickGlyphModel

/// How an option's value is written, read and described. One source for the
/// parser, the synopsis, the help line and the error a bad value gets, so the
/// values the help offers are the values the parser takes.
struct ValueKind<Value: Sendable>: Sendable {
    /// The value's placeholder in the synopsis and help (`DIR`, `auto|viewbox|glyph`, `1-12`); nil for a flag.
    var placeholder: String?
    /// The values taken, in words that finish "--name takes …" ("viewbox or glyph",
    /// "a level from 1 to 12"); nil when any text will do.
    var allowed: String?
    /// The values written out, when they are a fixed few: what a list of them is made of.
    var choices: [String]?
    /// The placeholder is the values themselves (`auto|viewbox|glyph`, `1-12`), not a name for them (`DIR`, `1,2,3`).
    var placeholderSpellsValues = false
    /// The value its text stands for; nil when the text is not an allowed value.
    var parse: @Sendable (String) -> Value?
    /// A value as a user would write it, for the default in the help; nil when there is nothing to show.
    var describe: @Sendable (Value) -> String?

    /// The same values, or none given: for an option whose absence the command resolves itself.
    var optional: ValueKind<Value?> {
        let parse = self.parse, describe = self.describe
        return ValueKind<Value?>(
            placeholder: placeholder, allowed: allowed, choices: choices,
            placeholderSpellsValues: placeholderSpellsValues,
            parse: { text in parse(text).map { .some($0) } },
            describe: { value in value.flatMap(describe) })
    }

    /// "a, b or c": the words of an allowed-values phrase.
    static func series(_ words: [String], _ conjunction: String) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }
}

extension ValueKind where Value == Bool {
    /// Present or absent; it takes no value, so the parser never calls `parse`.
    static var flag: ValueKind {
        ValueKind(placeholder: nil, allowed: nil, choices: nil, parse: { _ in nil }, describe: { _ in nil })
    }
}

extension ValueKind where Value == String {
    /// Any text but the empty string (a path, a name): what it means is the library's to judge.
    static func text(_ placeholder: String) -> ValueKind {
        ValueKind(
            placeholder: placeholder, allowed: nil, choices: nil,
            parse: { $0.isEmpty ? nil : $0 }, describe: { $0 })
    }
}

extension ValueKind where Value: CaseIterable & RawRepresentable<String> {
    /// One of an enum's cases by its raw value: the cases are the allowed values, so a
    /// case added to the library is offered by the help and taken by the parser.
    static var choice: ValueKind {
        let names = Value.allCases.map(\.rawValue)
        return ValueKind(
            placeholder: names.joined(separator: "|"), allowed: series(names, "or"), choices: names,
            placeholderSpellsValues: true, parse: { Value(rawValue: $0) }, describe: { $0.rawValue })
    }
}

extension ValueKind where Value == Int {
    /// A whole number in `range`; `noun` names it in the help and errors ("a level from 1 to 12").
    static func integer(in range: ClosedRange<Int>, noun: String) -> ValueKind {
        ValueKind(
            placeholder: "\(range.lowerBound)-\(range.upperBound)",
            allowed: "a \(noun) from \(range.lowerBound) to \(range.upperBound)", choices: nil,
            placeholderSpellsValues: true,
            parse: { Int($0).flatMap { range.contains($0) ? $0 : nil } }, describe: { String($0) })
    }

    /// A whole number in `range`, or one of a few names for a value in it (`max` for the top
    /// level): the names are in the placeholder and the help, and the parser takes them.
    static func integer(in range: ClosedRange<Int>, noun: String, names: KeyValuePairs<String, Int>) -> ValueKind {
        let named = names.map { (name: $0.key, value: $0.value) }
        precondition(named.allSatisfy { range.contains($0.value) }, "a named value is one of the range")
        let words = named.map { "\($0.name) for \($0.value)" }
        return ValueKind(
            placeholder: (["\(range.lowerBound)-\(range.upperBound)"] + named.map(\.name)).joined(separator: "|"),
            allowed: "a \(noun) from \(range.lowerBound) to \(range.upperBound), or " + series(words, "or"),
            choices: nil,
            parse: { text in
                if let hit = named.first(where: { $0.name == text }) { return hit.value }
                return Int(text).flatMap { range.contains($0) ? $0 : nil }
            },
            describe: { String($0) })
    }

    /// A whole number of at least `minimum`, with no upper bound worth naming.
    static func integer(atLeast minimum: Int, placeholder: String) -> ValueKind {
        ValueKind(
            placeholder: placeholder, allowed: "a whole number of at least \(minimum)", choices: nil,
            parse: { Int($0).flatMap { $0 >= minimum ? $0 : nil } }, describe: { String($0) })
    }

    /// One of `GlyphGeometry.scales`, written "2" or, as iOS names scales, "2x".
    static var scale: ValueKind {
        let names = GlyphGeometry.scales.map(String.init)
        return ValueKind(
            placeholder: names.joined(separator: "|"), allowed: series(names, "or"), choices: names,
            placeholderSpellsValues: true,
            parse: { text in
                let digits = text.hasSuffix("x") ? String(text.dropLast()) : text
                return Int(digits).flatMap { GlyphGeometry.scales.contains($0) ? $0 : nil }
            },
            describe: { String($0) })
    }
}

extension ValueKind {
    /// Values of a fixed few, comma-separated (`1,2,3`, which is also the placeholder):
    /// a set, so repeats are dropped and the order written does not matter (the result is sorted).
    static func list<Element: Comparable & Hashable & Sendable>(of element: ValueKind<Element>) -> ValueKind
    where Value == [Element] {
        precondition(element.choices != nil, "a list is of a fixed few values, to name them in the help")
        let parse = element.parse, describe = element.describe
        let choices = element.choices ?? []
        return ValueKind(
            placeholder: choices.joined(separator: ","),
            allowed: "a comma-separated list of " + series(choices, "and"), choices: nil,
            parse: { text in
                let items = text.split(separator: ",", omittingEmptySubsequences: false)
                    .map { parse($0.trimmingCharacters(in: .whitespaces)) }
                guard !items.isEmpty, items.allSatisfy({ $0 != nil }) else { return nil }
                return Array(Set(items.compactMap { $0 })).sorted()
            },
            describe: { values in values.compactMap(describe).joined(separator: ",") })
    }
}

extension ValueKind where Value == Double {
    /// A number of seconds above zero, whole or not ("10", "2.5").
    static var seconds: ValueKind {
        ValueKind(
            placeholder: "SECONDS", allowed: "a number of seconds above 0", choices: nil,
            parse: { Double($0).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } },
            describe: { $0 == $0.rounded() ? String(Int($0)) : String($0) })
    }
}
