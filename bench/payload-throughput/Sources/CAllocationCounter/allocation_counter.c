// Counts heap allocations by defining the allocation functions in the executable, where the
// dynamic linker finds them before the C library's (the Swift runtime and Foundation call them
// through it), and forwarding to glibc's own entry points. Elsewhere counting is off.
#include "allocation_counter.h"

#if defined(__linux__)
#include <features.h>  // defines __GLIBC__ on glibc
#endif

#if defined(__GLIBC__)
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_long allocations;

void *malloc(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; // ENOMEM
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}

long allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}
#else
long allocation_count(void) { return -1; }
#endif
