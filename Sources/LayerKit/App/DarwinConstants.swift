// Darwin's constants that Linux's C library and Foundation do not have and
// older animation code uses: time units (`0.5 * Double(NSEC_PER_SEC)`) and
// the integer limits (`repeatCount = Float(NSIntegerMax)`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
public let NSIntegerMax = Int.max
public let NSIntegerMin = Int.min
public let NSUIntegerMax = UInt.max
