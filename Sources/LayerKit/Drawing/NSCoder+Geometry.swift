import Foundation

/// UIKit's string forms of geometry: "{x, y}", "{w, h}", "{{x, y}, {w, h}}"
/// (what code that keeps keyframe values as strings parses). A string of
/// another shape gives zero, as on iOS.
extension NSCoder {
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    public static func string(for point: CGPoint) -> String { "{\(format(point.x)), \(format(point.y))}" }
    public static func string(for size: CGSize) -> String { "{\(format(size.width)), \(format(size.height))}" }
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    /// The first `count` finite numbers in `string`, or zeros when it has fewer.
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        let separators = CharacterSet(charactersIn: "{}, \t\n")
        let found = string.components(separatedBy: separators).filter { !$0.isEmpty }.map { Double($0) }
        guard found.count >= count, found.prefix(count).allSatisfy({ $0?.isFinite == true }) else {
            return Array(repeating: 0, count: count)
        }
        return found.prefix(count).map { CGFloat($0!) }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}
