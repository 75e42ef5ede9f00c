/// What a renderer reads of a layer besides its presented properties: its
/// kind and the few settings that choose how it is drawn, kept in its frame
/// state so that drawing a layer reads them with its properties. Through
/// the layer's getters each was a dynamic call, a run-time exclusivity
/// check and, for the string-valued ones, a string comparison: per layer,
/// per frame.
///
/// As in Core Animation, drawing reads the values set, not an override of
/// a getter.
package struct LayerDrawingTraits: Equatable {
    /// The layer classes a renderer draws in their own way.
    package enum Kind: UInt8 {
        case plain, transform, replicator, emitter

        init(of layer: CALayer) {
            self = switch layer {
            case is CATransformLayer: .transform
            case is CAReplicatorLayer: .replicator
            case is CAEmitterLayer: .emitter
            default: .plain
            }
        }
    }

    package var kind = Kind.plain
    /// `contentsGravity == .resize`.
    package var gravityIsResize = true
    /// `minificationFilter == .nearest` and `magnificationFilter == .nearest`.
    package var minifiesNearest = false, magnifiesNearest = false
    package var shouldRasterize = false
    /// `mask != nil`.
    package var hasMask = false
    /// `transitionSnapshot != nil`: a renderer learns it from the traits it
    /// reads anyway, not from the snapshot's own line of the layer object,
    /// which the walk would otherwise read, for nothing else, in every layer.
    package var holdsTransitionSnapshot = false
    /// The identity of `contentsObject` (unique while the layer holds it):
    /// a renderer recognises the contents it drew last without holding it.
    package var contentsIdentity: ObjectIdentifier?
}

extension CALayer {
    /// The layer's ``LayerDrawingTraits``, read without a check or a call.
    package var drawingTraits: LayerDrawingTraits { frameState.drawingTraits }
}
