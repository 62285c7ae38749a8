#ifndef SOUNDCHECK_CSNDFILE_SHIM_H
#define SOUNDCHECK_CSNDFILE_SHIM_H
#include <sndfile.h>
#endif
