import Foundation

/// The timing curves a setting can use.
public enum TimingCurve: Int, CaseIterable, Sendable {
    case linear, easeIn, easeOut, easeInEaseOut, systemDefault, spring

    public var label: String {
        switch self {
        case .linear: "Linear"
        case .easeIn: "Ease In"
        case .easeOut: "Ease Out"
        case .easeInEaseOut: "Ease In-Out"
        case .systemDefault: "Default"
        case .spring: "Spring"
        }
    }

    /// The name in the settings file.
    public var fileName: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInEaseOut: "easeInEaseOut"
        case .systemDefault: "default"
        case .spring: "spring"
        }
    }

    public init?(fileName: String) {
        guard let curve = Self.allCases.first(where: { $0.fileName == fileName }) else { return nil }
        self = curve
    }
}

/// The sections of the editor, in order.
public enum SettingSection: String, CaseIterable, Sendable {
    case size = "Size", position = "Position", rotation = "Rotation", appearance = "Appearance", timing = "Timing"
}

/// One editable property of a setting: the spec's table, row by row.
///
/// Every value is a `Double` so one stepper serves all: Autoreverse is 0 or 1,
/// Curve is a ``TimingCurve`` index, and Repeat Count 11 means "forever".
public enum SettingProperty: String, CaseIterable, Sendable {
    case widthMultiplier, heightMultiplier
    case horizontalOffset, verticalOffset
    case xFlips, ySpins, zTurns
    case opacity
    case duration, repeatCount, autoreverse, curve

    /// Repeat Count's value that means "forever".
    public static let repeatForever = 11.0

    public var section: SettingSection {
        switch self {
        case .widthMultiplier, .heightMultiplier: .size
        case .horizontalOffset, .verticalOffset: .position
        case .xFlips, .ySpins, .zTurns: .rotation
        case .opacity: .appearance
        case .duration, .repeatCount, .autoreverse, .curve: .timing
        }
    }

    public var label: String {
        switch self {
        case .widthMultiplier: "Width Multiplier"
        case .heightMultiplier: "Height Multiplier"
        case .horizontalOffset: "Horizontal Offset"
        case .verticalOffset: "Vertical Offset"
        case .xFlips: "X-Axis Flips"
        case .ySpins: "Y-Axis Spins"
        case .zTurns: "Z-Axis Turns"
        case .opacity: "Opacity"
        case .duration: "Duration"
        case .repeatCount: "Repeat Count"
        case .autoreverse: "Autoreverse"
        case .curve: "Curve"
        }
    }

    public var range: ClosedRange<Double> {
        switch self {
        case .widthMultiplier, .heightMultiplier: 0.1...3
        case .horizontalOffset: -400...400
        case .verticalOffset: -300...300
        case .xFlips, .ySpins: 0...10
        case .zTurns: -10...10
        case .opacity: 0...1
        case .duration: 0.1...10
        case .repeatCount: 1...Self.repeatForever
        case .autoreverse: 0...1
        case .curve: 0...Double(TimingCurve.allCases.count - 1)
        }
    }

    public var step: Double {
        switch self {
        case .widthMultiplier, .heightMultiplier, .opacity, .duration: 0.1
        case .horizontalOffset, .verticalOffset: 10
        case .xFlips, .ySpins: 0.5
        case .zTurns: 0.25
        case .repeatCount, .autoreverse, .curve: 1
        }
    }

    /// The value of a new setting.
    public var start: Double {
        switch self {
        case .widthMultiplier, .heightMultiplier, .xFlips, .opacity, .repeatCount, .autoreverse: 1
        case .horizontalOffset, .verticalOffset, .ySpins, .zTurns: 0
        case .duration: 2
        case .curve: Double(TimingCurve.easeInEaseOut.rawValue)
        }
    }

    /// The value with its unit, as the editor's label shows it.
    public func format(_ value: Double) -> String {
        switch self {
        case .widthMultiplier, .heightMultiplier: String(format: "%.1f×", value)
        case .horizontalOffset, .verticalOffset: String(format: "%+.0f pt", value)
        case .xFlips, .ySpins, .zTurns:
            value == 1 || value == -1 ? String(format: "%.0f turn", value) : Self.trimmed(value, "turns")
        case .opacity: String(format: "%.0f%%", value * 100)
        case .duration: String(format: "%.1f s", value)
        case .repeatCount: value >= Self.repeatForever ? "forever" : String(format: "%.0f×", value)
        case .autoreverse: value >= 0.5 ? "on" : "off"
        case .curve: (TimingCurve(rawValue: Int(value.rounded())) ?? .linear).label
        }
    }

    private static func trimmed(_ value: Double, _ unit: String) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return "\(text) \(unit)"
    }

    /// `value` clamped to the range and snapped to the step grid (no drift
    /// after many steps).
    public func normalized(_ value: Double) -> Double {
        guard value.isFinite else { return start }
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        let steps = ((clamped - range.lowerBound) / step).rounded()
        let snapped = range.lowerBound + steps * step
        return (min(snapped, range.upperBound) * 1e9).rounded() / 1e9
    }

    /// The value `count` steps away (negative: down), clamped.
    public func stepped(_ value: Double, by count: Int) -> Double {
        normalized(value + Double(count) * step)
    }

    /// The Core Animation key path this property animates, if any
    /// (the timing properties shape the group instead).
    public var keyPath: String? {
        switch self {
        case .widthMultiplier: "transform.scale.x"
        case .heightMultiplier: "transform.scale.y"
        case .horizontalOffset: "transform.translation.x"
        case .verticalOffset: "transform.translation.y"
        case .xFlips: "transform.rotation.x"
        case .ySpins: "transform.rotation.y"
        case .zTurns: "transform.rotation.z"
        case .opacity: "opacity"
        case .duration, .repeatCount, .autoreverse, .curve: nil
        }
    }
}
