import Foundation

/// How a path is painted.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How the open ends of stroked lines look.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How stroked lines meet.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// What a drawing command paints with: Core Graphics' graphics state when
/// it was recorded. Paths are kept in the context's device space (points
/// were transformed by the CTM as they were added, as Core Graphics does);
/// `ctm` still shapes the pen (line width, dashes) and shadows.
public struct CGGraphicsState: Sendable, Equatable {
    public var ctm = CGAffineTransform.identity
    public var fillColor: ColorComponents = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    public var strokeColor: ColorComponents = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    public var lineWidth: CGFloat = 1
    public var lineCap: CGLineCap = .butt
    public var lineJoin: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var lineDashPhase: CGFloat = 0
    public var lineDashLengths: [CGFloat] = []
    public var alpha: CGFloat = 1
    public var shadow: Shadow?
    /// Clip paths in device space, each with its fill rule, all applied.
    public var clips: [Clip] = []

    public struct Shadow: Sendable, Equatable {
        public var offset: CGSize, blur: CGFloat, color: ColorComponents
    }

    public struct Clip: Sendable, Equatable {
        public var path: CGPath, rule: CGPathFillRule
    }
}

/// One recorded drawing command.
public enum CGDrawingCommand: Sendable, Equatable {
    /// Fill `path` by `rule`.
    case fill(CGPath, CGPathFillRule, CGGraphicsState)
    /// Stroke `path` with the state's pen.
    case stroke(CGPath, CGGraphicsState)
    /// Make `rect` (device space) transparent.
    case clear(CGRect, CGGraphicsState)
    /// Paint the clip with a gradient.
    case gradient(CGGradientFill, CGGraphicsState)
}

/// A drawing context that records Core Graphics' calls instead of painting
/// (the engine draws nothing): what a layer's ``CALayer/draw(in:)`` leaves
/// becomes the layer's content, and the renderer plays it.
///
/// Calls with numbers that are not finite, negative line widths and
/// all-zero dash patterns change nothing and are reported once per call
/// through ``CADiagnostics``.
public final class CGContext {
    /// The size drawn into, in points, and the pixels per point.
    public let size: CGSize
    public let scale: CGFloat
    /// What has been drawn, in order.
    public private(set) var commands: [CGDrawingCommand] = []

    private var state = CGGraphicsState()
    private var saved: [CGGraphicsState] = []
    private let path = CGMutablePath()

    public init(size: CGSize, scale: CGFloat = 1) {
        (self.size, self.scale) = (size, scale)
    }

    // MARK: State

    public var ctm: CGAffineTransform { state.ctm }

    public func saveGState() { saved.append(state) }

    /// Restores the last saved state; an unbalanced call is ignored.
    public func restoreGState() {
        if let last = saved.popLast() { state = last }
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the current CTM (user space changes, as in Core Graphics).
    public func concatenate(_ transform: CGAffineTransform) {
        guard accepts([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty], "concatenate") else { return }
        state.ctm = transform.concatenating(state.ctm)
    }

    public func setFillColor(_ color: CGColor) {
        guard accepts([color.red, color.green, color.blue, color.alpha], "setFillColor") else { return }
        state.fillColor = ColorComponents(color)
    }

    public func setStrokeColor(_ color: CGColor) {
        guard accepts([color.red, color.green, color.blue, color.alpha], "setStrokeColor") else { return }
        state.strokeColor = ColorComponents(color)
    }

    public func setLineWidth(_ width: CGFloat) {
        guard accepts([width], "setLineWidth"), reject(width < 0, "setLineWidth", "a negative width") else { return }
        state.lineWidth = width
    }

    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    public func setMiterLimit(_ limit: CGFloat) {
        guard accepts([limit], "setMiterLimit") else { return }
        state.miterLimit = limit
    }

    /// Dashes of `lengths` (an empty list: solid), starting `phase` into the pattern.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard accepts([phase] + lengths, "setLineDash"),
              reject(lengths.contains { $0 < 0 }, "setLineDash", "a negative length"),
              reject(!lengths.isEmpty && lengths.allSatisfy { $0 == 0 }, "setLineDash", "a pattern of zeros")
        else { return }
        (state.lineDashPhase, state.lineDashLengths) = (phase, lengths)
    }

