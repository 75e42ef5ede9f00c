extension CompiledAnimation {
    /// What a frame does with the animation: for a plain number step
    /// (``ScalarStep/isPlain``), its slot, in ``ScalarSlot``'s order; else
    /// its kind. One switch then picks both what the animation is and where
    /// a plain step writes: the kind and then the slot were two indirect
    /// jumps, mispredicted when animations side by side differ.
    enum Route: UInt8 {
        case scaleX, scaleY, scaleZ, scaleAll
        case rotationX, rotationY, rotationZ
        case translationX, translationY, translationZ
        case positionX, positionY, anchorPointX, anchorPointY, boundsWidth, boundsHeight
        case zPosition, opacity, cornerRadius, borderWidth
        case strokeStart, strokeEnd, lineWidth
        case shadowOpacity, shadowRadius, fontSize, miterLimit, lineDashPhase, pathMorph
        case scalar, values, scalarRun, group, transition, inert

        /// A number step's route: its slot when it is plain, else `scalar`.
        init(numberStep step: ScalarStep) {
            self = step.isPlain ? Route(rawValue: step.slot.rawValue) ?? .scalar : .scalar
        }
    }
}
