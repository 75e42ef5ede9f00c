import CSDL2
import Foundation
import LayerAnimation

/// A drawing that is one radial or conic gradient layer filling its
/// picture, drawn from a run of its colours: Cairo draws the colours along
/// the parameter (two samples a pixel of the longest radius, or of the
/// circumference), and each pixel takes the one at its own value, eight
/// pixels at a time: `t = √((dx/rx)² + (dy/ry)²)` out from the centre, or
/// the angle from the start direction over 2π (through the diamond angle,
/// see ``diamondAngle(_:_:)``). Within a pixel of Cairo's
/// own patterns (tested), which cost ten (radial) to seventy (conic, a
/// mesh) times as much a frame.
struct RadialGradientRaster {
    enum Kind { case radial(radii: CGSize), conic(angle: CGFloat) }
    /// The longest run Cairo draws (its images are at most 32,767 pixels wide).
    static let longestRun = 32_767
    let fill: CGGradientFill
    let state: CGGraphicsState
    let center: CGPoint
    let kind: Kind

    init?(_ drawing: CALayerDrawing) {
        guard drawing.commands.count == 1, case .gradient(let fill, let state) = drawing.commands[0],
              state.clips.isEmpty, state.shadow == nil, state.ctm.b == 0, state.ctm.c == 0,
              state.ctm.a > 0, state.ctm.d > 0 else { return nil }
        switch fill.shape {
        case .elliptical(let c, let r) where r.width > 0 && r.height > 0: (center, kind) = (c, .radial(radii: r))
        case .conic(let c, let angle) where state.ctm.a == state.ctm.d: (center, kind) = (c, .conic(angle: angle))
        default: return nil
        }
        (self.fill, self.state) = (fill, state)
    }