    public func setAlpha(_ alpha: CGFloat) {
        guard accepts([alpha], "setAlpha") else { return }
        state.alpha = min(max(alpha, 0), 1)
    }

    /// A shadow under what is drawn next (nil color: none).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard accepts([offset.width, offset.height, blur], "setShadow") else { return }
        state.shadow = color.map { CGGraphicsState.Shadow(offset: offset, blur: max(blur, 0), color: ColorComponents($0)) }
    }

    // MARK: The current path

    public var isPathEmpty: Bool { path.isEmpty }

    public func beginPath() { path.elements.removeAll() }
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.ctm) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control, transform: state.ctm) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                    transform: state.ctm)
    }
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
    public func addPath(_ other: CGPath) { path.addPath(other, transform: state.ctm) }
    public func closePath() { path.closeSubpath() }

    // MARK: Painting (each consumes the current path)

    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(fill: rule, stroke: false)
    }

    public func strokePath() {
        paint(fill: nil, stroke: true)
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(fill: .winding, stroke: false)
        case .eoFill: paint(fill: .evenOdd, stroke: false)
        case .stroke: paint(fill: nil, stroke: true)
        case .fillStroke: paint(fill: .winding, stroke: true)
        case .eoFillStroke: paint(fill: .evenOdd, stroke: true)
        }
    }

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard reject(!path.isFinite, "clip", "a path with points that are not finite") else {
            return path.elements.removeAll()
        }
        state.clips.append(.init(path: path.copy(), rule: rule))
        path.elements.removeAll()
    }

    public func fill(_ rect: CGRect) { drawShape { $0.addRect(rect) }; paint(fill: .winding, stroke: false) }
    public func stroke(_ rect: CGRect) { drawShape { $0.addRect(rect) }; paint(fill: nil, stroke: true) }
    public func fillEllipse(in rect: CGRect) { drawShape { $0.addEllipse(in: rect) }; paint(fill: .winding, stroke: false) }
    public func strokeEllipse(in rect: CGRect) { drawShape { $0.addEllipse(in: rect) }; paint(fill: nil, stroke: true) }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        guard accepts([rect.origin.x, rect.origin.y, rect.width, rect.height], "clear") else { return }
        commands.append(.clear(rect.applying(state.ctm), state))
    }

    /// Records a gradient paint of the clip; stops are made non-decreasing
    /// (a stop below the one before it is raised to it).
    func drawGradient(_ fill: CGGradientFill, call: String = "drawGradient") {
        var fill = fill
        let numbers: [CGFloat] = switch fill.shape {
        case .axial(let s, let e): [s.x, s.y, e.x, e.y]
        case .radial(let s, let r0, let e, let r1): [s.x, s.y, r0, e.x, e.y, r1]
        case .elliptical(let c, let r): [c.x, c.y, r.width, r.height]
        case .conic(let c, let a): [c.x, c.y, a]
        }
        guard accepts(numbers + fill.locations, call), fill.colors.allSatisfy(\.isFinite),
              fill.colors.count == fill.locations.count, !fill.colors.isEmpty else { return }
        for index in fill.locations.indices.dropFirst() where fill.locations[index] < fill.locations[index - 1] {
            fill.locations[index] = fill.locations[index - 1]
        }
        commands.append(.gradient(fill, state))
    }

    /// Replaces the current path with one shape.
    private func drawShape(_ build: (CGContext) -> Void) {
        beginPath()
        build(self)
    }

    private func paint(fill rule: CGPathFillRule?, stroke: Bool) {
        defer { path.elements.removeAll() }
        guard !path.isEmpty, reject(!path.isFinite, rule == nil ? "strokePath" : "fillPath",
                                    "a path with points that are not finite") else { return }
        let recorded = path.copy()
        if let rule { commands.append(.fill(recorded, rule, state)) }
        if stroke { commands.append(.stroke(recorded, state)) }
    }

    // MARK: Bad input

    private func accepts(_ numbers: [CGFloat], _ call: String) -> Bool {
        reject(!numbers.allSatisfy(\.isFinite), call, "a number that is not finite")
    }

    /// False (and one report) when `bad`.
    private func reject(_ bad: Bool, _ call: String, _ what: String) -> Bool {
        if bad { CADiagnostics.report(CADiagnostic(pathCall: "CGContext.\(call)", message: "\(what); ignored")) }
        return !bad
    }
}
