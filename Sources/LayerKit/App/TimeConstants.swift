// Darwin's time-unit constants, which Linux's C library does not have and
// older animation code multiplies by (`0.5 * Double(NSEC_PER_SEC)`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
