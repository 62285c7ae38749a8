/* ima4-reference.h: the Apple IMA4 decoder step and the standard greedy quantiser, for the C
 * measuring tools in bench/ (ima4-ceiling.c, ima4-beam-study.c). Not part of soundcheck. */
#ifndef IMA4_REFERENCE_H
#define IMA4_REFERENCE_H

static const int steps[89] = {
    7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66, 73, 80, 88, 97, 107,
    118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449, 494, 544, 598, 658, 724, 796, 876,
    963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749, 3024, 3327, 3660, 4026, 4428, 4871, 5358,
    5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487, 12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086,
    29794, 32767};
static const int index_change[8] = {-1, -1, -1, -1, 2, 4, 6, 8};
enum { BLOCK = 64, STATES = 65536 * 89 };

static int difference(int step_index, int code) {
    int step = steps[step_index], d = step >> 3;
    if (code & 4) d += step;
    if (code & 2) d += step >> 1;
    if (code & 1) d += step >> 2;
    return d;
}

/* One decoder step, as Apple's (and ffmpeg's) decoder does it. */
static void decode(int nibble, int *predictor, int *step_index) {
    int d = difference(*step_index, nibble & 7);
    int value = nibble & 8 ? *predictor - d : *predictor + d;
    *predictor = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
    int next = *step_index + index_change[nibble & 7];
    *step_index = next < 0 ? 0 : next > 88 ? 88 : next;
}

static int greedy_nibble(int sample, int predictor, int step_index) {
    int delta = sample - predictor, sign = delta < 0 ? 8 : 0, code = 0, threshold = steps[step_index];
    if (delta < 0) delta = -delta;
    if (delta >= threshold) { code |= 4; delta -= threshold; }
    threshold >>= 1;
    if (delta >= threshold) { code |= 2; delta -= threshold; }
    threshold >>= 1;
    if (delta >= threshold) code |= 1;
    return code | sign;
}

static long long greedy_error(const int *x, int predictor, int step_index) {
    long long error = 0;
    for (int i = 0; i < BLOCK; i++) {
        decode(greedy_nibble(x[i], predictor, step_index), &predictor, &step_index);
        long long d = x[i] - predictor;
        error += d * d;
    }
    return error;
}

#endif
