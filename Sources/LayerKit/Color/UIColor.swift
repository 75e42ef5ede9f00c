/// A colour as UIKit keeps one: in the model it was made in (grayscale or
/// RGB, extended sRGB), so that `==` tells `.white` from an RGB white, as
/// on iOS. Components that are not finite are replaced by 0, with one
/// diagnostic.
open class UIColor: NSObject, @unchecked Sendable {
    /// How the colour was made.
    enum Model: Equatable {
        case white(CGFloat)
        case rgb(red: CGFloat, green: CGFloat, blue: CGFloat)
    }

    let model: Model
    let alpha: CGFloat

    /// `alpha` is kept within 0...1, as Core Graphics keeps it.
    init(model: Model, alpha: CGFloat) {
        (self.model, self.alpha) = (model, min(max(alpha, 0), 1))
    }

    /// `UIColor()`, `NSObject`'s initializer on iOS, which code uses as a
    /// placeholder before the real colour: transparent black, `.clear`.
    override public convenience init() {
        self.init(model: .white(0), alpha: 0)
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b, a) = Self.finite((red, green, blue, alpha), "UIColor(red:green:blue:alpha:)")
        self.init(model: .rgb(red: r, green: g, blue: b), alpha: a)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        let (w, _, _, a) = Self.finite((white, 0, 0, alpha), "UIColor(white:alpha:)")
        self.init(model: .white(w), alpha: a)
    }

    /// An RGB colour from hue, saturation and brightness (each 0...1; the hue wraps).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (h, s, v, a) = Self.finite((hue, saturation, brightness, alpha), "UIColor(hue:saturation:brightness:alpha:)")
        let (r, g, b) = HSB.rgb(hue: h, saturation: s, brightness: v)
        self.init(model: .rgb(red: r, green: g, blue: b), alpha: a)
    }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// A Display P3 colour, converted to extended sRGB (components may leave 0...1).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b, a) = Self.finite((red, green, blue, alpha), "UIColor(displayP3Red:green:blue:alpha:)")
        let (sr, sg, sb) = DisplayP3.extendedSRGB(red: r, green: g, blue: b)
        self.init(model: .rgb(red: sr, green: sg, blue: sb), alpha: a)
    }

    /// The colour `provider` gives for the light appearance (LayerKit has no dark mode).
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = provider(UITraitCollection.current)
        self.init(model: resolved.model, alpha: resolved.alpha)
    }

    // MARK: Reading

    public var cgColor: CGColor {
        let (r, g, b) = rgb
        return CGColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour in the same model at `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(model: model, alpha: Self.finite((alpha, 0, 0, 0), "withAlphaComponent(_:)").0)
    }

    /// This colour as seen with `traitCollection` (always itself: one appearance).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    var rgb: (red: CGFloat, green: CGFloat, blue: CGFloat) {
        switch model {
        case .white(let w): (w, w, w)
        case .rgb(let r, let g, let b): (r, g, b)
        }
    }

    /// Writes the RGB components; always true (every model converts).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = rgb
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the grayscale components (RGB's luma by Rec. 601 weights for an RGB colour); always true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        switch model {
        case .white(let w): white?.pointee = w
        case .rgb(let r, let g, let b): white?.pointee = 0.299 * r + 0.587 * g + 0.114 * b
        }
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes hue, saturation and brightness; always true.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = rgb
        let (h, s, v) = HSB.hsb(red: r, green: g, blue: b)
        hue?.pointee = h
        saturation?.pointee = s
        brightness?.pointee = v
        alpha?.pointee = self.alpha
        return true
    }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return model == other.model && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        switch model {
        case .white(let w): hasher.combine(0); hasher.combine(w)
        case .rgb(let r, let g, let b): hasher.combine(1); hasher.combine(r); hasher.combine(g); hasher.combine(b)
        }
        hasher.combine(alpha)
        return hasher.finalize()
    }

    open override var description: String {
        switch model {
        case .white(let w): "UIExtendedGrayColorSpace \(w) \(alpha)"
        case .rgb(let r, let g, let b): "UIExtendedSRGBColorSpace \(r) \(g) \(b) \(alpha)"
        }
    }

    // MARK: Bad input

    /// Extended components beyond this are kept at it: far past any real
    /// colour, and near enough that conversions (powers, differences) stay finite.
    static let largestComponent: CGFloat = 1_000_000

    /// The four values with each one that is not finite replaced by 0 (said
    /// once per call) and each kept within ±`largestComponent`.
    static func finite(_ values: (CGFloat, CGFloat, CGFloat, CGFloat), _ call: String)
        -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let all = [values.0, values.1, values.2, values.3]
        if all.contains(where: { !$0.isFinite }) {
            CADiagnostics.report(CADiagnostic(call: call, message: "a component is not finite; 0 was used for it"))
        }
        let fixed = all.map { $0.isFinite ? min(max($0, -largestComponent), largestComponent) : 0 }
        return (fixed[0], fixed[1], fixed[2], fixed[3])
    }
}
