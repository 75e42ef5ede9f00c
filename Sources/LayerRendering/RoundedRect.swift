import Foundation
import LayerAnimation

/// The outline of a rectangle with rounded corners, as a polygon.
enum RoundedRect {
    /// `radius` clamped to half the shorter side of `r`; 0 when too small to show.
    static func clampedRadius(_ r: CGRect, _ radius: CGFloat) -> Double {
        let radius = max(0, min(Double(radius), Double(min(r.width, r.height)) / 2))
        return radius > 0.01 ? radius : 0
    }

    /// Whether `box` lies inside `r` with its corners rounded by `radius`.
    /// The rounded rectangle is convex, so it holds the box when it holds
    /// the box's four corners; a corner is outside only past the bounds or,
    /// in a corner's square, farther than `radius` from that corner's centre.
    static func contains(_ box: CGRect, in r: CGRect, radius: Double) -> Bool {
        guard r.width > 0, r.height > 0, box.minX >= r.minX, box.maxX <= r.maxX, box.minY >= r.minY, box.maxY <= r.maxY
        else { return false }
        let radius = min(radius, Double(min(r.width, r.height)) / 2)
        for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY)] {
            let cx = min(max(x, r.minX + radius), r.maxX - radius), cy = min(max(y, r.minY + radius), r.maxY - radius)
            if (x - cx) * (x - cx) + (y - cy) * (y - cy) > radius * radius { return false }
        }
        return true
    }

    /// How many segments draw a corner whose radius is `pixels` on screen:
    /// a chord strays r(1 − cos(π/4n)) from its arc, under a third of a
    /// pixel with n = √r (2 to 8). No more: SDL's software renderer pays
    /// per triangle (`snowman bench-set`).
    static func segments(forPixelRadius pixels: Double) -> Int {
        guard pixels.isFinite else { return 8 }
        return min(8, max(2, Int(pixels.squareRoot().rounded(.up))))
    }

    /// The outline of `r` with corners of `radius` (clamped to half the
    /// shorter side), clockwise from the top-left arc, `segments` a corner;
    /// the corners not in `corners` square (one point each).
    static func outline(_ r: CGRect, radius: CGFloat, segments: Int = 8, corners: CACornerMask = .all,
                        into points: inout [(Double, Double)]) {
        points.removeAll(keepingCapacity: true)
        let radius = clampedRadius(r, radius)
        guard radius > 0 else {
            points += [(r.minX, r.minY), (r.maxX, r.minY), (r.maxX, r.maxY), (r.minX, r.maxY)]
            return
        }
        let centres = [(r.minX + radius, r.minY + radius, Double.pi, CACornerMask.layerMinXMinYCorner, r.minX, r.minY),
                       (r.maxX - radius, r.minY + radius, 1.5 * .pi, .layerMaxXMinYCorner, r.maxX, r.minY),
                       (r.maxX - radius, r.maxY - radius, 0, .layerMaxXMaxYCorner, r.maxX, r.maxY),
                       (r.minX + radius, r.maxY - radius, 0.5 * .pi, .layerMinXMaxYCorner, r.minX, r.maxY)]
        for (cx, cy, start, corner, x, y) in centres {
            guard corners.contains(corner) else {
                points.append((x, y))
                continue
            }
            for step in 0...segments {
                let angle = start + Double(step) / Double(segments) * .pi / 2
                points.append((cx + cos(angle) * radius, cy + sin(angle) * radius))
            }
        }
    }
}
