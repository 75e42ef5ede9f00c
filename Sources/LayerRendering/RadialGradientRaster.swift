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

    /// The picture, `width` x `height` pixels at `scale` pixels a point; a
    /// conic one from the map `conicMaps` keeps for its geometry, if any.
    func surface(width: Int, height: Int, scale: Double,
                 conicMaps: ConicIndexMaps? = nil) -> UnsafeMutablePointer<SDL_Surface>? {
        let m = state.ctm
        let (cx, cy) = ((center.x * m.a + m.tx) * scale, (center.y * m.d + m.ty) * scale)
        let corners = [(0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))]
        switch kind {
        case .radial(let radii):
            // In radii: the ellipse is a unit circle.
            let (rx, ry) = (radii.width * m.a * scale, radii.height * m.d * scale)
            let last = corners.map { (($0.0 - cx) / rx) * (($0.0 - cx) / rx) + (($0.1 - cy) / ry) * (($0.1 - cy) / ry) }
                .max()!.squareRoot()
            guard last.isFinite, last > 0, rx.isFinite, ry.isFinite else { return nil }
            let samples = Int(min(2 * last * max(rx, ry) + 2, Double(Self.longestRun)))
            let step = last / Double(samples - 1)
            guard step > 0,
                  let ramp = AxisGradientStrip.runOfColours(fill, alpha: state.alpha, length: samples, first: 0, step: step)
            else { return nil }
            defer { SDL_FreeSurface(ramp) }
            return picture(width: width, height: height, blendedAs: ramp) { target, pitch in
                fillRadial(target, pitch: pitch, width: width, height: height, centre: (cx, cy), radii: (rx, ry),
                           step: step, samples: samples, colours: ramp.pointee.pixels!.assumingMemoryBound(to: UInt32.self))
            }
        case .conic(let start):
            // In pixels, along a quarter of the diamond angle (0..<1 a turn).
            let reach = corners.map { hypot($0.0 - cx, $0.1 - cy) }.max()!
            guard reach.isFinite else { return nil }
            let samples = Int(min(4 * .pi * reach + 2, Double(Self.longestRun / 4)))
            let key = ConicIndexMap.Key(width: width, height: height, centerX: cx, centerY: cy, start: Double(start),
                                        samples: samples)
            let map = conicMaps?.map(for: key) { Self.conicMap(key) }
            guard let ramp = conicRun(samples: samples, turnIndices: map?.turnIndices ?? Self.turnIndices(key))
            else { return nil }
            defer { SDL_FreeSurface(ramp) }
            let colours = ramp.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
            return picture(width: width, height: height, blendedAs: ramp) { target, pitch in
                if let map {
                    map.indices.withUnsafeBufferPointer { indices in
                        for y in 0..<height {
                            Self.lookUp(indices.baseAddress! + y * width, width: width, colours: colours,
                                        into: (target + y * pitch).assumingMemoryBound(to: UInt32.self))
                        }
                    }
                    return
                }
                let indices = UnsafeMutablePointer<UInt16>.allocate(capacity: width)
                defer { indices.deallocate() }
                for y in 0..<height {
                    Self.conicIndices(row: y, of: key, into: indices)
                    Self.lookUp(indices, width: width, colours: colours,
                                into: (target + y * pitch).assumingMemoryBound(to: UInt32.self))
                }
            }
        }
    }

    /// A new ARGB picture filled by `fill` (its pixels and pitch), blended as the run of colours is.
    private func picture(width: Int, height: Int, blendedAs ramp: UnsafeMutablePointer<SDL_Surface>,
                         _ fill: (UnsafeMutableRawPointer, Int) -> Void) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        fill(surface.pointee.pixels!, Int(surface.pointee.pitch))
        var mode = SDL_BLENDMODE_BLEND
        if SDL_GetSurfaceBlendMode(ramp, &mode) == 0 { SDL_SetSurfaceBlendMode(surface, mode) }
        return surface
    }

    /// Each pixel takes the colour at `t = √((dx/rx)² + (dy/ry)²)`, eight at a time.
    private func fillRadial(_ target: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int,
                            centre: (x: Double, y: Double), radii: (x: Double, y: Double), step: Double, samples: Int,
                            colours: UnsafeMutablePointer<UInt32>) {
        let (inverseRx, inverseStep, lastIndex) = (Float(1 / radii.x), Float(1 / step), Float(samples - 1))
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) * inverseRx
        // Rows the same distance above and below the centre are the same row:
        // when the centre lies on a pixel edge or centre, the second is a copy.
        let mirrored: Int? = (2 * centre.y).rounded() == 2 * centre.y ? Int(2 * centre.y) - 1 : nil
        for y in 0..<height {
            let row = (target + y * pitch).assumingMemoryBound(to: UInt32.self)
            if let mirrored, case let twin = mirrored - y, twin >= 0, twin < y {
                row.update(from: (target + twin * pitch).assumingMemoryBound(to: UInt32.self), count: width)
                continue
            }
            let dy = SIMD8<Float>(repeating: Float((Double(y) + 0.5 - centre.y) / radii.y))
            var dx = lanes + Float(0.5 - centre.x) * inverseRx
            var x = 0
            while x < width {
                var k = (dx * dx + dy * dy).squareRoot() * inverseStep
                // Never past the last sample (the run ends at the farthest corner).
                k.replace(with: 0, where: .!(k .>= 0))
                k.replace(with: lastIndex, where: k .> lastIndex)
                let biased = k + 8_388_608
                for lane in 0..<min(8, width - x) { row[x + lane] = colours[Int(biased[lane].bitPattern & 0x7F_FFFF)] }
                dx += 8 * inverseRx
                x += 8
            }
        }
    }

    /// Each of `width` pixels takes the colour its index names.
    private static func lookUp(_ indices: UnsafePointer<UInt16>, width: Int, colours: UnsafePointer<UInt32>,
                               into row: UnsafeMutablePointer<UInt32>) {
        for x in 0..<width { row[x] = colours[Int(indices[x])] }
    }

    /// The samples of row `y` of a conic picture: the angle from the centre,
    /// through the diamond angle (see ``diamondAngle(_:_:)``), eight pixels at a time.
    static func conicIndices(row y: Int, of key: ConicIndexMap.Key, into indices: UnsafeMutablePointer<UInt16>) {
        let (inverseStep, lastIndex) = (Float(key.samples - 1), Float(key.samples - 1))
        let dy = SIMD8<Float>(repeating: Float(Double(y) + 0.5 - key.centerY))
        var dx = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) + Float(0.5 - key.centerX)
        var x = 0
        while x < key.width {
            var k: SIMD8<Float>
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
                k = diamondAngle(dy, dx) * inverseStep
            }
            // Always a sample: 0 for the centre itself (0/0), never past the last.
            k.replace(with: 0, where: .!(k .>= 0))
            k.replace(with: lastIndex, where: k .> lastIndex)
            // Plus 2^23, a float's low 23 bits are the index rounded to the
            // nearest: no checked conversion per pixel.
            let biased = k + 8_388_608
            for lane in 0..<min(8, key.width - x) {
                indices[x + lane] = UInt16(truncatingIfNeeded: biased[lane].bitPattern & 0x7F_FFFF)
            }
            dx += 8
            x += 8
        }
    }

    /// Every row's samples for `key`, and each sample's angle.
    static func conicMap(_ key: ConicIndexMap.Key) -> ConicIndexMap {
        let indices = [UInt16](unsafeUninitializedCapacity: key.width * key.height) { buffer, count in
            for y in 0..<key.height { conicIndices(row: y, of: key, into: buffer.baseAddress! + y * key.width) }
            count = key.width * key.height
        }
        return ConicIndexMap(key: key, indices: indices, turnIndices: turnIndices(key))
    }

    /// The finer run along the turn a conic gradient's samples take their colours from.
    static func fineSamples(_ samples: Int) -> Int { min(samples * 4, longestRun) }

    /// For each diamond-angle sample, the index in the finer run of its true angle from the start direction.
    static func turnIndices(_ key: ConicIndexMap.Key) -> [Int32] {
        let (samples, fine) = (key.samples, fineSamples(key.samples))
        let step = 1 / Double(samples - 1)
        return (0..<samples).map { k in
            // Diamond angle d in 0..<4 back to radians, then to a turn from the start direction.
            let d = Double(k) * step * 4
            let (x, y): (Double, Double) = switch d {
            case ..<1: (1 - d, d)
            case ..<2: (1 - d, 2 - d)
            case ..<3: (d - 3, 2 - d)
            default: (d - 3, d - 4)
            }
            var turn = (atan2(y, x) - key.start) / (2 * .pi)
            turn -= turn.rounded(.down)
            return Int32(min(Int((turn * Double(fine - 1)).rounded()), fine - 1))
        }
    }

    /// The colours a conic picture's pixels look up: a finer run along the
    /// turn, then each diamond-angle sample takes the colour at its angle.
    private func conicRun(samples: Int, turnIndices: [Int32]) -> UnsafeMutablePointer<SDL_Surface>? {
        let fine = Self.fineSamples(samples)
        guard let turnRun = AxisGradientStrip.runOfColours(fill, alpha: state.alpha, length: fine, first: 0,
                                                           step: 1 / Double(fine - 1)),
              let run = SDL_CreateRGBSurfaceWithFormat(0, Int32(samples), 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        defer { SDL_FreeSurface(turnRun) }
        let from = turnRun.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        let to = run.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        for (k, index) in turnIndices.enumerated() { to[k] = from[Int(index)] }
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
