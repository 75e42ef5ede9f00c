import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// Text layers laid out with SDL2_ttf: placed, aligned, wrapped, truncated.
@Suite(.serialized) struct TextLayerRenderingTests {
    /// A text layer of `size` at the canvas's top-left corner, drawn on black.
    private func render(_ configure: (CATextLayer) -> Void, size: CGSize, canvas: CGSize = CGSize(width: 240, height: 240))
        -> (ink: [(x: Int, y: Int)], layer: CATextLayer) {
        let view = OffscreenCanvas(width: Int32(canvas.width), height: Int32(canvas.height))
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: canvas)
        root.position = CGPoint(x: canvas.width / 2, y: canvas.height / 2)
        let text = CATextLayer()
        text.fontSize = 20
        text.bounds = CGRect(origin: .zero, size: size)
        text.anchorPoint = .zero
        configure(text)
        root.addSublayer(text)
        view.render(root)
        var ink: [(x: Int, y: Int)] = []
        for y in 0..<Int(canvas.height) {
            for x in 0..<Int(canvas.width) where view.pixel(x, y).r > 128 { ink.append((x, y)) }
        }
        return (ink, text)
    }

    /// Groups of consecutive rows holding ink: one per line of text.
    private func lineBands(_ ink: [(x: Int, y: Int)]) -> Int {
        let rows = Set(ink.map(\.y)).sorted()
        return zip(rows, rows.dropFirst()).filter { $1 - $0 > 1 }.count + (rows.isEmpty ? 0 : 1)
    }

    @Test func aLineIsDrawnAndAligned() {
        let left = render({ $0.string = "Hello" }, size: CGSize(width: 200, height: 40))
        #expect(!left.ink.isEmpty && left.ink.allSatisfy { $0.x < 80 && $0.y < 40 })
        let centred = render({ $0.string = "Hello"; $0.alignmentMode = .center }, size: CGSize(width: 200, height: 40))
        let mean = Double(centred.ink.map(\.x).reduce(0, +)) / Double(centred.ink.count)
        #expect(abs(mean - 100) < 8)
        let right = render({ $0.string = "Hello"; $0.alignmentMode = .right }, size: CGSize(width: 200, height: 40))
        #expect(right.ink.allSatisfy { $0.x > 120 && $0.x < 200 })
    }

    @Test func wrappedTextFillsLinesAndStopsAtTheBox() {
        let words = String(repeating: "wrap these words ", count: 20)
        let wrapped = render({ $0.string = words; $0.isWrapped = true }, size: CGSize(width: 150, height: 100))
        #expect(lineBands(wrapped.ink) >= 3)
        #expect(wrapped.ink.allSatisfy { $0.x < 150 && $0.y < 100 })
        let single = render({ $0.string = words }, size: CGSize(width: 150, height: 100))
        #expect(lineBands(single.ink) == 1)
    }

    @Test func truncationKeepsAnEllipsisInsideTheBox() {
        let cut = render({ $0.string = "A line much too long for its box"; $0.truncationMode = .end },
                         size: CGSize(width: 120, height: 30))
        #expect(!cut.ink.isEmpty && cut.ink.allSatisfy { $0.x < 120 })
        #expect(cut.ink.contains { $0.x > 100 })  // the ellipsis at the end, near the right edge
    }

    @Test func hugeStringsAndUnknownFontsAreHandled() {
        let recorder = DiagnosticsCounter()
        let start = ContinuousClock.now
        CADiagnostics.$taskHandler.withValue({ diagnostic in recorder.add(diagnostic) }) {
            let huge = render({ $0.string = String(repeating: "x", count: 100_000); $0.font = "Nonexistent Sans" },
                              size: CGSize(width: 200, height: 40))
            #expect(!huge.ink.isEmpty)
            let wrapped = render({ $0.string = String(repeating: "word ", count: 20_000); $0.isWrapped = true },
                                 size: CGSize(width: 200, height: 200))
            #expect(!wrapped.ink.isEmpty && wrapped.ink.allSatisfy { $0.y < 200 })
        }
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(recorder.count == 1)
    }
}

/// Renderers of one window share their open fonts: each open font holds
/// FreeType's and HarfBuzz's tables for it, so a renderer a tab would
/// otherwise open every size again.
@Suite struct SharedFontsTests {
    /// Text sized from the window opens a new size at each resize: the
    /// least recently used fonts close, and text measures the same after.
    @Test func fontsOpenAtManySizesStayBounded() throws {
        let fonts = try TextRenderer(fontPaths: TextRenderer.fontPaths())
        let first = fonts.measure("Snowman", pixelSize: 20)
        for size in 6..<(6 + 3 * TextRenderer.maximumOpenFonts) {
            #expect(fonts.measure("Snowman", pixelSize: size).height > 0)
            #expect(fonts.openFonts <= TextRenderer.maximumOpenFonts)
        }
        #expect(fonts.measure("Snowman", pixelSize: 20) == first)
    }

    @Test func aRendererSharingFontsOpensNoneOfItsOwn() throws {
        let canvas = OffscreenCanvas(width: 120, height: 40)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        text.string = "Shared"
        text.fontSize = 30
        canvas.render(text)
        let fonts = try #require(canvas.layers.textRenderer)
        let opened = fonts.openFonts
        let other = LayerRenderer(renderer: canvas.renderer, text: fonts)
        let label = CATextLayer()
        label.frame = text.frame
        label.string = "Shared too"
        label.fontSize = 30
        label.evaluateFrame(atTime: 0)
        other.draw(label)
        #expect(other.textRenderer === fonts)
        #expect(fonts.openFonts == opened)
        withExtendedLifetime(canvas) {}  // its SDL renderer outlives `other`
    }
}
