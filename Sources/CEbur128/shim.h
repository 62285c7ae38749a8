#ifndef SOUNDCHECK_CEBUR128_SHIM_H
#define SOUNDCHECK_CEBUR128_SHIM_H
#include <ebur128.h>
#endif
