/* snr.c: signal-to-noise ratio, in dB, of a decoded sound against its source.
 * Usage: snr REFERENCE.raw DECODED.raw   (both 16-bit little-endian, interleaved alike)
 * Compares the first min(len) samples; prints the SNR and the sample counts. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int16_t *load(const char *path, long *count) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(2); }
    fseek(file, 0, SEEK_END);
    long bytes = ftell(file);
    fseek(file, 0, SEEK_SET);
    int16_t *samples = malloc(bytes > 0 ? (size_t)bytes : 1);
    if (!samples || fread(samples, 1, (size_t)bytes, file) != (size_t)bytes) { fprintf(stderr, "%s: cannot read\n", path); exit(2); }
    fclose(file);
    *count = bytes / 2;
    return samples;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: snr REFERENCE.raw DECODED.raw\n"); return 2; }
    long n1, n2;
    int16_t *reference = load(argv[1], &n1), *decoded = load(argv[2], &n2);
    long n = n1 < n2 ? n1 : n2;
    double signal = 0, noise = 0;
    for (long i = 0; i < n; i++) {
        double r = reference[i], d = reference[i] - decoded[i];
        signal += r * r;
        noise += d * d;
    }
    printf("%.2f %ld %ld\n", noise > 0 ? 10 * log10(signal / noise) : INFINITY, n1, n2);
    return 0;
}
