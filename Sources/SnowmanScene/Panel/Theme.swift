import Foundation
import LayerAnimation

/// The viewer's colours and type sizes.
enum Theme {
    /// A colour from 8-bit channels, as the design gives them.
    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> CGColor {
        CGColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
    }

    static let panel = rgb(245, 246, 248)
    static let panelEdge = rgb(214, 219, 226)
    static let text = rgb(32, 36, 44)
    static let secondaryText = rgb(104, 112, 124)
    static let sectionText = rgb(120, 128, 140)
    static let accent = rgb(47, 111, 222)
    static let accentSoft = rgb(219, 230, 250)
    static let rowFocus = rgb(232, 238, 250)
    static let field = rgb(255, 255, 255)
    static let fieldEdge = rgb(200, 206, 214)
    static let stepper = rgb(228, 231, 236)
    static let stepperDisabled = rgb(238, 240, 243)
    static let white = rgb(255, 255, 255)
    static let bannerInfo = rgb(28, 34, 44, 235)
    static let bannerError = rgb(190, 40, 48, 240)
    static let overlay = rgb(10, 14, 20, 170)
    static let stageHint = rgb(200, 214, 230)
    static let strip = rgb(24, 33, 45)
    static let inspector = rgb(12, 18, 26, 215)
    static let curve = rgb(140, 190, 255)
}
