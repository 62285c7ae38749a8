#ifndef SOUNDCHECK_CSOXR_SHIM_H
#define SOUNDCHECK_CSOXR_SHIM_H
#include <soxr.h>
#endif
