#ifndef SOUNDCHECK_CSOXR_SHIM_H
#define SOUNDCHECK_CSOXR_SHIM_H
#include <soxr.h>
#include "../CDynamicLoading/function_table.h"

// libsoxr is opened on first use, not linked (see function_table.h).
#define SOUNDCHECK_SOXR_FUNCTIONS(X) \
    X(soxr_create) X(soxr_delete) X(soxr_io_spec) X(soxr_process) X(soxr_quality_spec)

SOUNDCHECK_FUNCTION_TABLE(soxr, SOUNDCHECK_SOXR_FUNCTIONS)

#endif
