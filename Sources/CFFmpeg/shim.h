#ifndef SOUNDCHECK_CFFMPEG_SHIM_H
#define SOUNDCHECK_CFFMPEG_SHIM_H
#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/channel_layout.h>
#include <libavutil/error.h>
#include <libavutil/samplefmt.h>

// Swift cannot import these function-like or cast-built macros, so they come through as functions.

static inline int soundcheck_averror_eof(void) { return AVERROR_EOF; }
static inline int soundcheck_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int64_t soundcheck_av_nopts_value(void) { return AV_NOPTS_VALUE; }

#endif
