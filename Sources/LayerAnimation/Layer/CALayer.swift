import Foundation

/// A rectangle of content in a tree of layers, with Core Animation's
/// geometry, appearance, timing and animations.
///
/// The stored values are the *model*; ``presentation()`` gives what is on
/// screen at the current media time, and ``evaluateFrame(atTime:)``
/// computes that for a whole tree once per frame.
open class CALayer: CAMediaTiming {
    // First, and in this order: what every property change reads (the
    // tree, the action look-up, then the frame state's small fields) and
    // what every frame reads (the sublayers, the drawing flag, the frame
    // hooks, the same small fields) share the object's first cache lines.
    // Ten thousand changes in one transaction, or one frame of ten
    // thousand layers, find every layer cold; each line apart was a miss.

    /// The layer whose sublayer this is (it owns this layer, so the
    /// reference back is weak).
    public var superlayer: CALayer? { storedSuperlayer }
    /// Kept internal so the compiler sees every access to it and, proving
    /// none overlaps another, skips their run-time exclusivity checks
    /// (a public stored property is checked at each read).
    private weak var storedSuperlayer: CALayer? {
        willSet { TransactionStack.timingWillChange() }
    }
    /// Asked first for actions (and, later, for drawing).
    open var delegate: CALayerDelegate? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }
    /// Actions by key, looked up after the delegate's; `NSNull()` disables a key.
    open var actions: [String: CAAction]? {
        get { storedActions }
        set { storedActions = newValue }
    }
    /// The two above, stored internally for the reason `storedSuperlayer`
    /// is: every property change reads both.
    private weak var storedDelegate: CALayerDelegate?
    private var storedActions: [String: CAAction]?
    /// The sublayers, back to front.
    private(set) var storedSublayers: [CALayer]?
    /// Set when a drawing is asked for, until the next frame makes it.
    private(set) var needsDisplayFlag = false {
        didSet { if needsDisplayFlag { frameStateBuffer.state.pointee.layerChanged() } }
    }
    /// Whether ``layoutSublayers()`` is due.
    var needsLayoutFlag = false
    /// Whether a layer below this one is due a layout: a frame's layout pass
    /// then visits only the paths down to layers that changed.
    var descendantNeedsLayout = false
    /// Set while a frame evaluation is displaying or evaluating this layer.
    var isInFrame = false
    /// What a frame evaluation does for this layer beyond its animations.
    var frameHooks: FrameHooks = [] {
        didSet { frameStateBuffer.state.pointee.layerChanged() }
    }
    /// Holds ``frameState``: a constant, so reaching it is not checked at run time.
    let frameStateBuffer = LayerFrameStateBuffer.make()
    /// `contents` when it is an object (beyond Apple's API): a renderer can
    /// recognise it by identity instead of casting `Any` every frame.
    public private(set) final var contentsObject: AnyObject? {
        didSet { frameState.drawingTraits.contentsIdentity = contentsObject.map(ObjectIdentifier.init) }
    }
    private var storedContents: Any?
    /// For a presentation copy, the layer it shows. Strong: no layer keeps its
    /// copies, so no cycle; a weak reference would give the model a side table,
    /// and every retain of it from then on (each frame's walk) the slow path.
    private(set) var modelLayer: CALayer?

    // MARK: Timing (a layer's own time space; see the module overview)

    open var beginTime: CFTimeInterval {
        get { frameState.clock.beginTime }
        set { if acceptsFinite(newValue.isFinite, "beginTime", newValue) { clockWillChange(); frameState.clock.beginTime = newValue } }
    }
    /// Before the clock changes: implicit animations whose transaction
    /// committed learn their begin times under the clock they committed in.
    private func clockWillChange() {
        TransactionStack.timingWillChange()
        frameState.layerChanged()
    }
    /// Stored for ``CAMediaTiming``; a layer's time does not repeat or end.
    open var duration: CFTimeInterval = 0
    open var speed: Float {
        get { frameState.clock.speed }
        set { if acceptsFinite(newValue.isFinite, "speed", newValue) { clockWillChange(); frameState.clock.speed = newValue } }
    }
    open var timeOffset: CFTimeInterval {
        get { frameState.clock.timeOffset }
        set { if acceptsFinite(newValue.isFinite, "timeOffset", newValue) { clockWillChange(); frameState.clock.timeOffset = newValue } }
    }
    /// Stored for ``CAMediaTiming``; a layer's time does not repeat or end.
    open var repeatCount: Float = 0
    /// Stored for ``CAMediaTiming``; a layer's time does not repeat or end.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored for ``CAMediaTiming``; a layer's time does not repeat or end.
    open var autoreverses = false
    /// Stored for ``CAMediaTiming``; a layer's time does not repeat or end.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// A name for finding the layer; not used by the engine.
    open var name: String?
    /// Values set by key for keys that are not properties (Apple's layers
    /// hold a value for any key); nil until the first.
    var keyedValues: [String: Any]?

    // MARK: Actions (implicit animations)

    /// The curve of implicit animations when the transaction sets none
    /// (one shared object: timing functions do not change).
    static let defaultTimingFunction = CAMediaTimingFunction(name: .default)

    /// The action for a change of `event` (a property's key): the
    /// delegate's answer, then `actions[event]`, then the class's
    /// ``defaultAction(forKey:)``, then the built-in one, a
    /// `CABasicAnimation` of the transaction's duration and curve for
    /// animatable properties. `NSNull` anywhere on the way means none.
    open func action(forKey event: String) -> CAAction? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        if let answer = actions?[event] { return answer is NSNull ? nil : answer }
        if let answer = Self.defaultAction(forKey: event) { return answer is NSNull ? nil : answer }
        guard Self.implicitlyAnimatedKeysOfClass.contains(event) else { return nil }
        let stack = TransactionStack.current
        let animation = CABasicAnimation(keyPath: event)
        // Its fields set directly: a new object, which no layer plays yet (``AnimationShare``).
        animation.fields.duration = stack.animationDuration
        animation.fields.timingFunction = stack.timingFunction ?? CALayer.defaultTimingFunction
        return animation
    }

    // MARK: Layout
    // A layer whose size or sublayers changed is marked, and the next
    // ``layoutIfNeeded()`` (a window's, before each frame) lets its delegate
    // place the sublayers. Here, not in an extension: subclasses override.

    /// Asks for ``layoutSublayers()`` at the next layout pass.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        markAncestorsForLayout()
    }

    /// Whether ``layoutSublayers()`` is due.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer if due, then every sublayer that is due, top down
    /// (a layer's own layout may resize its sublayers and so mark them).
    /// Subtrees where nothing is due are not visited.
    open func layoutIfNeeded() {
        guard needsLayoutFlag || descendantNeedsLayout else { return }
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        // Cleared before the sublayers run: one marked again by them marks this layer again.
        descendantNeedsLayout = false
        for sublayer in sublayers ?? [] where sublayer.needsLayoutFlag || sublayer.descendantNeedsLayout {
            sublayer.layoutIfNeeded()
        }
    }

    /// Tells the layers above that one below them is due a layout.
    func markAncestorsForLayout() {
        var ancestor = superlayer
        while let layer = ancestor, !layer.descendantNeedsLayout {
            layer.descendantNeedsLayout = true
            ancestor = layer.superlayer
        }
    }

    /// Places the sublayers; by default asks the delegate's
    /// ``CALayerDelegate/layoutSublayers(of:)``.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Drawing

    /// Pixels per point of drawn content (``draw(in:)`` records at this scale).
    open var contentsScale: CGFloat = 1
    /// Whether a change of the bounds' size asks for a new drawing.
    open var needsDisplayOnBoundsChange = false

    /// Asks for ``display()`` at the next frame evaluation.
    open func setNeedsDisplay() { needsDisplayFlag = true }

    /// Whether ``display()`` is due.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// A drawing was made: no longer due (for subclasses' own `display()`).
    func markDisplayed() { needsDisplayFlag = false }

    /// Displays now if due.
    open func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Makes the layer's content: the delegate's ``CALayerDelegate/display(_:)``,
    /// which by default records ``draw(in:)`` into a ``CGContext`` and makes
    /// the recording (a ``CALayerDrawing``) the layer's `contents`.
    open func display() {
        needsDisplayFlag = false
        if let delegate { delegate.display(self) } else { displayByDrawing() }
    }

    /// Draws the layer's content; by default asks the delegate's ``CALayerDelegate/draw(_:in:)``.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Records ``draw(in:)`` at the bounds' size and ``contentsScale`` and
    /// makes the recording the layer's `contents`.
    public func displayByDrawing() {
        needsDisplayFlag = false
        let area = drawingArea
        let context = CGContext(size: area.size, scale: contentsScale)
        if area.origin != .zero { context.translateBy(x: -area.minX, y: -area.minY) }
        draw(in: context)
        contents = CALayerDrawing(size: context.size, scale: context.scale, commands: context.commands, area: area)
    }

    /// The part of the layer's plane a drawing covers: the bounds (a shape
    /// layer's path may reach beyond them).
    var drawingArea: CGRect { bounds }

    /// The keys whose changes animate by default for this class.
    class var implicitlyAnimatedKeysOfClass: PropertyNameSet { implicitlyAnimatedKeys }

    /// Whether frames redraw the layer from its presented shape values (a shape layer).
    var redrawsFromPresentation: Bool {
        get { frameHooks.contains(.redrawsFromPresentation) }
        set { if newValue { frameHooks.insert(.redrawsFromPresentation) } else { frameHooks.remove(.redrawsFromPresentation) } }
    }

    /// Called after each frame applied the layer's animations, when
    /// `redrawsFromPresentation` (a shape layer redraws from what is presented).
    func presentationDidEvaluate() {}

    /// A class's own default action for `event` (none here); subclasses override.
    open class func defaultAction(forKey event: String) -> CAAction? {
        nil
    }

    /// Required, as on Apple's platforms, so that a layer can be made from
    /// its class alone (`UIView.layerClass`).
    public required init() {
        frameState.drawingTraits.kind = .init(of: self)
    }

    /// Archived layers are not on Linux (nor storyboards): always nil. Here so
    /// that a subclass's `init?(coder:)` calling `super.init(coder:)` compiles.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A copy of `layer`'s model values and timing (Core Animation uses it
    /// to make presentation layers; subclasses copy their own properties).
    public required init(layer: Any) {
        // Set here: observers do not run for a class's own initializer.
        let kind = LayerDrawingTraits.Kind(of: self)
        frameState.drawingTraits.kind = kind
        guard let other = layer as? CALayer else { return }
        frameState.drawingTraits = other.frameState.drawingTraits
        frameState.drawingTraits.kind = kind
        frameState.drawingTraits.hasMask = false  // the mask is not copied
        frameState.drawingTraits.holdsTransitionSnapshot = false  // nor the snapshot
        frameState.model = other.frameState.model
        frameState.show(other.frameState.presented, transition: other.frameState.transition)
        storedContents = other.storedContents
        contentsObject = other.contentsObject  // its identity came with the traits
        frameState.clock = other.frameState.clock
        frameState.extras = other.frameState.extras?.copy()
        duration = other.duration
        (repeatCount, repeatDuration) = (other.repeatCount, other.repeatDuration)
        (autoreverses, fillMode, name) = (other.autoreverses, other.fillMode, other.name)
        (contentsGravity, contentsScale, shadowPath) = (other.contentsGravity, other.contentsScale, other.shadowPath)
        (minificationFilter, magnificationFilter) = (other.minificationFilter, other.magnificationFilter)
        (minificationFilterBias, maskedCorners, cornerCurve) = (other.minificationFilterBias, other.maskedCorners, other.cornerCurve)
        allowsGroupOpacity = other.allowsGroupOpacity
        (shouldRasterize, rasterizationScale) = (other.shouldRasterize, other.rasterizationScale)
        keyedValues = other.keyedValues
    }

    // MARK: Geometry

    open var bounds: CGRect {
        get { frameState.model.bounds }
        set {
            guard acceptsFinite(newValue.isFinite, "bounds", newValue) else { return }
            let resized = newValue.size != frameState.model.bounds.size
            changeModel("bounds", .bounds) { $0.bounds = newValue }
            if resized && needsDisplayOnBoundsChange { setNeedsDisplay() }
            if resized { setNeedsLayout() }
        }
    }
    open var position: CGPoint {
        get { frameState.model.position }
        set { if acceptsFinite(newValue.x.isFinite && newValue.y.isFinite, "position", newValue) { changeModel("position", .position) { $0.position = newValue } } }
    }
    /// The point of the bounds, in unit coordinates, that sits at `position`; default (0.5, 0.5).
    open var anchorPoint: CGPoint {
        get { frameState.model.anchorPoint }
        set { if acceptsFinite(newValue.x.isFinite && newValue.y.isFinite, "anchorPoint", newValue) { changeModel("anchorPoint", .anchorPoint) { $0.anchorPoint = newValue } } }
    }
    open var zPosition: CGFloat {
        get { frameState.model.zPosition }
        set { if acceptsFinite(newValue.isFinite, "zPosition", newValue) { changeModel("zPosition", .zPosition) { $0.zPosition = newValue } } }
    }
    open var transform: CATransform3D {
        get { frameState.model.transform }
        set { if acceptsFinite(newValue.isFinite, "transform", newValue) { changeModel("transform", .transform) { $0.transform = newValue } } }
    }
    /// Applied to the sublayers, about this layer's centre; m34 = -1/d gives perspective.
    open var sublayerTransform: CATransform3D {
        get { frameState.model.sublayerTransform }
        set { if acceptsFinite(newValue.isFinite, "sublayerTransform", newValue) { changeModel("sublayerTransform", .sublayerTransform) { $0.sublayerTransform = newValue } } }
    }

    /// The layer's rectangle in its superlayer's coordinates: derived from
    /// bounds, position, anchor point and (its bounding box under) transform.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let anchor = anchorPoint
            let corners = [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0),
                           CGPoint(x: 0, y: size.height), CGPoint(x: size.width, y: size.height)]
            let t = transform
            let moved = corners.map { corner -> CGPoint in
                let x = corner.x - anchor.x * size.width, y = corner.y - anchor.y * size.height
                guard !CATransform3DIsIdentity(t) else { return CGPoint(x: x + position.x, y: y + position.y) }
                let w = x * t.m14 + y * t.m24 + t.m44
                let px = (x * t.m11 + y * t.m21 + t.m41) / w, py = (x * t.m12 + y * t.m22 + t.m42) / w
                return CGPoint(x: px + position.x, y: py + position.y)
            }
            let xs = moved.map(\.x), ys = moved.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.origin.x + anchorPoint.x * newValue.width,
                               y: newValue.origin.y + anchorPoint.y * newValue.height)
        }
    }

    // MARK: Appearance

    open var opacity: Float {
        get { frameState.model.opacity }
        set { if acceptsFinite(newValue.isFinite, "opacity", newValue) { changeModel("opacity", .opacity) { $0.opacity = newValue } } }
    }
    open var isHidden: Bool {
        get { frameState.model.isHidden }
        set { frameState.model.isHidden = newValue }
    }
    open var backgroundColor: CGColor? {
        get { frameState.model.backgroundColor }
        set { if acceptsFinite(newValue.map { ColorComponents($0).isFinite } ?? true, "backgroundColor", newValue as Any) { changeModel("backgroundColor", .backgroundColor) { $0.backgroundColor = newValue } } }
    }
    open var cornerRadius: CGFloat {
        get { frameState.model.cornerRadius }
        set { if acceptsFinite(newValue.isFinite, "cornerRadius", newValue) { changeModel("cornerRadius", .cornerRadius) { $0.cornerRadius = newValue } } }
    }
    open var borderWidth: CGFloat {
        get { frameState.model.borderWidth }
        set { if acceptsFinite(newValue.isFinite, "borderWidth", newValue) { changeModel("borderWidth", .borderWidth) { $0.borderWidth = newValue } } }
    }
    open var borderColor: CGColor? {
        get { frameState.model.borderColor }
        set { if acceptsFinite(newValue.map { ColorComponents($0).isFinite } ?? true, "borderColor", newValue as Any) { changeModel("borderColor", .borderColor) { $0.borderColor = newValue } } }
    }
    /// An image handle the renderer understands (LayerRendering's `LayerImage`).
    open var contents: Any? {
        get { storedContents }
        set {
            storedContents = newValue
            // Cast once the type is known to be a class, from the value's own
            // type: `as AnyObject` takes the bridging path, and a cast from
            // `Any?` unwraps two containers in the runtime first.
            if let value = newValue, type(of: value) is AnyClass {
                contentsObject = _openExistential(value, do: openedObject)
            } else {
                contentsObject = nil
            }
        }
    }
    /// How `contents` is placed in the bounds (default `.resize`: stretched to fill them).
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { frameState.drawingTraits.gravityIsResize = contentsGravity == .resize }
    }
    /// How contents drawn smaller than its pixels is sampled (default `.linear`).
    open var minificationFilter: CALayerContentsFilter = .linear {
        didSet { frameState.drawingTraits.minifiesNearest = minificationFilter == .nearest }
    }
    /// How contents drawn larger than its pixels is sampled (default
    /// `.linear`; `.nearest` keeps pixel art's edges hard).
    open var magnificationFilter: CALayerContentsFilter = .linear {
        didSet { frameState.drawingTraits.magnifiesNearest = magnificationFilter == .nearest }
    }
    /// Kept for Apple's API; the renderer has no mipmaps for it to bias.
    open var minificationFilterBias: Float = 0

    /// Which corners `cornerRadius` rounds (default all four); the others
    /// stay square, in the background, the border and the clip.
    open var maskedCorners: CACornerMask = .all
    /// The shape of the rounded corners; `.continuous` is drawn as quarter
    /// circles, within a few percent of the radius of Apple's curve.
    open var cornerCurve: CALayerCornerCurve = .circular

    // MARK: Shadow

    /// The shadow's colour (opaque black); nil draws none.
    open var shadowColor: CGColor? {
        get { frameState.model.shadow.color?.cgColor }
        set { if acceptsFinite(newValue.map { ColorComponents($0).isFinite } ?? true, "shadowColor", newValue as Any) { changeModel("shadowColor", .shadowColor) { $0.shadow.color = newValue.map(ColorComponents.init) } } }
    }
    /// 0 (the default) draws no shadow.
    open var shadowOpacity: Float {
        get { frameState.model.shadow.opacity }
        set { if acceptsFinite(newValue.isFinite, "shadowOpacity", newValue) { changeModel("shadowOpacity", .shadowOpacity) { $0.shadow.opacity = newValue } } }
    }
    /// Where the shadow falls, in the layer's coordinates; default (0, -3).
    open var shadowOffset: CGSize {
        get { frameState.model.shadow.offset }
        set { if acceptsFinite(newValue.width.isFinite && newValue.height.isFinite, "shadowOffset", newValue) { changeModel("shadowOffset", .shadowOffset) { $0.shadow.offset = newValue } } }
    }
    /// How far the shadow is blurred, in points (the Gaussian's standard deviation); default 3.
    open var shadowRadius: CGFloat {
        get { frameState.model.shadow.radius }
        set { if acceptsFinite(newValue.isFinite, "shadowRadius", newValue) { changeModel("shadowRadius", .shadowRadius) { $0.shadow.radius = newValue } } }
    }
    /// The shadow's shape; nil: the shape of what the layer draws (its
    /// background, contents and sublayers), which costs more to find.
    open var shadowPath: CGPath?

    // MARK: Compositing

    /// Whether a layer with an opacity below 1 fades its sublayers as one
    /// picture (true, the default) rather than each on its own, so that
    /// overlapping sublayers do not show through each other.
    open var allowsGroupOpacity = true

    /// Whether the layer and its sublayers are drawn once into a picture
    /// that is kept, and that picture drawn from then on, moved, turned and
    /// faded with the layer, until something in it changes (Core
    /// Animation's rasterization). The picture includes the layer's shadow
    /// and is faded as one, like group opacity.
    open var shouldRasterize = false {
        didSet { frameState.drawingTraits.shouldRasterize = shouldRasterize }
    }
    /// Pixels per point of the rasterized picture (default 1, as in Core
    /// Animation: set it to the screen's scale on a HiDPI screen). A value
    /// that is not finite and positive is refused with a diagnostic.
    open var rasterizationScale: CGFloat {
        get { storedRasterizationScale }
        set {
            guard newValue.isFinite && newValue > 0 else {
                return CADiagnostics.report(CADiagnostic(layerProperty: "rasterizationScale",
                                                         message: "value \(newValue) is not a positive scale; the old value is kept"))
            }
            storedRasterizationScale = newValue
        }
    }
    private var storedRasterizationScale: CGFloat = 1

    /// A layer whose alpha masks this one's drawing (background, contents,
    /// border and sublayers), placed in this layer's coordinates like a
    /// sublayer. It must not be in a tree (it is drawn only as the mask);
    /// a layer that is this one or one of its ancestors (through sublayers
    /// or masks) is refused, reported once through ``CADiagnostics``.
    open var mask: CALayer? {
        get { storedMask }
        set {
            if let newValue, newValue === self || isDescendant(of: newValue) || newValue.superlayer != nil {
                let why = newValue.superlayer != nil && newValue !== self && !isDescendant(of: newValue)
                    ? "it is a sublayer of another layer" : "it is this layer or one of its ancestors"
                CADiagnostics.report(CADiagnostic(layerProperty: "mask", message: "refused: \(why); the old mask is kept"))
                return
            }
            storedMask?.maskOwner = nil
            storedMask = newValue
            newValue?.maskOwner = self
        }
    }
    var storedMask: CALayer? {
        didSet {
            if storedMask == nil { frameHooks.remove(.hasMask) } else { frameHooks.insert(.hasMask) }
            frameState.drawingTraits.hasMask = storedMask != nil
        }
    }
    /// See ``transitionSnapshot``.
    var storedTransitionSnapshot: CALayer? {
        didSet {
            if storedTransitionSnapshot == nil { frameHooks.remove(.holdsTransitionSnapshot) } else { frameHooks.insert(.holdsTransitionSnapshot) }
            frameState.drawingTraits.holdsTransitionSnapshot = storedTransitionSnapshot != nil
        }
    }
    /// The layer this one masks (a mask has no superlayer).
    private(set) weak var maskOwner: CALayer?

    /// Whether the back of the layer is drawn when it faces away.
    open var isDoubleSided: Bool {
        get { frameState.model.isDoubleSided }
        set { frameState.model.isDoubleSided = newValue }
    }
    open var masksToBounds: Bool {
        get { frameState.model.masksToBounds }
        set { frameState.model.masksToBounds = newValue }
    }

    /// All model values at once (beyond Apple's API).
    public var modelProperties: CALayerProperties { frameState.model }

    /// The values computed for this layer by the last ``evaluateFrame(atTime:)``
    /// of its tree: what a renderer draws (beyond Apple's API).
    public var presentedProperties: CALayerProperties { frameState.presented }

    /// Calls `body` with the address of ``presentedProperties`` (beyond
    /// Apple's API): a renderer reads a few fields of every layer through
    /// `pointee` without copying all of them. Valid only inside `body`.
    public func withUnsafePresentedProperties<Result>(
        _ body: (UnsafePointer<CALayerProperties>) throws -> Result
    ) rethrows -> Result {
        try body(unsafePresentedProperties)
    }

    /// The address of ``presentedProperties``, for the renderer: valid while
    /// the layer lives, and read only while no frame is evaluated or
    /// change made (drawing follows the frame on the same thread).
    package final var unsafePresentedProperties: UnsafePointer<CALayerProperties> {
        #if DEBUG
        precondition(!frameStateBuffer.state.pointee.isBeingChanged, "a layer's presentation read while it changes")
        #endif
        return frameStateBuffer.presented
    }

    /// The transition running at the last ``evaluateFrame(atTime:)`` (or, on
    /// a presentation copy, at its time), with its progress (beyond Apple's API).
    public var presentedTransition: CATransitionState? { frameState.transition }

    // MARK: Tree

    deinit {
        // Layers below that have still to learn a commit's time learn it
        // while this layer's clock can be read: their way up to it (a weak
        // reference) already reads nil.
        if let commit = TransactionStack.existing?.committedTime, let time = commit.mediaTime {
            let local = convertTime(time, from: nil)
            for child in storedSublayers ?? [] { child.learnCommitTimes(of: commit, parentTime: local) }
        }
        for child in storedSublayers ?? [] { child.storedSuperlayer = nil }
    }

    /// The layer's children, drawn in order after sorting by `zPosition`.
    open var sublayers: [CALayer]? {
        get { storedSublayers }
        set {
            for layer in takeSublayers() ?? [] { layer.storedSuperlayer = nil }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: storedSublayers?.count ?? 0))
    }

    /// Inserts `layer` at `idx` (clamped to the end), taking it from its old superlayer.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else { return }  // no cycles
        guard layer.maskOwner == nil else {
            return CADiagnostics.report(CADiagnostic(layerProperty: "sublayers",
                                                     message: "a layer that is another layer's mask cannot be a sublayer; not added"))
        }
        layer.removeFromSuperlayer()
        // Taken out and put back, not copied: building a tree of N children stays O(N).
        var children = takeSublayers() ?? []
        children.insert(layer, at: min(Int(idx), children.count))
        putBackSublayers(children)
        layer.storedSuperlayer = self
        setNeedsLayout()
        // A subtree that was due a layout before it came here still is.
        if layer.needsLayoutFlag || layer.descendantNeedsLayout { layer.markAncestorsForLayout() }
    }

    // `storedSublayers` changes with the array taken out, never in place:
    // growing or shrinking it inside the access may release storage (or a
    // layer) there, and the compiler, unable to prove that harmless, would
    // then check every access at run time, one check per layer per frame
    // (see `TransactionStack.takeFrames()`).
    private func takeSublayers() -> [CALayer]? {
        var taken: [CALayer]?
        swap(&storedSublayers, &taken)
        sublayersChanged()
        return taken
    }

    /// Stores `children` (nil when empty) where ``takeSublayers()`` left nothing.
    private func putBackSublayers(_ children: [CALayer]?) {
        var children = children?.isEmpty == true ? nil : children
        swap(&storedSublayers, &children)
        // `takeSublayers` has noted the change: nothing evaluates in between.
    }

    /// The sublayers' flat frames were made for the sublayers as they were;
    /// and a flat frame of this layer was made for a layer with none.
    private func sublayersChanged() {
        frameState.flatFrames = nil
        frameState.layerChanged()
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers?.firstIndex { $0 === s } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(index ?? storedSublayers?.count ?? 0))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        var siblings = parent.takeSublayers()
        siblings?.removeAll { $0 === self }
        parent.putBackSublayers(siblings)
        storedSuperlayer = nil
    }

    /// Whether `layer` is above this one, through superlayers or the layers they mask.
    private func isDescendant(of layer: CALayer) -> Bool {
        var current = superlayer ?? maskOwner
        while let ancestor = current {
            if ancestor === layer { return true }
            current = ancestor.superlayer ?? ancestor.maskOwner
        }
        return false
    }

    // MARK: Animations

    /// Adds a copy of `anim` under `key`, replacing an animation with the
    /// same key (whose delegate hears `finished: false` at the layer's next
    /// frame evaluation). A `beginTime` of 0 becomes the layer's current
    /// local time.
    ///
    /// An animation whose values cannot be used (unknown key path, wrong
    /// types, values that are not finite) is kept and timed but changes
    /// nothing; one whose timing is not finite is not added. Either way the
    /// problem is reported once through ``CADiagnostics``.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        addCopy(of: anim, forKey: key)
    }

    /// The animation added under `key` (the layer's copy), if still there.
    open func animation(forKey key: String) -> CAAnimation? {
        learnCommitTimes()
        return frameState.animation(forKey: key)
    }

    /// The keys of the animations on the layer, in the order they were added; nil when none.
    open func animationKeys() -> [String]? {
        let keys = frameState.entries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished: false`
    /// at the layer's next frame evaluation, not inside this call.
    open func removeAnimation(forKey key: String) {
        frameState.remove(forKey: key)
    }

    /// Removes every animation; their delegates hear `finished: false` at the
    /// layer's next frame evaluation.
    open func removeAllAnimations() {
        frameState.removeAll()
    }

    // MARK: Hit testing and coordinates (model geometry, 3D included)

    /// The farthest descendant (or the layer itself) under `p`, given in the
    /// superlayer's coordinates, or nil. Hidden layers and everything below
    /// them are skipped (opacity does not matter); sublayers are tried front
    /// to back (higher `zPosition` first, then later ones first);
    /// `masksToBounds` limits hits to the bounds. A point that no point of
    /// the layer's plane projects to (seen edge-on) misses.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = convertedPoint(p, fromSuperlayerOf: self) else { return nil }
        if masksToBounds && !contains(local) { return nil }
        let children = (storedSublayers ?? []).enumerated().sorted {
            ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset)
        }
        for (_, child) in children {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Whether `p`, in the layer's own coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// `p` from `l`'s coordinates (nil: the top space above the tree's root)
    /// into this layer's, through their common ancestor and every transform
    /// on the way, perspective included. `.zero` when no point of this
    /// layer's plane maps there (a plane seen edge-on).
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        convertedPoint(p, from: l) ?? .zero
    }

    /// `p` from this layer's coordinates into `l`'s (nil: the top space).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        if let l { return l.convert(p, from: self) }
        return toAncestor(nil).apply(p) ?? .zero
    }

    /// The bounding box of `r`'s four corners converted from `l`.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.box(of: r) { self.convert($0, from: l) }
    }

    /// The bounding box of `r`'s four corners converted into `l`.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.box(of: r) { self.convert($0, to: l) }
    }

    private static func box(of r: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        var box = BoundingBox()
        for corner in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)] {
            box.add(map(corner))
        }
        return box.rect
    }

    // MARK: Time

    /// Converts `t` from the time space of `l` (nil: absolute media time)
    /// into this layer's, through their nearest common ancestor.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        convertTimeImplementation(t, from: l)
    }

    /// Converts `t` from this layer's time space into that of `l` (nil: absolute media time).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        convertTimeImplementation(t, to: l)
    }

    // MARK: Presentation

    /// A copy of the layer showing its values at ``CACurrentMediaTime()``,
    /// with every animation applied. Its sublayers are not copied.
    open func presentation() -> Self? {
        learnCommitTimes()
        let copy = Self(layer: self)
        let (properties, transition) = frameState.evaluated(atLocalTime: convertTime(CACurrentMediaTime(), from: nil))
        copy.frameState.model = properties
        copy.frameState.show(properties, transition: transition)
        if let extras = frameState.evaluatedExtras(atLocalTime: convertTime(CACurrentMediaTime(), from: nil)) {
            copy.frameState.extras = ExtraValues(extras.presented)
        }
        copy.modelLayer = self
        copy.showPresentedDerivedValues()
        return copy
    }

    /// On a presentation copy, after its values were set: a subclass turns
    /// the numbers that stand in for its other animated values (a shape
    /// layer's path) into those values, so the copy reads as presented.
    func showPresentedDerivedValues() {}

    /// The model layer: `self`, or for a presentation copy the layer it shows.
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    // Key paths here, in the class, so that a subclass with paths of its own
    // (the emitter's cells) overrides them: see CALayer+KeyValueCoding.swift.

    /// The value at `keyPath`: a property (`"opacity"`) or a part of one
    /// (`"position.x"`, `"bounds.size"`, `"transform.rotation.z"`), as an
    /// animation of that key path takes it; any other key as ``value(forKey:)`` answers it.
    open func value(forKeyPath keyPath: String) -> Any? {
        modelValue(atKeyPath: keyPath)
    }

    /// Sets the property or the part of one at `keyPath` through the
    /// property's setter (so the change runs its action); anything else is
    /// reported and ignored.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setModelValue(value, atKeyPath: keyPath)
    }
}

extension CALayer {
    /// Whether a new model value can be taken: a value that is not finite
    /// is refused, reported once through ``CADiagnostics``, and the old
    /// value kept, so every presented value stays finite.
    func acceptsFinite(_ isFinite: Bool, _ property: String, _ value: Any) -> Bool {
        if !isFinite {
            CADiagnostics.report(CADiagnostic(layerProperty: property,
                                              message: "value \(value) is not finite; the old value is kept"))
        }
        return isFinite
    }
}

/// The rare work a frame evaluation does for a layer beyond its animations.
struct FrameHooks: OptionSet {
    let rawValue: UInt8
    /// Draws again from presented values (shape and text layers).
    static let redrawsFromPresentation = FrameHooks(rawValue: 1 << 0)
    /// Evaluates its mask layer.
    static let hasMask = FrameHooks(rawValue: 1 << 1)
    /// Drops its transition snapshot once the transition is gone.
    static let holdsTransitionSnapshot = FrameHooks(rawValue: 1 << 2)
    /// Steps its particles (an emitter layer).
    static let emits = FrameHooks(rawValue: 1 << 3)
}

/// A free function: the compiler cannot open an existential into a method.
/// Cast through a generic target: a conditional cast written to `AnyObject`
/// is always true to the compiler (anything can be boxed) and warns.
private func openedObject<T>(_ value: T) -> AnyObject? { conditionalCast(value, to: AnyObject.self) }

private func conditionalCast<Value, Target>(_ value: Value, to: Target.Type) -> Target? { value as? Target }
