import Foundation

/// A keyframe animation along a ``CGPath``: the point on the path at a
/// progress, and the path's direction there (for `rotationMode`).
///
/// Each drawn element is a keyframe segment (a move jumps): by default the
/// segments share the duration evenly, or by `keyTimes`; paced, they share
/// it by arc length and each is walked at constant speed, through a table
/// of its length at evenly spaced parameters.
final class PathTrack: Sendable {
    /// The point key path it moves.
    let keyPath: AnimatableKeyPath
    /// Where `keyPath`'s point lives in a frame (resolved once).
    private let slot: VectorSlot
    /// Whether the point is an offset from the value so far.
    let isAdditive: Bool
    /// The drawn segments in order, with where each starts in progress.
    private let segments: [PathSegment]
    private let starts: [Double]
    /// Per segment when paced: cumulative length at parameters i / tableSteps.
    private let lengthTables: [[Double]]
    let rotation: Rotation?

    enum Rotation: Sendable { case auto, autoReverse }

    /// Samples per segment of the arc-length table.
    static let tableSteps = 64

    /// Nil for a path that draws nothing.
    init?(path: CGPath, keyTimes: [Double]?, paced: Bool, rotation: Rotation?, keyPath: AnimatableKeyPath,
          isAdditive: Bool) {
        (self.keyPath, self.isAdditive) = (keyPath, isAdditive)
        slot = VectorSlot(keyPath)
        var segments: [PathSegment] = []
        path.forEachSegment { segments.append($0) }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        self.rotation = rotation
        if paced {
            let tables = segments.map { segment -> [Double] in
                var table = [0.0], previous = segment.start
                for step in 1...Self.tableSteps {
                    let point = segment.point(at: CGFloat(step) / CGFloat(Self.tableSteps))
                    table.append(table[step - 1] + Double(hypot(point.x - previous.x, point.y - previous.y)))
                    previous = point
                }
                return table
            }
            let total = tables.reduce(0) { $0 + $1[Self.tableSteps] }
            lengthTables = tables
            var start = 0.0, starts: [Double] = []
            for table in tables {
                starts.append(total > 0 ? start / total : Double(starts.count) / Double(tables.count))
                start += table[Self.tableSteps]
            }
            self.starts = starts
        } else {
            lengthTables = []
            if let keyTimes, keyTimes.count == segments.count + 1 {
                starts = Array(keyTimes.dropLast())
            } else {
                starts = Array(KeyTimes.even(segments.count + 1).dropLast())
            }
        }
    }

    /// The segment and its curve parameter at `progress`.
    private func locate(_ progress: Double) -> (segment: Int, t: CGFloat) {
        var index = 0
        while index + 1 < segments.count && starts[index + 1] <= progress { index += 1 }
        let start = starts[index], end = index + 1 < starts.count ? starts[index + 1] : 1
        let local = end > start ? min(max((progress - start) / (end - start), 0), 1) : 1
        guard !lengthTables.isEmpty else { return (index, CGFloat(local)) }
        // Constant speed: the parameter where the length so far is `local` of the whole.
        let table = lengthTables[index], target = local * table[Self.tableSteps]
        var step = 1
        while step < Self.tableSteps && table[step] < target { step += 1 }
        let below = table[step - 1], above = table[step]
        let fraction = above > below ? (target - below) / (above - below) : 0
        return (index, CGFloat((Double(step - 1) + fraction) / Double(Self.tableSteps)))
    }

    /// Writes the point at `progress` and, when the layer turns with the
    /// path, adds the tangent's angle to the presented rotation. (Cumulative
    /// repeats do not move a path on.)
    func apply(progress: Double, to state: inout EvaluationState) {
        let (point, angle) = sample(at: progress)
        var value = VectorValue(point)
        if isAdditive { value = state.vector(at: slot).plus(value) }
        state.setVector(value, at: slot)
        if rotation != nil {
            state.setScalar(state.scalar(at: .rotationZ) + angle, at: .rotationZ)
        }
    }

    /// The point at `progress`, and the tangent's angle there (radians from +x toward +y).
    func sample(at progress: Double) -> (point: CGPoint, angle: Double) {
        let (index, t) = locate(progress)
        let segment = segments[index]
        let direction = segment.tangent(at: t)
        let angle = Double(atan2(direction.y, direction.x))
        return (segment.point(at: t), rotation == .autoReverse ? angle + .pi : angle)
    }
}

extension PathSegment {
    /// The direction of travel at `t` (the derivative; a chord where it vanishes).
    func tangent(at t: CGFloat) -> CGPoint {
        guard let c1 = control1, let c2 = control2 else { return CGPoint(x: end.x - start.x, y: end.y - start.y) }
        let u = 1 - t
        let (w0, w1, w2) = (3 * u * u, 6 * u * t, 3 * t * t)
        let derivative = CGPoint(x: w0 * (c1.x - start.x) + w1 * (c2.x - c1.x) + w2 * (end.x - c2.x),
                                 y: w0 * (c1.y - start.y) + w1 * (c2.y - c1.y) + w2 * (end.y - c2.y))
        if derivative.x != 0 || derivative.y != 0 { return derivative }
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }
}
