/// An animation value of any number of numbers: a gradient's colours (four
/// per colour) or locations, a point of a gradient, a replicator's
/// numbers. Arrays of unequal length do not blend: they switch halfway.
struct ArrayValue: AnimatableValue {
    var numbers: [Double]

    init(_ numbers: [Double]) { self.numbers = numbers }

    /// A colour's red, green, blue and alpha.
    init(_ color: CGColor) { numbers = [color.red, color.green, color.blue, color.alpha].map(Double.init) }

    /// The colour these four numbers are; nil for any other count.
    var color: CGColor? {
        numbers.count == 4 ? CGColor(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3]) : nil
    }

    /// Values come through their key's own conversion (``ExtraKey/value(_:)``).
    init?(_ value: Any, as kind: ValueKind) { nil }

    static var zero: ArrayValue { ArrayValue([]) }

    var isFinite: Bool { numbers.allSatisfy(\.isFinite) }

    static func interpolate(_ a: ArrayValue, _ b: ArrayValue, _ t: Double) -> ArrayValue {
        guard a.numbers.count == b.numbers.count else { return t < 0.5 ? a : b }
        return ArrayValue(zip(a.numbers, b.numbers).map { AnimationNumber.mix($0, $1, t) })
    }

    /// Element by element; with unequal lengths, an empty side adds nothing
    /// and otherwise `other` wins (there is no sum of a 3- and a 4-stop gradient).
    func plus(_ other: ArrayValue) -> ArrayValue {
        guard numbers.count == other.numbers.count else { return numbers.isEmpty ? other : (other.numbers.isEmpty ? self : other) }
        return ArrayValue(zip(numbers, other.numbers).map { $0 + $1 })
    }

    func minus(_ other: ArrayValue) -> ArrayValue {
        guard numbers.count == other.numbers.count else { return self }
        return ArrayValue(zip(numbers, other.numbers).map { $0 - $1 })
    }

    func repeated(_ count: Double) -> ArrayValue { ArrayValue(numbers.map { $0 * count }) }

    static func weightedSum(_ a: ArrayValue, _ b: ArrayValue, _ c: ArrayValue, _ d: ArrayValue,
                            _ w: (Double, Double, Double, Double)) -> ArrayValue {
        let count = b.numbers.count
        guard a.numbers.count == count, c.numbers.count == count, d.numbers.count == count else {
            return interpolate(b, c, w.2 > w.1 ? 1 : 0)
        }
        return ArrayValue((0..<count).map { i in
            a.numbers[i] * w.0 + b.numbers[i] * w.1 + c.numbers[i] * w.2 + d.numbers[i] * w.3
        })
    }

    /// Arrays of unequal length are one step apart.
    static func distance(_ a: ArrayValue, _ b: ArrayValue) -> Double {
        guard a.numbers.count == b.numbers.count else { return 1 }
        return zip(a.numbers, b.numbers).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    static func read(_ path: AnimatableKeyPath, from state: inout EvaluationState) -> ArrayValue {
        switch path {
        case .extra(let key): state.extra(key)
        case .cell(let index): state.cellValue(index)
        default: .zero
        }
    }

    static func write(_ value: ArrayValue, to path: AnimatableKeyPath, in state: inout EvaluationState) {
        guard value.isFinite else { return }
        switch path {
        case .extra(let key): state.setExtra(value, for: key)
        case .cell(let index): state.setCellValue(value, for: index)
        default: break
        }
    }
}
