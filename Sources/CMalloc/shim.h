// glibc's malloc tuning (malloc_trim), which Swift's Glibc module does not export.
#include <malloc.h>
