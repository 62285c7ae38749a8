#ifndef SOUNDCHECK_CEBUR128_SHIM_H
#define SOUNDCHECK_CEBUR128_SHIM_H
#include <ebur128.h>
#include "../CDynamicLoading/function_table.h"

// libebur128 is opened on first use, not linked (see function_table.h).
#define SOUNDCHECK_EBUR128_FUNCTIONS(X) \
    X(ebur128_add_frames_float) X(ebur128_destroy) X(ebur128_init) X(ebur128_loudness_global) \
    X(ebur128_loudness_window) X(ebur128_sample_peak) X(ebur128_true_peak)

SOUNDCHECK_FUNCTION_TABLE(ebur128, SOUNDCHECK_EBUR128_FUNCTIONS)

#endif
