import Foundation

#if !canImport(Darwin)
/// C's `HUGE` (fdlibm: `MAXFLOAT`), which Darwin's math header gives Swift
/// and Glibc's does not: `repeatCount = HUGE` is how Apple's examples say
/// "forever". Any repeat count at or above it, `.infinity` included, repeats forever.
public let HUGE: Float = .greatestFiniteMagnitude
/// C's `MAXFLOAT` (see ``HUGE``).
public let MAXFLOAT: Float = .greatestFiniteMagnitude
#endif
