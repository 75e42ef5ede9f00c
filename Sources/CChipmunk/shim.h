#ifndef CCHIPMUNK_SHIM_H
#define CCHIPMUNK_SHIM_H
#include <chipmunk/chipmunk.h>
#endif
