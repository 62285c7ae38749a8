/* ima4-beam-study.c: what a beam search over one Apple IMA4 block gains over the greedy quantiser,
 * and at what cost, for the choices behind soundcheck's encoder (issue 26, point 3; bench/RESULTS.md,
 * "IMA4: a beam from aimed headers on every block that matters"). Not part of soundcheck.
 *
 *   ima4-beam-study IN.raw C W BIN STARTS TOP [AIM POLICY WINDOW LOOKAHEAD PER_STEP BINS]
 *
 * IN.raw: 16-bit little-endian mono. The baseline ("greedy") is the standard quantiser from the
 * best of all 89 step indices and both roundings of the block's first sample. The beam keeps the
 * W partial encodings of least error (or of least error plus the greedy error of the next
 * LOOKAHEAD samples), at most one per neighbourhood, and prints the whole sound's SNR with it on
 * the blocks chosen and the state extensions per searched block:
 *   C        candidates per survivor: 2 = the two levels bracketing the sample; -1 = the greedy
 *            nibble and its neighbours of the same sign (the encoder before); n > 2 = the n nearest
 *   BIN      neighbourhood: predictor >> BIN and the step index (-1: none); with BINS 1, the shift
 *            is log2(step) - BIN; with BINS 2, that capped at 8
 *   STARTS   the best STARTS greedy headers start the beam (when AIM is 0)
 *   TOP      share of blocks searched: those of largest greedy error (POLICY 0), or by a running
 *            quantile over all blocks so far (1), or by IMA4SearchEffort's old running quantile (2)
 *   AIM      > 0: start instead from the first sample's states reached from headers aimed at it,
 *            the AIM of least error; WINDOW > 0 keeps those whose step index after the first sample
 *            is within WINDOW of the best greedy header's; PER_STEP 1 keeps one per such index */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ima4-reference.h"

