#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) made by any thread
/// since the process started; -1 where they cannot be counted (not glibc).
long allocation_count(void);

#endif
