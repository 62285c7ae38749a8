#ifndef SOUNDCHECK_CFFMPEG_SHIM_H
#define SOUNDCHECK_CFFMPEG_SHIM_H
#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/channel_layout.h>
#include <libavutil/error.h>
#include <libavutil/samplefmt.h>
#include "../CDynamicLoading/function_table.h"

// Swift cannot import these function-like or cast-built macros, so they come through as functions.

static inline int soundcheck_averror_eof(void) { return AVERROR_EOF; }
static inline int soundcheck_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int64_t soundcheck_av_nopts_value(void) { return AV_NOPTS_VALUE; }

// FFmpeg's libraries are opened on first use (dlopen), not linked: linking them loads some 140
// shared libraries at every start of soundcheck (30 ms, five times its own start-up), though
// only AAC and ALAC inputs need them (see function_table.h).

#define SOUNDCHECK_FFMPEG_FUNCTIONS(X) \
    X(av_dict_free) X(av_dict_set) X(av_frame_alloc) X(av_frame_free) X(av_frame_unref) \
    X(av_get_sample_fmt_name) X(av_log_set_level) X(av_packet_alloc) X(av_packet_free) \
    X(av_packet_get_side_data) X(av_packet_unref) X(av_read_frame) X(av_rescale_q) \
    X(av_sample_fmt_is_planar) X(av_strerror) X(avcodec_alloc_context3) X(avcodec_find_decoder) \
    X(avcodec_free_context) X(avcodec_get_name) X(avcodec_open2) X(avcodec_parameters_to_context) \
    X(avcodec_receive_frame) X(avcodec_send_packet) X(avformat_close_input) \
    X(avformat_find_stream_info) X(avformat_open_input)

SOUNDCHECK_FUNCTION_TABLE(ffmpeg, SOUNDCHECK_FFMPEG_FUNCTIONS)

#endif