    /// The picture, `width` x `height` pixels at `scale` pixels a point.
    func surface(width: Int, height: Int, scale: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        let m = state.ctm
        let (cx, cy) = ((center.x * m.a + m.tx) * scale, (center.y * m.d + m.ty) * scale)
        let corners = [(0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))]
        // In radii for a radial gradient (a unit circle); in pixels for a conic one.
        let (rx, ry): (Double, Double)
        let (samples, last): (Int, Double)
        switch kind {
        case .radial(let radii):
            (rx, ry) = (radii.width * m.a * scale, radii.height * m.d * scale)
            last = corners.map { (($0.0 - cx) / rx) * (($0.0 - cx) / rx) + (($0.1 - cy) / ry) * (($0.1 - cy) / ry) }.max()!.squareRoot()
            samples = min(max(Int(2 * last * max(rx, ry)) + 2, 2), Self.longestRun)
        case .conic:
            (rx, ry) = (1, 1)
            last = 1
            let reach = corners.map { hypot($0.0 - cx, $0.1 - cy) }.max()!
            samples = min(max(Int(4 * .pi * reach) + 2, 2), Self.longestRun / 4)
        }
        let step = last / Double(samples - 1)
        guard last.isFinite, step > 0,
              let ramp = runOfColours(samples: samples, step: step),
              let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(ramp) }
        let colours = ramp.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        let target = surface.pointee.pixels!, pitch = Int(surface.pointee.pitch)
        let (inverseRx, inverseStep, lastIndex) = (Float(1 / rx), Float(1 / step), Float(samples - 1))
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) * inverseRx
        // A radial gradient's rows the same distance above and below the centre
        // are the same row: when the centre lies on a pixel edge or centre, the second is a copy.
        let mirrored: Int? = if case .radial = kind, (2 * cy).rounded() == 2 * cy { Int(2 * cy) - 1 } else { nil }
        for y in 0..<height {
            let row = (target + y * pitch).assumingMemoryBound(to: UInt32.self)
            if let mirrored, case let twin = mirrored - y, twin >= 0, twin < y {
                row.update(from: (target + twin * pitch).assumingMemoryBound(to: UInt32.self), count: width)
                continue
            }
            let dy = SIMD8<Float>(repeating: Float((Double(y) + 0.5 - cy) / ry))
            var dx = lanes + Float(0.5 - cx) * inverseRx
            var x = 0
            while x < width {
                var k: SIMD8<Float>
                switch kind {
                case .radial: k = (dx * dx + dy * dy).squareRoot() * inverseStep
                case .conic:
                    // Within a row y is fixed: left and right of the centre the
                    // diamond angle is one expression each, without a select.
                    let (ady, first, lastLane) = (abs(dy[0]), dx[0], dx[7])
                    if first >= 0 || lastLane < 0 {
                        let right = first >= 0
                        let base: Float = right ? (dy[0] < 0 ? 4 : 0) : 2
                        let quotient = dy / ((right ? dx : -dx) + ady)
                        k = (right ? base + quotient : base - quotient) * (0.25 * inverseStep)
                        k.replace(with: 0, where: k .>= lastIndex + 0.5)  // a whole turn is the start
                    } else {
                        k = Self.diamondAngle(dy, dx) * inverseStep
                    }
                }
                // Always a sample: never past the last (the run ends at the farthest
                // corner, or a whole turn), and 0 for the centre itself (0/0).
                k.replace(with: 0, where: .!(k .>= 0))
                k.replace(with: lastIndex, where: k .> lastIndex)
                // Plus 2^23, a float's low 23 bits are the index rounded to the
                // nearest: no checked conversion per pixel.
                let biased = k + 8_388_608
                if x + 8 <= width {
                    for lane in 0..<8 { row[x + lane] = colours[Int(biased[lane].bitPattern & 0x7F_FFFF)] }
                } else {
                    for lane in 0..<(width - x) { row[x + lane] = colours[Int(biased[lane].bitPattern & 0x7F_FFFF)] }
                }
                dx += 8 * inverseRx
                x += 8
            }
        }
        var mode = SDL_BLENDMODE_BLEND
        if SDL_GetSurfaceBlendMode(ramp, &mode) == 0 { SDL_SetSurfaceBlendMode(surface, mode) }
        return surface
    }

    /// The colours the pixels look up, `samples` of them `step` apart: along
    /// `t` for a radial gradient; for a conic one along the diamond angle
    /// (see ``diamondAngle(_:_:)``), each sample the colour of its true angle.
    private func runOfColours(samples: Int, step: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        guard case .conic(let start) = kind else {
            return AxisGradientStrip.runOfColours(fill, alpha: state.alpha, length: samples, first: 0, step: step)
        }
        // A finer run along the turn, then each diamond-angle sample takes the colour at its angle.
        let fine = min(samples * 4, Self.longestRun)
        guard let turnRun = AxisGradientStrip.runOfColours(fill, alpha: state.alpha, length: fine, first: 0,
                                                           step: 1 / Double(fine - 1)),
              let run = SDL_CreateRGBSurfaceWithFormat(0, Int32(samples), 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        defer { SDL_FreeSurface(turnRun) }
        let from = turnRun.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        let to = run.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        for k in 0..<samples {
            // Diamond angle d in 0..<4 back to radians, then to a turn from the start direction.
            let d = Double(k) * step * 4
            let (x, y): (Double, Double) = switch d {
            case ..<1: (1 - d, d)
            case ..<2: (1 - d, 2 - d)
            case ..<3: (d - 3, 2 - d)
            default: (d - 3, d - 4)
            }
            var turn = (atan2(y, x) - Double(start)) / (2 * .pi)
            turn -= turn.rounded(.down)
            to[k] = from[min(Int((turn * Double(fine - 1)).rounded()), fine - 1)]
        }
        var mode = SDL_BLENDMODE_BLEND
        if SDL_GetSurfaceBlendMode(turnRun, &mode) == 0 { SDL_SetSurfaceBlendMode(run, mode) }
        return run
    }

    /// A quarter of the diamond angle of (x, y): a number in 0..<1 that grows
    /// with the angle from +x towards +y, from one division (no atan2); the
    /// run of colours is made along it.
    static func diamondAngle(_ y: SIMD8<Float>, _ x: SIMD8<Float>) -> SIMD8<Float> {
        let ax = x.replacing(with: -x, where: x .< 0), ay = y.replacing(with: -y, where: y .< 0)
        var sum = ax + ay
        sum.replace(with: 1, where: sum .== 0)
        var d = y / sum  // -1...1
        // Quadrants: x ≥ 0, y ≥ 0: d; x < 0: 2 - d; x ≥ 0, y < 0: 4 + d.
        d.replace(with: 2 - d, where: x .< 0)
        d.replace(with: 4 + d, where: (x .>= 0) .& (y .< 0))
        d.replace(with: 0, where: d .>= 4)
        return d * 0.25
    }
}
