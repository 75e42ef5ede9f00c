#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A strong reference that each thread holds for itself: what one thread
/// stores here, another does not see, so reading and writing need no lock.
/// A thread's object is released when the thread ends.
final class ThreadLocalReference<Object: AnyObject>: Sendable {
    /// Nil when the system had no key left (then nothing is ever stored).
    private let key: pthread_key_t?

    init() {
        var created = pthread_key_t()
        self.key = pthread_key_create(&created, { releaseThreadLocal($0) }) == 0 ? created : nil
    }

    /// This thread's object.
    var value: Object? {
        get {
            guard let key, let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            guard let key else { return }
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            releaseThreadLocal(old)
        }
    }
}

/// Balances the retain of a stored object (also run by the system when a thread ends).
private func releaseThreadLocal(_ pointer: UnsafeMutableRawPointer?) {
    if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
}
