/// A scripted action of a scene (`snowman render --actions`, tests): a verb
/// and its arguments, as in "select 0 1 2".
public struct ScriptedAction {
    public let verb: String
    public let arguments: [String]

    public init(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        (verb, arguments) = (words.first ?? "", Array(words.dropFirst()))
    }

    /// The arguments as whole numbers: nil when there are none or one is not a number.
    public var numbers: [Int]? {
        let numbers = arguments.compactMap(Int.init)
        return numbers.isEmpty || numbers.count != arguments.count ? nil : numbers
    }
}
