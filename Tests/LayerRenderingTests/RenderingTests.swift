import CSDL2
import Foundation
import LayerAnimation
import Testing
import SceneControls
import SplitMix
@testable import LayerRendering
@testable import SnowmanViewer
@testable import SnowmanScene

/// Rendering against pixels, offscreen (software renderer on a surface).
/// Serialized: SDL2_ttf and FreeType keep process-wide state.
@Suite(.serialized) struct RenderingTests {
    init() {
        if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
    }

    private func close(_ a: RGBA, _ b: RGBA, within tolerance: Int = 3) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
    }

    private func coloured(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    @Test func backgroundFillsExactlyItsFrame() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let layer = coloured(CGRect(x: 20, y: 30, width: 40, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        canvas.render(scene(size: CGSize(width: 100, height: 100), child: layer))
        #expect(canvas.pixel(21, 31) == RGBA(255, 0, 0) && canvas.pixel(58, 48) == RGBA(255, 0, 0))
        #expect(canvas.pixel(18, 40) == RGBA(0, 0, 0) && canvas.pixel(40, 52) == RGBA(0, 0, 0))
    }

    /// Opaque square backgrounds are filled as rectangles (fast in
    /// software). On whole pixels they must cover exactly the pixels two
    /// triangles would; off them (cut to whole pixels) they may differ
    /// only along their edges, where triangles round by SDL's own rule.
    /// Translucent ones stay triangles.
    @Test func opaqueBackgroundsMatchTriangles() {
        let cases = [(20.0, 40.0, true), (20.25, 40.0, false), (20.5, 40.5, false), (20.75, 39.25, false), (3.0, 1.0, true)]
        for (alpha, (x, width, onWholePixels)) in [1.0, 0.5].flatMap({ alpha in cases.map { (alpha, $0) } }) {
            let frame = CGRect(x: x, y: 30.5 - (onWholePixels ? 0.5 : 0), width: width, height: 20)
            let red = CGColor(red: 1, green: 0, blue: 0, alpha: alpha)
            let canvas = OffscreenCanvas(width: 100, height: 100)
            canvas.render(scene(size: CGSize(width: 100, height: 100), child: coloured(frame, red)))
            let asRectangle = alpha == 1
            #expect((canvas.layers.lastDrawCalls == 0) == asRectangle, "\(frame), alpha \(alpha)")

            let triangles = OffscreenCanvas(width: 100, height: 100)
            SDL_SetRenderDrawColor(triangles.renderer, 0, 0, 0, 255)
            SDL_RenderClear(triangles.renderer)
            let batch = GeometryBatch(renderer: triangles.renderer, keepsOpaqueApart: true)
            // Two triangles, as the renderer draws any other square background.
            let color = RGBA(red).sdl, first = batch.begin(color: color)
            for (cx, cy) in [(frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.maxX, frame.maxY), (frame.minX, frame.maxY)] {
                batch.vertex(cx, cy, color)
            }
            batch.triangle(first, first + 1, first + 2)
            batch.triangle(first, first + 2, first + 3)
            batch.flush()
            SDL_RenderFlush(triangles.renderer)
            let differing = (0..<100).flatMap { y in (0..<100).map { (x: $0, y: y) } }
                .filter { canvas.pixel($0.x, $0.y) != triangles.pixel($0.x, $0.y) }
            if onWholePixels || alpha < 1 {
                #expect(differing.isEmpty, "\(frame), alpha \(alpha): \(differing.prefix(3))")
            } else {
                func nearEdge(_ v: Int, _ edge: Double) -> Bool { abs(Double(v) + 0.5 - edge) <= 1.5 }
                #expect(differing.allSatisfy { nearEdge($0.x, frame.minX) || nearEdge($0.x, frame.maxX)
                    || nearEdge($0.y, frame.minY) || nearEdge($0.y, frame.maxY) }, "\(frame): \(differing.prefix(3))")
            }
        }
    }

    /// Measured: drawn as a fan from the centre, SDL's software renderer
    /// took pairs of its triangles for rectangles and left a quarter out.
    @Test func aSquareTurnedAnEighthIsFilledWhole() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        let layer = coloured(CGRect(x: 10, y: 10, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        canvas.render(scene(size: CGSize(width: 60, height: 60), child: layer))
        for (x, y) in [(30, 30), (40, 40), (20, 40), (40, 20), (20, 20), (30, 5), (55, 30), (30, 55), (5, 30)] {
            #expect(canvas.pixel(x, y) == RGBA(255, 0, 0), "(\(x), \(y))")
        }
        #expect(canvas.pixel(12, 12) == RGBA(0, 0, 0) && canvas.pixel(48, 48) == RGBA(0, 0, 0))
    }

    @Test func halfATurnAboutXShowsTheContentUpsideDown() {
        let canvas = OffscreenCanvas(width: 120, height: 120)
        let texture = canvas.texture(width: 64, height: 64) { _, y in y < 32 ? RGBA(255, 0, 0) : RGBA(0, 0, 255) }
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
        layer.contents = TextureContents(texture: texture)
        let root = scene(size: CGSize(width: 120, height: 120), child: layer, perspective: true)
        canvas.render(root)
        #expect(close(canvas.pixel(60, 30), RGBA(255, 0, 0)) && close(canvas.pixel(60, 90), RGBA(0, 0, 255)))
        let flip = CABasicAnimation(keyPath: "transform.rotation.x")
        flip.fromValue = Double.pi
        flip.toValue = Double.pi
        flip.duration = 10
        layer.add(flip, forKey: "flip")
        canvas.render(root, at: layer.animation(forKey: "flip")!.beginTime + 1)
        #expect(close(canvas.pixel(60, 30), RGBA(0, 0, 255)) && close(canvas.pixel(60, 90), RGBA(255, 0, 0)))
    }

    @Test func halfOpacityBlendsWithTheBackground() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        let layer = coloured(CGRect(x: 10, y: 10, width: 40, height: 40), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        layer.opacity = 0.5
        let root = scene(size: CGSize(width: 60, height: 60), child: layer)
        canvas.render(root, background: RGBA(0, 0, 200))
        #expect(close(canvas.pixel(30, 30), RGBA(128, 128, 228), within: 2))
        // Opacity is inherited: a sublayer of a half-transparent layer is half transparent too.
        layer.backgroundColor = nil
        layer.addSublayer(coloured(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(red: 1, green: 1, blue: 1, alpha: 1)))
        canvas.render(root, background: RGBA(0, 0, 200))
        #expect(close(canvas.pixel(30, 30), RGBA(128, 128, 228), within: 2))
    }

    /// Red encodes the texture's u. Under a perspective turn about y, u at
    /// each pixel comes from inverting the exact projection; two affine
    /// triangles would bend it along the diagonal (a seam).
    private func worstTextureError(tessellation: Int) -> Double {
        let canvas = OffscreenCanvas(width: 300, height: 300)
        canvas.layers.tessellation = tessellation
        let texture = canvas.texture(width: 256, height: 256) { x, _ in RGBA(UInt8(x), 0, 0) }
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
        layer.contents = TextureContents(texture: texture)
        layer.transform = CATransform3DMakeRotation(0.9, 0, 1, 0)
        let root = scene(size: CGSize(width: 300, height: 300), child: layer, perspective: true)
        canvas.render(root)
        // The renderer's own mapping: the root (identity here) on the screen plane, then the layer.
        var screen = CATransform3DIdentity
        screen.m33 = 0
        let rootMatrix = CATransform3DConcat(layerToParent(root.modelProperties), screen)
        let m = CATransform3DConcat(layerToParent(layer.modelProperties), sublayerSpace(root.modelProperties, matrix: rootMatrix))
        // Invert the 3x3 homography (x, y, 1) -> (X, Y, W) of the layer's plane.
        let h = [[m.m11, m.m12, m.m14], [m.m21, m.m22, m.m24], [m.m41, m.m42, m.m44]].map { $0.map(Double.init) }
        func det2(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { a * d - b * c }
        let inverse = [
            [det2(h[1][1], h[1][2], h[2][1], h[2][2]), -det2(h[0][1], h[0][2], h[2][1], h[2][2]), det2(h[0][1], h[0][2], h[1][1], h[1][2])],
            [-det2(h[1][0], h[1][2], h[2][0], h[2][2]), det2(h[0][0], h[0][2], h[2][0], h[2][2]), -det2(h[0][0], h[0][2], h[1][0], h[1][2])],
            [det2(h[1][0], h[1][1], h[2][0], h[2][1]), -det2(h[0][0], h[0][1], h[2][0], h[2][1]), det2(h[0][0], h[0][1], h[1][0], h[1][1])],
        ]
        var worst = 0.0
        var samples = 0
        for py in stride(from: 0, to: 300, by: 3) {
            for px in stride(from: 0, to: 300, by: 3) {
                let (X, Y) = (Double(px) + 0.5, Double(py) + 0.5)
                // Row vector (X, Y, 1) times the adjugate gives the plane point up to scale.
                let x = X * inverse[0][0] + Y * inverse[1][0] + inverse[2][0]
                let y = X * inverse[0][1] + Y * inverse[1][1] + inverse[2][1]
                let w = X * inverse[0][2] + Y * inverse[1][2] + inverse[2][2]
                let u = (x / w) / 200, v = (y / w) / 200
                guard u > 0.05, u < 0.95, v > 0.05, v < 0.95 else { continue }
                worst = max(worst, abs(Double(canvas.pixel(px, py).r) - u * 255))
                samples += 1
            }
        }
        #expect(samples > 1000)
        return worst
    }

    @Test func perspectiveTurnAboutYShowsNoSeam() {
        let tessellated = worstTextureError(tessellation: 16)
        let affine = worstTextureError(tessellation: 1)
        #expect(tessellated < 6, "texture off by \(tessellated) levels")
        #expect(affine > 15, "two triangles should bend the texture (\(affine)); the test would not see a seam")
    }

    @Test func singleSidedLayerFacingAwayIsNotDrawn() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        let layer = coloured(CGRect(x: 10, y: 10, width: 40, height: 40), CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let root = scene(size: CGSize(width: 60, height: 60), child: layer, perspective: true)
        canvas.render(root)
        #expect(canvas.pixel(30, 30) == RGBA(0, 255, 0))
        layer.isDoubleSided = false
        canvas.render(root)
        #expect(canvas.pixel(30, 30) == RGBA(0, 0, 0))
    }

    @Test func zPositionThenOrderDecidesWhatIsOnTop() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        let red = coloured(CGRect(x: 10, y: 10, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let blue = coloured(CGRect(x: 10, y: 10, width: 40, height: 40), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let root = scene(size: CGSize(width: 60, height: 60), child: red)
        root.addSublayer(blue)
        canvas.render(root)
        #expect(canvas.pixel(30, 30) == RGBA(0, 0, 255))
        // At once, not animated (an attached layer's change would animate implicitly).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        red.zPosition = 1
        CATransaction.commit()
        canvas.render(root)
        #expect(canvas.pixel(30, 30) == RGBA(255, 0, 0))
        red.isHidden = true
        canvas.render(root)
        #expect(canvas.pixel(30, 30) == RGBA(0, 0, 255))
    }

    /// Among many sublayers (more than the drawing walk looks ahead), one
    /// raised anywhere is drawn over all the others, and in order otherwise.
    @Test func oneRaisedSublayerAmongManyIsOnTop() {
        let colours = (0..<20).map { CGColor(red: Double($0) / 19, green: 0.5, blue: 1 - Double($0) / 19, alpha: 1) }
        func expected(_ colour: CGColor) -> RGBA {
            let c = colour.components ?? []
            return RGBA(UInt8((c[0] * 255).rounded()), UInt8((c[1] * 255).rounded()), UInt8((c[2] * 255).rounded()))
        }
        for raised in [nil, 0, 3, 11, 19] as [Int?] {
            let canvas = OffscreenCanvas(width: 60, height: 60)
            let root = scene(size: CGSize(width: 60, height: 60), child: CALayer())
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (index, colour) in colours.enumerated() {
                let layer = coloured(CGRect(x: 10, y: 10, width: 40, height: 40), colour)
                if index == raised { layer.zPosition = 1 }
                root.addSublayer(layer)
            }
            CATransaction.commit()
            canvas.render(root)
            #expect(close(canvas.pixel(30, 30), expected(colours[raised ?? 19]), within: 1), "raised \(String(describing: raised))")
        }
    }

    @Test func cornerRadiusAndBorder() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let layer = coloured(CGRect(x: 10, y: 10, width: 80, height: 80), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        layer.cornerRadius = 20
        layer.borderWidth = 4
        layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        canvas.render(scene(size: CGSize(width: 100, height: 100), child: layer))
        #expect(canvas.pixel(12, 12) == RGBA(0, 0, 0))      // cut corner
        #expect(canvas.pixel(50, 11) == RGBA(255, 0, 0))    // border
        #expect(canvas.pixel(50, 50) == RGBA(255, 255, 255))
    }

    /// Small turned quads (in the software renderer, large ones are each
    /// copied turned: see `turnedQuadsAreCopiedTurned`).
    @Test func quadsOfOneTextureGoInOneCall() {
        let canvas = OffscreenCanvas(width: 200, height: 200)
        let texture = TextureContents(texture: canvas.texture(width: 8, height: 8) { _, _ in RGBA(255, 255, 255) })
        let root = scene(size: CGSize(width: 200, height: 200), child: CALayer())
        for i in 0..<50 {
            let layer = CALayer()
            layer.frame = CGRect(x: i * 3, y: i * 3, width: 12, height: 12)
            layer.contents = texture
            layer.transform = CATransform3DMakeRotation(Double(i) * 0.1, 0, 0, 1)
            root.addSublayer(layer)
        }
        canvas.render(root)
        #expect(canvas.layers.lastQuads == 50 && canvas.layers.lastDrawCalls == 1)
    }

    /// A layer of `width` x `height` centred at (100, 100), its contents red
    /// on the left half and blue on the right.
    private func halves(on canvas: OffscreenCanvas, width: Int32, height: Int32) -> CALayer {
        let texture = TextureContents(texture: canvas.texture(width: width, height: height) { x, _ in
            x < Int(width) / 2 ? RGBA(255, 0, 0) : RGBA(0, 0, 255)
        })
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        layer.position = CGPoint(x: 100, y: 100)
        layer.contents = texture
        return layer
    }

    /// A large quad turned in the screen's plane: one copy, turned, with
    /// its picture the right way round.
    @Test func turnedQuadsAreCopiedTurned() {
        let canvas = OffscreenCanvas(width: 200, height: 200)
        let layer = halves(on: canvas, width: 80, height: 40)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)  // a quarter turn clockwise on screen
        canvas.render(scene(size: CGSize(width: 200, height: 200), child: layer))
        #expect(canvas.layers.lastQuads == 1 && canvas.layers.lastDrawCalls == 0)
        // Now 40 wide and 80 tall about (100, 100): the left half on top.
        #expect(canvas.pixel(100, 70) == RGBA(255, 0, 0))
        #expect(canvas.pixel(100, 130) == RGBA(0, 0, 255))
        #expect(canvas.pixel(100, 50) == RGBA(0, 0, 0) && canvas.pixel(70, 100) == RGBA(0, 0, 0))
        #expect(canvas.pixel(85, 100) != RGBA(0, 0, 0) && canvas.pixel(115, 100) != RGBA(0, 0, 0))
        // Turned by a sixth of a turn: still one copy, the centre still there.
        layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        canvas.render(scene(size: CGSize(width: 200, height: 200), child: layer))
        #expect(canvas.layers.lastQuads == 1 && canvas.layers.lastDrawCalls == 0)
        #expect(canvas.pixel(100 - 10, 100 - 17) == RGBA(255, 0, 0))  // 20 along the picture's left half, turned
        #expect(canvas.pixel(100 + 10, 100 + 17) == RGBA(0, 0, 255))
    }

    /// Turned about the vertical axis in perspective (a flip), a picture is
    /// drawn column by column in the software renderer: no triangles, the
    /// near edge taller than the far one, each half where it belongs.
    @Test func aTurnAboutTheVerticalAxisIsDrawnInColumns() {
        let canvas = OffscreenCanvas(width: 200, height: 200)
        let layer = halves(on: canvas, width: 80, height: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        canvas.render(scene(size: CGSize(width: 200, height: 200), child: layer, perspective: true))
        #expect(canvas.layers.lastQuads == 1 && canvas.layers.lastDrawCalls == 0)
        // Red left of the centre, blue right of it, nothing far outside the 40-point-wide turned picture.
        #expect(canvas.pixel(90, 100) == RGBA(255, 0, 0) && canvas.pixel(110, 100) == RGBA(0, 0, 255))
        #expect(canvas.pixel(50, 100) == RGBA(0, 0, 0) && canvas.pixel(150, 100) == RGBA(0, 0, 0))
        // One edge comes nearer (taller), the other goes away (shorter).
        func height(_ x: Int) -> Int { (0..<200).filter { canvas.pixel(x, $0) != RGBA(0, 0, 0) }.count }
        let (leftEdge, rightEdge) = (height(82), height(118))
        #expect(leftEdge != rightEdge && min(leftEdge, rightEdge) < 100 && max(leftEdge, rightEdge) > 100,
                "\(leftEdge) \(rightEdge)")
    }

    @Test func snowmanSVGIsRasterizedAtTheSizeShown() throws {
        let canvas = OffscreenCanvas(width: 10, height: 10)
        let image = try SVGImage(contentsOf: AssetLocator.url(of: "snowman.svg"))
        #expect(image.intrinsicSize == CGSize(width: 200, height: 320))
        _ = image.texture(for: canvas.renderer, pixelSize: CGSize(width: 200, height: 320))
        _ = image.texture(for: canvas.renderer, pixelSize: CGSize(width: 201, height: 321))
        #expect(image.rasterizations == 1)  // same step
        _ = image.texture(for: canvas.renderer, pixelSize: CGSize(width: 600, height: 960))
        #expect(image.rasterizations == 2)
        #expect(SVGImage.bucketWidth(for: CGSize(width: 600, height: 960), aspect: 200.0 / 320) >= 600)
    }

    /// The texture already made serves a size exactly when its step is no
    /// larger (compared first, without counting the steps): pairs of random
    /// sizes, many just either side of a step, rasterize when the rule says.
    @Test func theMadeTextureServesExactlyTheSizesItsStepCovers() throws {
        let canvas = OffscreenCanvas(width: 10, height: 10)
        let data = try Data(contentsOf: AssetLocator.url(of: "snowman.svg"))
        let aspect = 200.0 / 320
        var random = SplitMix64(seed: SplitMix64.testSeed(20_261_209))
        var steps: [Double] = [16]
        while steps.last! < 400 { steps.append(steps.last! * 1.25) }
        func size(near steps: [Double]) -> CGSize {
            // A step's exact value, a hair either side, its rounding up and past it; or anywhere.
            let step = steps.randomElement(using: &random)!
            let width = [step, step.nextDown, step.nextUp, step.rounded(.up), step.rounded(.up).nextUp,
                         Double.random(in: 1...400, using: &random)].randomElement(using: &random)!
            return Bool.random(using: &random) ? CGSize(width: width, height: 1) : CGSize(width: 1, height: width / aspect)
        }
        for _ in 0..<150 {
            let image = try SVGImage(data: data)
            let (first, second) = (size(near: steps), size(near: steps))
            _ = image.texture(for: canvas.renderer, pixelSize: first)
            _ = image.texture(for: canvas.renderer, pixelSize: second)
            let made = SVGImage.bucketWidth(for: first, aspect: aspect)
            let served = SVGImage.bucketWidth(for: second, aspect: aspect) <= made
            #expect(image.rasterizations == (served ? 1 : 2), "made for \(first), then \(second)")
        }
    }

    /// A picture on a layer scaled so far that its size on screen is
    /// infinite is drawn at the largest step, not a crash converting it.
    @Test func aPictureScaledPastAnyFiniteSizeIsDrawnWithoutACrash() throws {
        #expect(SVGImage.bucketWidth(for: CGSize(width: Double.infinity, height: 1), aspect: 0.625) == 8192)
        #expect(SVGImage.bucketWidth(for: CGSize(width: 1, height: Double.greatestFiniteMagnitude), aspect: 0.625) == 8192)
        let canvas = OffscreenCanvas(width: 50, height: 50)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 25, y: 25)
        layer.contents = try SVGImage(contentsOf: AssetLocator.url(of: "snowman.svg"))
        layer.transform = CATransform3DMakeScale(1e200, 1e200, 1)
        // A picture made elsewhere beside it, turned under perspective: its cells counted from an infinite error.
        let other = halves(on: canvas, width: 10, height: 10)
        var turned = CATransform3DMakeRotation(0.3, 1, 0, 0)
        turned.m34 = -1 / 500
        other.transform = CATransform3DScale(turned, 1e200, 1e200, 1)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.addSublayer(layer)
        root.addSublayer(other)
        canvas.render(root)
        #expect(canvas.layers.lastQuads <= 2)
    }

    @Test @MainActor func snowmanAtRestIsCentredAndFullyVisible() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-render-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("rest.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try OffscreenRender(settingsURL: folder.appendingPathComponent("none.json"), settingName: nil,
                            size: CGSize(width: 1000, height: 700), times: [0], output: file).run()
        let image = try #require(IMG_Load(file.path))
        defer { SDL_FreeSurface(image) }
        let converted = try #require(SDL_ConvertSurfaceFormat(image, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
        defer { SDL_FreeSurface(converted) }
        let stage = ViewerLayout(windowSize: CGSize(width: 1000, height: 700)).stage
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            converted.pointee.pixels!.advanced(by: y * Int(converted.pointee.pitch)).load(fromByteOffset: x * 4, as: UInt32.self) & 0xFFFFFF
        }
        let background = pixel(5, 5)
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        var white = 0
        // The snowman: pixels unlike the stage, away from the bottom chrome.
        for y in 0..<Int(stage.height) - 60 {
            for x in 0..<Int(stage.width) where pixel(x, y) != background {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                let p = pixel(x, y)
                if (p >> 16) & 0xFF > 240 && (p >> 8) & 0xFF > 240 && p & 0xFF > 240 { white += 1 }
            }
        }
        #expect(minX > 10 && minY > 10 && maxX < Int(stage.width) - 10 && maxY < Int(stage.height) - 60)
        #expect(abs(Double(minX + maxX) / 2 - stage.midX) < 3)
        #expect(abs(Double(minY + maxY) / 2 - stage.midY) < 3)
        let expected = SnowmanStage.snowmanSize(for: stage.size, aspectRatio: 200.0 / 320)
        // The drawing spans y 6 (hat) to 315.25 (base and outline) of its 320.
        #expect(abs(Double(maxY - minY + 1) - expected.height * 309.25 / 320) < 3)
        #expect(white > 1000)  // a white snowman, not a grey one
    }

    /// `render --scene snowman --actions`: the Snowman scene takes scripted
    /// actions like every scene; here the timing inspector opens over the stage.
    @Test @MainActor func snowmanSceneTakesScriptedActions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-actions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let size = CGSize(width: 1000, height: 700)
        func render(_ actions: [String], _ name: String) throws -> UnsafeMutablePointer<SDL_Surface> {
            let file = folder.appendingPathComponent(name)
            try SceneRender(scene: .registered(.snowman, part: nil), actions: actions, size: size, times: [0.5], output: file).run()
            let image = try #require(IMG_Load(file.path))
            defer { SDL_FreeSurface(image) }
            return try #require(SDL_ConvertSurfaceFormat(image, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
        }
        let plain = try render([], "plain.png"), inspected = try render(["inspector"], "inspector.png")
        defer { SDL_FreeSurface(plain); SDL_FreeSurface(inspected) }
        func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> UInt32 {
            surface.pointee.pixels!.advanced(by: y * Int(surface.pointee.pitch)).load(fromByteOffset: x * 4, as: UInt32.self) & 0xFFFFFF
        }
        let box = ViewerLayout(windowSize: size).inspector
        let (x, y) = (Int(box.maxX) - 8, Int(box.maxY) - 4)  // inside the box, clear of its text and curve
        #expect(pixel(plain, x, y) != pixel(inspected, x, y))
        #expect(throws: SceneActionError.self) {
            try SceneRender(scene: .registered(.snowman, part: nil), actions: ["fly"], size: size, times: [0],
                            output: folder.appendingPathComponent("never.png")).run()
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("never.png").path))
    }
}
