#ifndef SOUNDCHECK_CFFMPEG_SHIM_H
#define SOUNDCHECK_CFFMPEG_SHIM_H
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
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

// FFmpeg's libraries are opened on first use (dlopen), not linked: linking them loads some 140
// shared libraries at every start of soundcheck (30 ms, five times its own start-up), though
// only AAC and ALAC inputs need them. The functions come from the headers' declarations
// (`__typeof__` does not reference the symbols), through a table filled once.

#define SOUNDCHECK_FFMPEG_FUNCTIONS(X) \
    X(av_dict_free) X(av_dict_set) X(av_frame_alloc) X(av_frame_free) X(av_frame_unref) \
    X(av_get_sample_fmt_name) X(av_log_set_level) X(av_packet_alloc) X(av_packet_free) \
    X(av_packet_get_side_data) X(av_packet_unref) X(av_read_frame) X(av_rescale_q) \
    X(av_sample_fmt_is_planar) X(av_strerror) X(avcodec_alloc_context3) X(avcodec_find_decoder) \
    X(avcodec_free_context) X(avcodec_get_name) X(avcodec_open2) X(avcodec_parameters_to_context) \
    X(avcodec_receive_frame) X(avcodec_send_packet) X(avformat_close_input) \
    X(avformat_find_stream_info) X(avformat_open_input)

typedef struct soundcheck_ffmpeg {
#define SOUNDCHECK_FFMPEG_FIELD(name) __typeof__(name) * _Nonnull name;
    SOUNDCHECK_FFMPEG_FUNCTIONS(SOUNDCHECK_FFMPEG_FIELD)
#undef SOUNDCHECK_FFMPEG_FIELD
} soundcheck_ffmpeg;

#define SOUNDCHECK_STRINGIFY_(x) #x
#define SOUNDCHECK_STRINGIFY(x) SOUNDCHECK_STRINGIFY_(x)
#ifdef __APPLE__
#define SOUNDCHECK_SONAME(name, major) "lib" name "." SOUNDCHECK_STRINGIFY(major) ".dylib"
#else
#define SOUNDCHECK_SONAME(name, major) "lib" name ".so." SOUNDCHECK_STRINGIFY(major)
#endif

// State lives in function-local statics: Swift's importer emits the bodies of static inline
// functions, but not file-level static variables of a header.
typedef struct soundcheck_ffmpeg_state {
    pthread_once_t once;
    int loaded;
    soundcheck_ffmpeg table;
    char error[512];
} soundcheck_ffmpeg_state;

static inline soundcheck_ffmpeg_state *_Nonnull soundcheck_ffmpeg_state_get(void) {
    static soundcheck_ffmpeg_state state = { PTHREAD_ONCE_INIT };
    return &state;
}

static inline void soundcheck_ffmpeg_load_once(void) {
    soundcheck_ffmpeg_state *state = soundcheck_ffmpeg_state_get();
    // The major versions are the ones these headers describe, so the ABI matches.
    const char *names[3] = {
        SOUNDCHECK_SONAME("avutil", LIBAVUTIL_VERSION_MAJOR),
        SOUNDCHECK_SONAME("avcodec", LIBAVCODEC_VERSION_MAJOR),
        SOUNDCHECK_SONAME("avformat", LIBAVFORMAT_VERSION_MAJOR),
    };
    void *handles[3];
    for (int index = 0; index < 3; index++) {
        handles[index] = dlopen(names[index], RTLD_NOW | RTLD_GLOBAL);
        if (!handles[index]) {
            const char *reason = dlerror();
            snprintf(state->error, sizeof state->error, "FFmpeg's libraries are not installed (%s)", reason ? reason : names[index]);
            return;
        }
    }
#define SOUNDCHECK_FFMPEG_LOOKUP(name) \
    { \
        void *symbol = NULL; \
        for (int index = 0; index < 3 && !symbol; index++) symbol = dlsym(handles[index], #name); \
        if (!symbol) { \
            snprintf(state->error, sizeof state->error, "FFmpeg's libraries lack %s", #name); \
            return; \
        } \
        state->table.name = (__typeof__(name) *)symbol; \
    }
    SOUNDCHECK_FFMPEG_FUNCTIONS(SOUNDCHECK_FFMPEG_LOOKUP)
#undef SOUNDCHECK_FFMPEG_LOOKUP
    state->loaded = 1;
}

/// The FFmpeg functions, or NULL when the libraries cannot be opened (see the error).
static inline const soundcheck_ffmpeg *_Nullable soundcheck_ffmpeg_functions(void) {
    soundcheck_ffmpeg_state *state = soundcheck_ffmpeg_state_get();
    pthread_once(&state->once, soundcheck_ffmpeg_load_once);
    return state->loaded ? &state->table : NULL;
}

static inline const char *_Nonnull soundcheck_ffmpeg_load_error(void) {
    return soundcheck_ffmpeg_state_get()->error;
}

#endif
