import CMalloc

/// Settings of malloc for the whole process, which only the executable that
/// owns the process applies, before its window opens.
package enum ProcessHeap {
    /// Every thread allocates from the main heap. Otherwise glibc gives each
    /// new thread (downloads, decoding, exports) an arena of its own, and an
    /// arena stays resident after its thread ends, with almost nothing in
    /// use and a top `malloc_trim` does not shrink; a window process that
    /// runs for hours gathers them. The main heap's holes `HeapTrim` returns.
    package static func shareOneArena() {
        mallopt(M_ARENA_MAX, 1)
    }
}
