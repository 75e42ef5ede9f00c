/// Casts of values taken as `Any` whose type is most often exactly the
/// target type.
///
/// Told apart by their type metadata before any cast: a cast from `Any`
/// first unwraps the existential in the runtime, and adding an animation
/// reads every value it holds. Anything else takes the general cast.
enum ExactType {
    /// `value as? T`, with a value of exactly type `T` taken without the
    /// runtime's cast from `Any` (an optional, a bridged or a subclassed
    /// value still converts as the general cast converts it).
    @inline(__always)  // so each caller's cast is specialized for its type
    static func cast<T>(_ value: Any, to type: T.Type) -> T? {
        let exact: T? = _openExistential(value, do: opened)
        return exact ?? value as? T
    }
}

/// A free function: the compiler cannot open an existential into a static method.
private func opened<Opened, T>(_ value: Opened) -> T? {
    Opened.self == T.self ? value as? T : nil
}
