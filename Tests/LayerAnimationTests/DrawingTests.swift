import Foundation
import Testing
@testable import LayerAnimation

/// CGContext records Core Graphics' calls; a layer's draw(in:) becomes its
/// content when it is displayed, once per setNeedsDisplay().
@Suite struct DrawingTests {
    final class Badge: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    final class Painter: CALayerDelegate {
        var drawn: [CGSize] = []
        func draw(_ layer: CALayer, in ctx: CGContext) {
            drawn.append(ctx.size)
            ctx.stroke(CGRect(x: 1, y: 1, width: 4, height: 4))
        }
    }

    @Test func pathsAreRecordedInDeviceSpaceWithTheirState() {
        let ctx = CGContext(size: CGSize(width: 100, height: 100), scale: 2)
        ctx.saveGState()
        ctx.translateBy(x: 10, y: 20)
        ctx.scaleBy(x: 2, y: 2)
        ctx.move(to: .zero)
        ctx.addLine(to: CGPoint(x: 5, y: 0))
        ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setLineWidth(3)
        ctx.setLineDash(phase: 1, lengths: [2, 1])
        ctx.strokePath()
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.commands.count == 2 && ctx.isPathEmpty)
        guard case .stroke(let line, let state) = ctx.commands[0], case .fill(_, .winding, let after) = ctx.commands[1] else {
            Issue.record("unexpected commands \(ctx.commands)")
            return
        }
        #expect(line.boundingBox == CGRect(x: 10, y: 20, width: 10, height: 0))  // (0,0)-(5,0) scaled 2, moved
        #expect(state.lineWidth == 3 && state.lineDashLengths == [2, 1] && state.strokeColor.blue == 1)
        #expect(state.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        #expect(after.ctm == .identity && after.lineWidth == 1)  // restored
    }

    @Test func drawPathModesAndClips() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        ctx.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.clip(using: .evenOdd)
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        ctx.drawPath(using: .eoFillStroke)
        #expect(ctx.commands.count == 2)
        guard case .fill(_, .evenOdd, let state) = ctx.commands[0], case .stroke = ctx.commands[1] else {
            Issue.record("unexpected commands")
            return
        }
        #expect(state.clips.count == 1 && state.clips[0].rule == .evenOdd)
        ctx.strokePath()  // nothing to stroke
        #expect(ctx.commands.count == 2)
    }

    @Test func badInputIsIgnoredAndReported() {
        let recorder = DiagnosticsRecorder()
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        recorder.run {
            ctx.setLineWidth(-1)
            ctx.setLineDash(phase: 0, lengths: [0, 0])
            ctx.translateBy(x: CGFloat.nan, y: 0)
            ctx.setAlpha(CGFloat.infinity)
            ctx.restoreGState()  // unbalanced: ignored quietly, as Core Graphics
            ctx.move(to: CGPoint(x: CGFloat.nan, y: 1))
        }
        #expect(recorder.diagnostics.count == 5)
        ctx.stroke(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard case .stroke(_, let state) = ctx.commands.last else { Issue.record("nothing stroked"); return }
        #expect(state.lineWidth == 1 && state.lineDashLengths.isEmpty && state.ctm == .identity && state.alpha == 1)
    }

    @Test func pathsWithPointsThatAreNotFiniteAreNotDrawn() {
        // Paths refuse such points; blending two far apart overflows into them.
        let recorder = DiagnosticsRecorder()
        func line(_ x: CGFloat) -> CGPath {
            let p = CGMutablePath()
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: x, y: 1))
            return p
        }
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        shape.path = line(1)
        let far = CABasicAnimation(keyPath: "path")
        (far.fromValue, far.toValue, far.duration, far.beginTime) = (line(.greatestFiniteMagnitude), line(-.greatestFiniteMagnitude), 1, 1)
        shape.add(far, forKey: "far")
        _ = recorder.run { shape.evaluateFrame(atTime: 1.4) }
        // The blend is not finite: it jumps (to the nearer path) instead, quietly.
        #expect(recorder.diagnostics.isEmpty)
        #expect((shape.contents as? CALayerDrawing)?.commands.count == 1)
        // A context whose transform makes a path overflow draws nothing and says so.
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        recorder.run {
            ctx.scaleBy(x: 1e300, y: 1e300)
            ctx.addPath(line(1e300))
            ctx.strokePath()
        }
        #expect(recorder.diagnostics.count == 1 && ctx.commands.isEmpty)
    }

    @Test func aLayerDrawsOncePerSetNeedsDisplay() {
        let root = CALayer(), badge = Badge()
        badge.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        badge.contentsScale = 2
        root.addSublayer(badge)
        root.evaluateFrame(atTime: 0)
        #expect(badge.draws == 0 && badge.contents == nil)
        badge.setNeedsDisplay()
        #expect(badge.needsDisplay())
        root.evaluateFrame(atTime: 0.1)
        root.evaluateFrame(atTime: 0.2)
        #expect(badge.draws == 1 && !badge.needsDisplay())
        let drawing = badge.contents as? CALayerDrawing
        #expect(drawing?.scale == 2 && drawing?.size == CGSize(width: 10, height: 10) && drawing?.commands.count == 1)
        #expect(badge.contentsObject === drawing)
        badge.displayIfNeeded()
        #expect(badge.draws == 1)
    }

    @Test func theDelegateDrawsAndBoundsChangesCanAskForANewDrawing() {
        let layer = CALayer(), painter = Painter()
        layer.delegate = painter
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)  // moved, not resized
        #expect(!layer.needsDisplay())
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        layer.evaluateFrame(atTime: 0)
        #expect(painter.drawn == [CGSize(width: 20, height: 10), CGSize(width: 30, height: 10)])
    }
}

@Suite struct ShapeLayerTests {
    @Test func negativeAndNonFiniteShapeValuesAreRefused() {
        let recorder = DiagnosticsRecorder()
        let shape = CAShapeLayer()
        recorder.run {
            shape.lineWidth = -2
            shape.strokeEnd = CGFloat.nan
            shape.fillColor = CGColor(red: CGFloat.infinity, green: 0, blue: 0, alpha: 1)
        }
        #expect(shape.lineWidth == 1 && shape.strokeEnd == 1 && shape.fillColor?.red == 0)
        #expect(recorder.diagnostics.count == 3)
    }

    @Test func trimmingCutsByLength() {
        let line = CGMutablePath()
        line.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let middle = line.trimmed(from: 0.25, to: 0.75)
        #expect(middle.boundingBox == CGRect(x: 50, y: 0, width: 50, height: 50))
        #expect(line.trimmed(from: 0.5, to: 0.5).isEmpty)
    }

    @Test func shapeChangesAskForADrawingThatCoversThePath() {
        let root = CALayer(), shape = CAShapeLayer()
        root.addSublayer(shape)
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 20, y: 20, width: 20, height: 20))
        shape.path = path
        #expect(shape.needsDisplay())
        root.evaluateFrame(atTime: 0)
        let drawing = shape.contents as? CALayerDrawing
        #expect(drawing?.area == CGRect(x: 19, y: 19, width: 22, height: 22))  // zero bounds: the path's extent
        guard case .fill(_, .winding, let state)? = drawing?.commands.first else { Issue.record("no fill"); return }
        #expect(state.fillColor == ColorComponents(red: 0, green: 0, blue: 0, alpha: 1))
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.strokeEnd = 0.5
        root.evaluateFrame(atTime: 0.1)
        #expect((shape.contents as? CALayerDrawing)?.commands.count == 2)
    }
}
