/// The kinds of value an animatable key path holds.
enum ValueKind: String, Sendable {
    case scalar = "a number"
    case point = "a CGPoint"
    case size = "a CGSize"
    case rect = "a CGRect"
    case color = "a CGColor"
    case transform = "a CATransform3D"
}
