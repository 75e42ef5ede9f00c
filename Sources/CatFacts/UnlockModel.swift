import Foundation

/// The three colours of the unlock screen.
public enum UnlockColor: String, CaseIterable, Sendable {
    case red, green, blue
}

/// Told which colour was picked (the original passed it back through a delegate).
@MainActor
public protocol UnlockDelegate: AnyObject {
    func unlock(_ model: UnlockModel, didPick color: UnlockColor)
}

/// The unlock screen: three colours, one of them (chosen per launch) the
/// right one, which reveals the way to the facts.
@MainActor
public final class UnlockModel {
    public let rightColor: UnlockColor
    public private(set) var picked: UnlockColor?
    public weak var delegate: UnlockDelegate?

    public init<G: RandomNumberGenerator>(using generator: inout G) {
        rightColor = UnlockColor.allCases.randomElement(using: &generator)!
    }

    public convenience init() {
        var generator = SystemRandomNumberGenerator()
        self.init(using: &generator)
    }

    /// Picks `color`; tells the delegate.
    public func pick(_ color: UnlockColor) {
        picked = color
        delegate?.unlock(self, didPick: color)
    }

    /// Whether the way to the facts shows (the right colour was picked).
    public var isUnlocked: Bool { picked == rightColor }
}
