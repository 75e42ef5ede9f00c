import Foundation

extension UIView {
    /// Which of a view's margins and sizes follow its superview's size, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The bounds' size changed from `old`: the view lays out again and its
    /// subviews follow their masks, at once (inside a block, so they animate too).
    func boundsSizeChanged(from old: CGSize) {
        let new = bounds.size
        guard new != old else { return }
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.resize(from: old, to: new)
        }
    }

    /// Follows the superview's change of size from `old` to `new`.
    private func resize(from old: CGSize, to new: CGSize) {
        let frame = self.frame
        let mask = autoresizingMask
        let (x, width) = Self.share(new.width - old.width, before: frame.minX, size: frame.width,
                                    after: old.width - frame.maxX, flexible: (mask.contains(.flexibleLeftMargin),
                                    mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let (y, height) = Self.share(new.height - old.height, before: frame.minY, size: frame.height,
                                     after: old.height - frame.maxY, flexible: (mask.contains(.flexibleTopMargin),
                                     mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        self.frame = CGRect(x: x, y: y, width: max(width, 0), height: max(height, 0))
    }

    /// One axis: the flexible parts (leading margin, size, trailing margin)
    /// take `change` in proportion to their lengths, or in equal shares when
    /// they are all empty. Returns the new start and size.
    static func share(_ change: CGFloat, before: CGFloat, size: CGFloat, after: CGFloat,
                      flexible: (before: Bool, size: Bool, after: Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.before, max(before, 0)), (flexible.size, max(size, 0)), (flexible.after, max(after, 0))]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0 else { return (before, size) }
        let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        func portion(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? change * parts[index].1 / total : change / CGFloat(flexibleCount)
        }
        return (before + portion(0), size + portion(1))
    }
}
