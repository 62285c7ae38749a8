/*
 * sf_open_loop: baseline for soundcheck's speed goal.
 *
 * Walks a directory tree with nftw(3) (FTW_PHYS: symlinks are not followed)
 * and, for every regular file, calls sf_open(path, SFM_READ, &info) and then
 * sf_close(). Nothing else: no decoding, no formatting. This is the cheapest
 * thing a libsndfile-based checker could possibly do per file.
 *
 * Usage: sf_open_loop DIR [DIR...]
 * Prints: "opened=N failed=M total=T" on stdout.
 * Exit status: 0 if the walk completed (failed opens are counted, not fatal),
 *              2 on usage error or if the walk itself failed.
 *
 * Build: cc -O2 bench/sf_open_loop.c -o sf_open_loop $(pkg-config --cflags --libs sndfile)
 */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sndfile.h>

static unsigned long opened = 0;
static unsigned long failed = 0;
static unsigned long long frames_total = 0; /* keeps the result "used" */

static int visit(const char *path, const struct stat *sb, int type, struct FTW *ftw)
{
    (void)sb;
    (void)ftw;
    if (type != FTW_F)
        return 0;           /* directories, symlinks (FTW_SL), unreadable dirs: skip */

    SF_INFO info;
    memset(&info, 0, sizeof info);   /* format must be 0 for SFM_READ */
    SNDFILE *sf = sf_open(path, SFM_READ, &info);
    if (sf == NULL) {
        failed++;
        return 0;
    }
    frames_total += (unsigned long long)info.frames;
    sf_close(sf);
    opened++;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s DIR [DIR...]\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        if (nftw(argv[i], visit, 64, FTW_PHYS) != 0) {
            fprintf(stderr, "sf_open_loop: walk of '%s' failed: %s\n", argv[i], strerror(errno));
            return 2;
        }
    }
    printf("opened=%lu failed=%lu total=%lu frames=%llu\n",
           opened, failed, opened + failed, frames_total);
    return 0;
}
