/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// Beyond Apple's public API, under the names Apple's own frameworks use
    /// (UIKit's flip and curl transitions): the layer turns half a turn
    /// with perspective, showing its old look for the first half and its
    /// new one for the second; about y for `fromLeft`/`fromRight`, about x
    /// for `fromTop`/`fromBottom`.
    public static let flip = CATransitionType(rawValue: "oglFlip")
    /// Drawn as a flip about the top edge (there is no page curl).
    public static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// Drawn as a flip about the top edge, the other way.
    public static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// The direction of a layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation uses for transitions.
public let kCATransition = "transition"

/// A transition of the layer's whole appearance. The engine times it and
/// publishes its progress in ``CALayerProperties/transition``; a renderer draws it.
open class CATransition: CAAnimation {
    override var asTransition: CATransition? { self }
    override var engineClass: CAAnimation.Type { CATransition.self }

    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// Where in the transition (0...1) it starts.
    open var startProgress: Float = 0
    /// Where in the transition (0...1) it ends.
    open var endProgress: Float = 1

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy.asTransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
    }
}
