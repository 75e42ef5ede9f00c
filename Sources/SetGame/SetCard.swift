/// One card of the 81: a number of symbols, their shape, shading and colour.
public struct SetCard: Hashable, Sendable, CustomStringConvertible {
    public enum Shape: Int, CaseIterable, Sendable { case diamond, squiggle, oval }
    public enum Shading: Int, CaseIterable, Sendable { case solid, striped, open }
    public enum Color: Int, CaseIterable, Sendable { case red, green, purple }

    /// 1 to 3.
    public let number: Int
    public let shape: Shape
    public let shading: Shading
    public let color: Color

    public init(number: Int, shape: Shape, shading: Shading, color: Color) {
        precondition((1...3).contains(number), "a card shows one to three symbols")
        (self.number, self.shape, self.shading, self.color) = (number, shape, shading, color)
    }

    /// The card's place in the standard order, 0 to 80 (its identity).
    public var id: Int {
        ((number - 1) * 27) + shape.rawValue * 9 + shading.rawValue * 3 + color.rawValue
    }

    /// The card with `id` (0 to 80).
    public init(id: Int) {
        precondition((0..<81).contains(id), "card ids are 0 to 80")
        self.init(number: id / 27 + 1, shape: Shape(rawValue: id / 9 % 3)!, shading: Shading(rawValue: id / 3 % 3)!,
                  color: Color(rawValue: id % 3)!)
    }

    /// The whole deck in the standard order.
    public static let deck: [SetCard] = (0..<81).map(SetCard.init(id:))

    /// Whether three cards make a set: each feature all the same or all different.
    public static func isSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
        func fits(_ x: Int, _ y: Int, _ z: Int) -> Bool { (x + y + z) % 3 == 0 }
        return fits(a.number, b.number, c.number) && fits(a.shape.rawValue, b.shape.rawValue, c.shape.rawValue)
            && fits(a.shading.rawValue, b.shading.rawValue, c.shading.rawValue)
            && fits(a.color.rawValue, b.color.rawValue, c.color.rawValue)
    }

    public var description: String { "\(number) \(color) \(shading) \(shape)" }
}