static int C, W, BIN, NSTART, AIM, POLICY, AIMWIN; static long long ext;
typedef struct { long long e; int p, s; long long k; } St;
static int LA, PERS1;
static int REL;
static int binof(int p, int s) { if (!REL) return p >> BIN; int sh = 31 - __builtin_clz(steps[s]) - BIN; if (sh < 0) sh = 0; if (REL == 2 && sh > 8) sh = 8; return p >> sh; }
static int by_k(const void *a, const void *b) { long long x = ((const St*)a)->k, y = ((const St*)b)->k; return x < y ? -1 : x > y; }
static int by_e(const void *a, const void *b) { long long x = ((const St*)a)->e, y = ((const St*)b)->e; return x < y ? -1 : x > y; }
/* the C nibbles whose reconstruction is nearest x */
static int nearest(int x, int p, int s, int *out) {
    if (C < 0) { int g = greedy_nibble(x, p, s), m = g & 7, n = 0; for (int c = m - 1; c <= m + 1; c++) if (c >= 0 && c <= 7) out[n++] = c | (g & 8); return n; }
    long long d[16]; int o[16];
    for (int n = 0; n < 16; n++) { int q = p, t = s; decode(n, &q, &t); d[n] = llabs((long long)x - q); o[n] = n; }
    for (int k = 0; k < C; k++) { int b = k; for (int j = k + 1; j < 16; j++) if (d[o[j]] < d[o[b]]) b = j; int t = o[k]; o[k] = o[b]; o[b] = t; out[k] = o[k]; }
    return C;
}
static long long trellis(const int *x, St *starts, int ns, long long bound) {
    static St cur[4096], nxt[65536];
    int nc = 0, i0 = 0;
    if (AIM == 0) { for (int k = 0; k < ns; k++) cur[nc++] = (St){0, starts[k].p, starts[k].s}; }
    else { /* aimed first states */
        int nn = 0;
        for (int s0 = 0; s0 < 89; s0++) for (int n = 0; n < 16; n++) {
            if (AIMWIN > 0) { int s1 = s0 + index_change[n & 7]; if (s1 < 0) s1 = 0; if (s1 > 88) s1 = 88;
                if (s1 < starts[0].s - AIMWIN || s1 > starts[0].s + AIMWIN) continue; }
            int d = difference(s0, n & 7), target = n & 8 ? x[0] + d : x[0] - d;
            for (int r = 0; r < 2; r++) { int p = (target & ~0x7F) + r * 128, s = s0; if (p < -32768 || p > 32767 - 127) continue;
                decode(n, &p, &s); ext++; long long dd = x[0] - p; long long k = dd * dd; int q2 = p, t2 = s;
                    for (int j = 1; j < BLOCK && j <= LA; j++) { decode(greedy_nibble(x[j], q2, t2), &q2, &t2); long long d2 = x[j] - q2; k += d2 * d2; }
                    nxt[nn++] = (St){dd * dd, p, s, k}; }
        }
        qsort(nxt, nn, sizeof(St), LA ? by_k : by_e);
        for (int a = 0; a < nn && nc < AIM; a++) { int dup = 0;
            for (int b = 0; b < nc; b++) if (cur[b].s == nxt[a].s && binof(cur[b].p, cur[b].s) == binof(nxt[a].p, nxt[a].s)) { dup = 1; break; }
            if (!dup) cur[nc++] = nxt[a]; }
        i0 = 1;
    }
    for (int i = i0; i < BLOCK; i++) {
        int nn = 0;
        for (int a = 0; a < nc; a++) {
            int c[16]; int nc2 = nearest(x[i], cur[a].p, cur[a].s, c);
            for (int k = 0; k < nc2; k++) { int q = cur[a].p, t = cur[a].s; decode(c[k], &q, &t); ext++;
                long long d = x[i] - q, e = cur[a].e + d * d; if (e < bound) { long long k = e; int q2 = q, t2 = t;
                    for (int j = i + 1; j < BLOCK && j <= i + LA; j++) { decode(greedy_nibble(x[j], q2, t2), &q2, &t2); long long d2 = x[j] - q2; k += d2 * d2; }
                    nxt[nn++] = (St){e, q, t, k}; } }
        }
        qsort(nxt, nn, sizeof(St), LA ? by_k : by_e);
        nc = 0;
        for (int a = 0; a < nn && nc < W; a++) {
            int dup = 0;
            if (BIN >= 0) for (int b = 0; b < nc; b++) if (cur[b].s == nxt[a].s && binof(cur[b].p, cur[b].s) == binof(nxt[a].p, nxt[a].s)) { dup = 1; break; }
            if (!dup) cur[nc++] = nxt[a];
        }
        if (nc == 0) return bound;
    }
    return cur[0].e;
}
int main(int argc, char **argv) {
    FILE *file = fopen(argv[1], "rb"); C = atoi(argv[2]); W = atoi(argv[3]); BIN = atoi(argv[4]); NSTART = atoi(argv[5]);
    double top = atof(argv[6]); AIM = argc > 7 ? atoi(argv[7]) : 0; POLICY = argc > 8 ? atoi(argv[8]) : 0; AIMWIN = argc > 9 ? atoi(argv[9]) : 0; LA = argc > 10 ? atoi(argv[10]) : 0; PERS1 = argc > 11 ? atoi(argv[11]) : 0; REL = argc > 12 ? atoi(argv[12]) : 0;
    fseek(file, 0, SEEK_END); long count = ftell(file) / 2, blocks = count / BLOCK; fseek(file, 0, SEEK_SET);
    int16_t *raw = malloc(2 * count); fread(raw, 2, count, file);
    long long *g = malloc(8 * blocks), *srt = malloc(8 * blocks); St *allst = malloc(sizeof(St) * 178 * blocks);
    double signal = 0, ng = 0;
    for (long b = 0; b < blocks; b++) {
        int x[BLOCK]; for (int i = 0; i < BLOCK; i++) { x[i] = raw[b * BLOCK + i]; signal += (double)x[i] * x[i]; }
        St *st = allst + 178 * b; int n = 0;
        for (int s = 0; s < 89; s++) for (int up = 0; up < 2; up++) { int p = (x[0] & ~0x7F) + up * 128; if (p > 32767 - 127) p -= 256;
            st[n++] = (St){greedy_error(x, p, s), p, s}; }
        qsort(st, n, sizeof(St), by_e); g[b] = st[0].e; ng += g[b]; srt[b] = g[b];
    }
    qsort(srt, blocks, 8, by_e);
    long long thr = srt[(long)((1 - top) * blocks) < blocks ? (long)((1 - top) * blocks) : blocks - 1];
    double nt = 0; long searched = 0;
    static long hist[1100]; long seen = 0;
    for (long b = 0; b < blocks; b++) {
        long long e = g[b];
        int sel = e > 0 && e >= thr;
        if (POLICY == 1) { /* global running quantile of log2 error over the blocks so far */
            int k = e > 1 ? (63 - __builtin_clzll(e)) * 16 + (int)((e << __builtin_clzll(e)) >> 59 & 15) : 0;
            hist[k]++; seen++;
            long above = 0; for (int j = 1099; j > k; j--) above += hist[j];
            sel = e > 0 && above < top * seen;
        }
        if (POLICY == 2) { /* IMA4SearchEffort: running quantile, rate 0.1 */
            static long long level = 0; long long up = (long long)(0.1 * (1 - top) * 65536), down = (long long)(0.1 * top * 65536);
            long long l2 = e > 1 ? ((long long)(63 - __builtin_clzll(e)) << 16) | (((e << __builtin_clzll(e)) >> 59 & 15) << 12) : 0;
            sel = l2 > level; level = level + (sel ? up : -down); if (level < 0) level = 0;
        }
        if (sel) { int x[BLOCK]; for (int i = 0; i < BLOCK; i++) x[i] = raw[b * BLOCK + i];
            long long t = trellis(x, allst + 178 * b, NSTART, g[b] + 1); if (t < e) e = t; searched++; }
        nt += e;
    }
    printf("aim%d %-6s C%d W%-3d bin%-2d starts%-2d top%.2f: greedy %.3f  trellis %.3f  gain %+.3f  ext/searched %.0f searched %.3f P%d win%d la%d\n",
        AIM, strrchr(argv[1], '/') + 1, C, W, BIN, NSTART, top, 10*log10(signal/ng), 10*log10(signal/nt), 10*log10(ng/nt), (double)ext/(searched?searched:1), (double)searched/blocks, POLICY, AIMWIN, LA);
}
