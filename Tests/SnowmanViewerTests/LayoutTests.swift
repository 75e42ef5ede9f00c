import Foundation
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

@Suite struct LayoutTests {
    private func check(_ layout: ViewerLayout, _ size: CGSize, scale: CGFloat) {
        let window = CGRect(origin: .zero, size: size)
        // In pixels, as drawn: nothing leaves the window, nothing overlaps.
        func pixels(_ r: CGRect) -> CGRect {
            CGRect(x: (r.minX * scale).rounded(), y: (r.minY * scale).rounded(),
                   width: (r.width * scale).rounded(), height: (r.height * scale).rounded())
        }
        let pixelWindow = pixels(window)
        let elements = layout.allElements + layout.rows.flatMap { [$0.label, $0.value, $0.minus, $0.plus] }
        for element in elements + [layout.stage, layout.panel] {
            #expect(pixelWindow.contains(pixels(element)), "\(element) leaves \(size)")
            #expect(element.width > 0 && element.height > 0)
        }
        let separate = layout.allElements.map(pixels)
        for i in separate.indices {
            for j in separate.indices where j > i {
                #expect(!separate[i].intersects(separate[j]) || separate[i].intersection(separate[j]).isEmpty
                        || separate[i].intersection(separate[j]).width * separate[i].intersection(separate[j]).height == 0,
                        "\(separate[i]) overlaps \(separate[j]) at \(size)")
            }
        }
        for row in layout.rows {
            for (a, b) in [(row.label, row.value), (row.value, row.minus), (row.minus, row.plus)] {
                #expect(a.maxX <= b.minX, "\(row.property) at \(size)")
            }
        }
        #expect(!layout.stage.intersects(layout.panel) || layout.stage.intersection(layout.panel).width == 0)
        #expect(layout.visibleListRows >= 3)
        #expect(layout.rowHeight >= 20)
    }

    @Test(arguments: [(800.0, 520.0, 1.0), (2560.0, 1440.0, 1.0), (800.0, 520.0, 2.0), (1280.0, 800.0, 2.0)])
    func nothingOverlapsAndNothingLeavesTheWindow(width: Double, height: Double, scale: Double) {
        let size = CGSize(width: width, height: height)
        check(ViewerLayout(windowSize: size), size, scale: CGFloat(scale))
    }

    @Test func clicksLandOnWhatIsDrawn() {
        let layout = ViewerLayout(windowSize: CGSize(width: 1100, height: 720))
        let row = layout.rows.first { $0.property == .opacity }!
        #expect(layout.target(at: CGPoint(x: row.plus.midX, y: row.plus.midY), listCount: 4, scroll: 0) == .plus(.opacity))
        #expect(layout.target(at: CGPoint(x: row.minus.midX, y: row.minus.midY), listCount: 4, scroll: 0) == .minus(.opacity))
        #expect(layout.target(at: CGPoint(x: layout.stage.midX, y: 10), listCount: 4, scroll: 0) == .stage)
        #expect(layout.target(at: CGPoint(x: layout.playButton.midX, y: layout.playButton.midY), listCount: 4, scroll: 0) == .play)
        let second = layout.listRow(1, scroll: 0)!
        #expect(layout.target(at: CGPoint(x: second.midX, y: second.midY), listCount: 4, scroll: 0) == .listRow(1))
        #expect(layout.target(at: CGPoint(x: second.midX, y: second.midY), listCount: 9, scroll: 3) == .listRow(4))
        let beyond = layout.listRow(2, scroll: 0)!
        #expect(layout.target(at: CGPoint(x: beyond.midX, y: beyond.midY), listCount: 2, scroll: 0) == .list)
    }

    @Test func snowmanAtRestFitsTheStage() {
        for stage in [CGSize(width: 500, height: 520), CGSize(width: 1800, height: 1400), CGSize(width: 300, height: 900)] {
            let size = SnowmanStage.snowmanSize(for: stage, aspectRatio: 200.0 / 320)
            #expect(size.width <= stage.width && size.height <= stage.height)
        }
    }
}
