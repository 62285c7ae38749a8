#ifndef SOUNDCHECK_CSNDFILE_SHIM_H
#define SOUNDCHECK_CSNDFILE_SHIM_H
#include <sndfile.h>
#include "../CDynamicLoading/function_table.h"

// libsndfile is opened on first use, not linked (see function_table.h).
#define SOUNDCHECK_SNDFILE_FUNCTIONS(X) \
    X(sf_close) X(sf_error) X(sf_error_number) X(sf_open) X(sf_open_fd) X(sf_open_virtual) \
    X(sf_readf_float) X(sf_strerror) X(sf_writef_short)

SOUNDCHECK_FUNCTION_TABLE(sndfile, SOUNDCHECK_SNDFILE_FUNCTIONS)

#endif
