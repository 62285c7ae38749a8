/* ima4-ceiling.c: how far any Apple IMA4 encoder can go on a signal, and what a search costs to
 * get there (issue 26, point 3). Apple IMA4 restarts every 64-sample block from its header (a
 * 9-bit predictor and a step index), so the best encoding of a sound is the best encoding of each
 * block on its own, and the SNR of the sum of those is the ceiling for every encoder whose output
 * Apple's decoder plays.
 *
 *   ima4-ceiling IN.raw EXACT_EVERY DP_BIN DP_CAP DP_TOP
 *
 * IN.raw: 16-bit little-endian mono. Prints:
 *   - greedy: the SNR of the standard quantiser from the best of all 89 step indices and both
 *     roundings of the block's first sample (a strong start search);
 *   - exact (EXACT_EVERY > 0, every EXACT_EVERY-th block): the optimum of those blocks, by dynamic
 *     programming over every decoder state (predictor, step index) reachable from all 512 x 89
 *     headers, pruned only by the greedy error (exact: the error so far never decreases); the
 *     noise reduction on the sample, in dB (about 2 s a block where the signal is hard);
 *   - DP (DP_TOP > 0, the fraction of blocks with the largest greedy error): the same dynamic
 *     programme with the predictor merged into bins of 2^DP_BIN, at most DP_CAP states a sample
 *     (0: no cap), starting from the headers that decode the first sample closest (the "aimed"
 *     starts); the whole sound's SNR and the state extensions per searched block (greedy: 64).
 * Not part of soundcheck: a measuring tool for bench/RESULTS.md. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ima4-reference.h"

static long long best_greedy(const int *x) {
    long long best = -1;
    for (int s = 0; s < 89; s++)
        for (int up = 0; up < 2; up++) {
            int p = (x[0] & ~0x7F) + up * 128;
            if (p > 32767 - 127) continue;
            long long e = greedy_error(x, p, s);
            if (best < 0 || e < best) best = e;
        }
    return best;
}

/* A layer of the dynamic programme: the least error reaching each state key, and the keys used. */
typedef struct { long long *error; int *predictor; int *keys; int count; } Layer;

static Layer layer_new(void) {
    Layer l = {malloc(sizeof(long long) * STATES), malloc(sizeof(int) * STATES), malloc(sizeof(int) * STATES), 0};
    if (!l.error || !l.predictor || !l.keys) { fprintf(stderr, "out of memory\n"); exit(2); }
    for (long i = 0; i < STATES; i++) l.error[i] = -1;
    return l;
}

static void layer_offer(Layer *l, int key, int predictor, long long error) {
    if (l->error[key] < 0) { l->keys[l->count++] = key; l->error[key] = error; l->predictor[key] = predictor; }
    else if (error < l->error[key]) { l->error[key] = error; l->predictor[key] = predictor; }
}

static int compare_errors(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}

/* Keeps the `cap` states of least error. */
static void layer_cap(Layer *l, int cap, long long *scratch) {
    if (cap <= 0 || l->count <= cap) return;
    for (int a = 0; a < l->count; a++) scratch[a] = l->error[l->keys[a]];
    qsort(scratch, l->count, sizeof(long long), compare_errors);
    long long limit = scratch[cap - 1];
    int kept = 0;
    for (int a = 0; a < l->count; a++) {
        int key = l->keys[a];
        if (l->error[key] <= limit && kept < cap) l->keys[kept++] = key;
        else l->error[key] = -1;
    }
    l->count = kept;
}

static Layer layers[2];
static long long *cap_scratch;

