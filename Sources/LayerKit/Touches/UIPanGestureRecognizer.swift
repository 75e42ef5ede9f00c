import Foundation

/// Begins once a touch has moved 10 points, then follows it:
/// ``translation(in:)`` from where it went down, and ``velocity(in:)``, a
/// least-squares fit of the last 100 ms of movement (still there at `.ended`).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// How far a touch moves before the pan begins.
    static let hysteresis: CGFloat = 10
    /// The span of movement the velocity is fitted to.
    static let velocityWindow: TimeInterval = 0.1

    /// Where the translation counts from, in window coordinates.
    private var origin: CGPoint?
    private var current: CGPoint = .zero
    /// Recent (time, point) samples in window coordinates.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if origin == nil {
            origin = touch.location(in: nil)
            current = origin!
        }
        record(touch)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let origin else { return }
        current = touch.location(in: nil)
        record(touch)
        if state == .possible {
            if hypot(current.x - origin.x, current.y - origin.y) >= Self.hysteresis { state = .began }
        } else if isActive {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { current = touch.location(in: nil); record(touch) }
        state = isActive ? .ended : .failed
    }

    /// How far the touch has moved since it went down (or since the last
    /// ``setTranslation(_:in:)``), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let (a, b) = (convert(origin, to: view), convert(current, to: view))
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation `translation` now (a drag that moves its view each step sets `.zero`).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            return CADiagnostics.report(CADiagnostic(call: "UIPanGestureRecognizer.setTranslation",
                                                     message: "\(translation) is not finite; ignored"))
        }
        let here = convert(current, to: view)
        let start = CGPoint(x: here.x - translation.x, y: here.y - translation.y)
        origin = view.map { $0.convert(start, to: nil) } ?? start
    }

    /// Points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = Self.fittedVelocity(samples)
        let (a, b) = (convert(current, to: view), convert(CGPoint(x: current.x + v.x, y: current.y + v.y), to: view))
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        view.map { $0.convert(point, from: nil) } ?? point
    }

    private func record(_ touch: UITouch) {
        samples.append((touch.timestamp, touch.location(in: nil)))
        let cutoff = touch.timestamp - Self.velocityWindow
        samples.removeAll { $0.time < cutoff }
    }

    /// The slope of the least-squares line through the samples, each axis against time.
    static func fittedVelocity(_ samples: [(time: TimeInterval, point: CGPoint)]) -> CGPoint {
        guard samples.count >= 2 else { return .zero }
        let n = Double(samples.count)
        let meanT = samples.reduce(0) { $0 + $1.time } / n
        let meanX = samples.reduce(0) { $0 + Double($1.point.x) } / n
        let meanY = samples.reduce(0) { $0 + Double($1.point.y) } / n
        var (stt, stx, sty) = (0.0, 0.0, 0.0)
        for sample in samples {
            let dt = sample.time - meanT
            stt += dt * dt
            stx += dt * (Double(sample.point.x) - meanX)
            sty += dt * (Double(sample.point.y) - meanY)
        }
        guard stt > 1e-12 else { return .zero }
        return CGPoint(x: stx / stt, y: sty / stt)
    }

    open override func reset() {
        origin = nil
        samples.removeAll()
    }
}
