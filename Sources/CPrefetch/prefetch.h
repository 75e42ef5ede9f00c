// A hint to bring memory towards the processor before it is read or
// written: no load that waits, no fault on any address (Swift has no way
// to say this; the compiler's builtin does).
static inline void prefetch_for_reading(const void *address) { __builtin_prefetch(address, 0, 3); }
static inline void prefetch_for_writing(const void *address) { __builtin_prefetch(address, 1, 3); }