/* The least squared error of a block, below `bound`; bin 0 and cap 0 with all headers: exact. */
static long long search(const int *x, long long bound, int bin, int cap, int aimed, long long *extensions) {
    Layer *now = &layers[0], *next = &layers[1];
    int first = 0;
    now->count = 0;
    if (!aimed) {
        for (int q = 0; q < 512; q++)
            for (int s = 0; s < 89; s++) {
                int p = q * 128 - 32768;
                layer_offer(now, ((p + 32768) >> bin) * 89 + s, p, 0);
            }
    } else { /* the first sample's states, from headers that decode it closest (both roundings, +-2) */
        for (int s0 = 0; s0 < 89; s0++)
            for (int nibble = 0; nibble < 16; nibble++) {
                int d = difference(s0, nibble & 7), target = nibble & 8 ? x[0] + d : x[0] - d;
                for (int r = -2; r <= 3; r++) {
                    int p = (target & ~0x7F) + r * 128, s = s0;
                    if (p < -32768 || p > 32767 - 127) continue;
                    decode(nibble, &p, &s);
                    (*extensions)++;
                    long long e = (long long)(x[0] - p) * (x[0] - p);
                    if (e < bound) layer_offer(now, ((p + 32768) >> bin) * 89 + s, p, e);
                }
            }
        first = 1; /* not capped: nearly every step index decodes the first sample well */
    }
    for (int i = first; i < BLOCK; i++) {
        next->count = 0;
        for (int a = 0; a < now->count; a++) {
            int key = now->keys[a];
            long long e = now->error[key];
            now->error[key] = -1;
            if (e >= bound) continue;
            for (int nibble = 0; nibble < 16; nibble++) {
                int p = now->predictor[key], s = key % 89;
                decode(nibble, &p, &s);
                (*extensions)++;
                long long d = x[i] - p, total = e + d * d;
                if (total < bound) layer_offer(next, ((p + 32768) >> bin) * 89 + s, p, total);
            }
        }
        layer_cap(next, cap, cap_scratch);
        Layer *t = now; now = next; next = t;
    }
    long long best = bound;
    for (int a = 0; a < now->count; a++) {
        int key = now->keys[a];
        if (now->error[key] < best) best = now->error[key];
        now->error[key] = -1;
    }
    return best;
}

static int descending(const void *a, const void *b) { return -compare_errors(a, b); }

int main(int argc, char **argv) {
    if (argc != 6) { fprintf(stderr, "usage: ima4-ceiling IN.raw EXACT_EVERY DP_BIN DP_CAP DP_TOP\n"); return 2; }
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 2; }
    fseek(file, 0, SEEK_END);
    long count = ftell(file) / 2, blocks = count / BLOCK;
    fseek(file, 0, SEEK_SET);
    int16_t *raw = malloc(sizeof(int16_t) * (count + 1));
    long long *greedy = malloc(sizeof(long long) * (blocks + 1)), *sorted = malloc(sizeof(long long) * (blocks + 1));
    if (!raw || !greedy || !sorted || fread(raw, 2, count, file) != (size_t)count) { fprintf(stderr, "cannot read\n"); return 2; }
    fclose(file);
    int every = atoi(argv[2]), bin = atoi(argv[3]), cap = atoi(argv[4]);
    double top = atof(argv[5]), signal = 0, noise = 0;
    int x[BLOCK];
    for (long b = 0; b < blocks; b++) {
        for (int i = 0; i < BLOCK; i++) { x[i] = raw[b * BLOCK + i]; signal += (double)x[i] * x[i]; }
        greedy[b] = best_greedy(x);
        noise += greedy[b];
    }
    printf("%s: %ld blocks; greedy from every start: %.3f dB\n", argv[1], blocks, 10 * log10(signal / noise));
    layers[0] = layer_new();
    layers[1] = layer_new();
    cap_scratch = malloc(sizeof(long long) * STATES);
    if (every > 0) {
        double sampled_greedy = 0, sampled_exact = 0;
        long long extensions = 0;
        int sampled = 0;
        for (long b = 0; b < blocks; b += every, sampled++) {
            for (int i = 0; i < BLOCK; i++) x[i] = raw[b * BLOCK + i];
            sampled_greedy += greedy[b];
            sampled_exact += search(x, greedy[b] + 1, 0, 0, 0, &extensions);
        }
        printf("exact optimum, every %d-th block (%d blocks): noise %.3f dB below greedy's\n", every, sampled,
               10 * log10(sampled_greedy / sampled_exact));
    }
    if (top > 0) {
        memcpy(sorted, greedy, sizeof(long long) * blocks);
        qsort(sorted, blocks, sizeof(long long), descending);
        long last = (long)(top * blocks);
        long long threshold = sorted[last < blocks ? last : blocks - 1];
        double total = 0;
        long long extensions = 0;
        long searched = 0;
        for (long b = 0; b < blocks; b++) {
            long long e = greedy[b];
            if (e > 0 && e >= threshold) {
                for (int i = 0; i < BLOCK; i++) x[i] = raw[b * BLOCK + i];
                e = search(x, greedy[b] + 1, bin, cap, 1, &extensions);
                if (e > greedy[b]) e = greedy[b];
                searched++;
            }
            total += e;
        }
        printf("DP, bins of 2^%d, %d states a sample, top %.2f (%ld blocks): %.3f dB, %.0f extensions a block\n", bin,
               cap, top, searched, 10 * log10(signal / total), (double)extensions / (searched ? searched : 1));
    }
    return 0;
}
