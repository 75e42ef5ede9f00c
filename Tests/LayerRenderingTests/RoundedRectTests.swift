import Foundation
import Testing
@testable import LayerRendering

/// How finely rounded corners are cut into segments.
@Suite struct RoundedRectTests {
    @Test func cornerChordsStayWithinAThirdOfAPixelOfTheArc() {
        for pixels in stride(from: 0.5, through: 600, by: 0.5) {
            let n = RoundedRect.segments(forPixelRadius: pixels)
            #expect((2...8).contains(n))
            // Past 8 segments (r > 64 px) the error grows; at 8 it stays under a pixel up to 260 px.
            let error = pixels * (1 - cos(Double.pi / 4 / Double(n)))
            if pixels <= 64 { #expect(error < 0.34, "r \(pixels) px, \(n) segments: \(error) px") }
        }
        #expect(RoundedRect.segments(forPixelRadius: 11) == 4)
        #expect(RoundedRect.segments(forPixelRadius: .infinity) == 8 && RoundedRect.segments(forPixelRadius: .nan) == 8)
        var points: [(Double, Double)] = []
        RoundedRect.outline(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 10, segments: 3, into: &points)
        #expect(points.count == 4 * 4)
    }
}
