extension Double {
    /// Whether `self` is a positive power of two whose reciprocal is a
    /// normal number too (0.25 s, Core Animation's default duration, 0.5,
    /// 1, 2...). Then `x / self` and `x * exactReciprocal` are the same
    /// number bit for bit: both are the correctly rounded value of the same
    /// real quotient, and a product takes a third of a quotient's time.
    var hasExactReciprocal: Bool {
        // 2^e with e in -1022...1022: positive, no significand bits, and a
        // biased exponent e + 1023 in 1...2045 (so 1023 - e is one too).
        sign == .plus && significandBitPattern == 0 && (1...2045).contains(exponentBitPattern)
    }

    /// `1 / self` for a number that ``hasExactReciprocal``, from its
    /// exponent alone: 2^e is stored as (e + 1023) << 52, 2^-e as
    /// (1023 - e) << 52, their sum 2046 << 52.
    @inline(__always)
    var exactReciprocal: Double {
        Double(bitPattern: (2046 << 52) &- bitPattern)
    }
}
