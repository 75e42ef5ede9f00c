/// Values taken as `Any` whose type is most often exactly one known type.
///
/// Told apart by their type metadata before any cast: a cast from `Any`
/// first unwraps the existential in the runtime, and adding an animation
/// reads every value it holds. Callers fall back to the general cast, which
/// also unwraps optionals and bridges.
enum ExactType {
    /// `value` when its type is exactly `T`; nil for any other type, even
    /// one a cast would convert (an optional, a bridged or boxed value).
    static func cast<T>(_ value: Any, to type: T.Type) -> T? {
        let result: T? = _openExistential(value, do: opened)
        return result
    }
}

/// A free function: the compiler cannot open an existential into a static method.
private func opened<Opened, T>(_ value: Opened) -> T? {
    Opened.self == T.self ? value as? T : nil
}
