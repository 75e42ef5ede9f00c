import LayerRendering

/// The viewer's colours and type sizes.
enum Theme {
    static let panel = RGBA(245, 246, 248)
    static let panelEdge = RGBA(214, 219, 226)
    static let text = RGBA(32, 36, 44)
    static let secondaryText = RGBA(104, 112, 124)
    static let sectionText = RGBA(120, 128, 140)
    static let accent = RGBA(47, 111, 222)
    static let accentSoft = RGBA(219, 230, 250)
    static let rowFocus = RGBA(232, 238, 250)
    static let field = RGBA(255, 255, 255)
    static let fieldEdge = RGBA(200, 206, 214)
    static let stepper = RGBA(228, 231, 236)
    static let stepperDisabled = RGBA(238, 240, 243)
    static let white = RGBA(255, 255, 255)
    static let bannerInfo = RGBA(28, 34, 44, 235)
    static let bannerError = RGBA(190, 40, 48, 240)
    static let overlay = RGBA(10, 14, 20, 170)
    static let stageHint = RGBA(200, 214, 230)
    static let strip = RGBA(24, 33, 45)
    static let inspector = RGBA(12, 18, 26, 215)
    static let curve = RGBA(140, 190, 255)
}
