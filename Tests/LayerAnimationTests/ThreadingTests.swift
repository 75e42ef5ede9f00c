import Foundation
import Testing
@testable import LayerAnimation

/// The engine on several threads at once, for ThreadSanitizer's pass
/// (`scripts/test.sh --sanitize thread`): each thread its own layers,
/// transactions (per thread, as Core Animation's) and frames; diagnostics
/// reported from all of them, and the global handler changed meanwhile.
@Suite struct ThreadingTests {
    @Test func layersTransactionsFramesAndDiagnosticsOnManyThreadsAtOnce() {
        let threads = 4
        let group = DispatchGroup()
        let counts = NSLock()
        nonisolated(unsafe) var reported = 0
        nonisolated(unsafe) var finalXs: [Double] = []
        let previous = CADiagnostics.handler
        let count: @Sendable (CADiagnostic) -> Void = { _ in counts.withLock { reported += 1 } }
        CADiagnostics.handler = count
        for index in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                let root = CALayer(), child = CALayer()
                root.addSublayer(child)
                var x = 0.0
                for step in 0..<200 {
                    CATransaction.begin()
                    CATransaction.setAnimationDuration(0.01)
                    child.position = CGPoint(x: Double(step), y: Double(index))
                    CATransaction.setCompletionBlock {}
                    CATransaction.commit()
                    child.opacity = Float(step % 10) / 10  // the thread's implicit transaction
                    let bad = CABasicAnimation(keyPath: "position.q")  // reported, not animated
                    bad.toValue = 1
                    child.add(bad, forKey: "bad")
                    root.evaluateFrame(atTime: CACurrentMediaTime() + Double(step))
                    x = Double(child.presentedProperties.position.x)
                }
                CATransaction.flush()
                counts.withLock { finalXs.append(x) }
            }
        }
        for _ in 0..<50 { CADiagnostics.handler = count }  // changed while the threads report
        group.wait()
        CADiagnostics.handler = previous
        #expect(finalXs.count == threads && finalXs.allSatisfy { $0 == 199 }, "\(finalXs)")
        #expect(reported > 0, "the bad key paths were reported")
    }
}
