import Foundation

// The Core Foundation names animation code uses beside Core Animation. On
// Apple's platforms they come with UIKit; Linux's Core Foundation module has
// them as C types that Swift values do not convert to (`colors as CFArray`
// does not compile against it), so here they are Swift's own.

/// An array as Core Foundation calls it (`[c1.cgColor, c2.cgColor] as CFArray`).
public typealias CFArray = [Any]

/// Core Foundation's booleans, as `CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)` passes them.
public let kCFBooleanTrue = true
public let kCFBooleanFalse = false

/// Seconds since 1 January 2001 (Core Foundation's reference date).
public typealias CFAbsoluteTime = Double

/// The wall-clock time in seconds since 1 January 2001: it jumps when the
/// clock is set, so time animations with ``CACurrentMediaTime()``.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
