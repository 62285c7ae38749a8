#ifndef SOUNDCHECK_THREAD_STACK_H
#define SOUNDCHECK_THREAD_STACK_H

#include <stddef.h>
#include <stdint.h>

/// The lowest address and the size of the calling thread's stack. Returns 0 on success, -1 when
/// they are unknown. Swift cannot call glibc's pthread_getattr_np (a GNU extension), and for the
/// main thread glibc reads /proc/self/maps, so each thread asks once and keeps the answer.
int soundcheck_thread_stack(uintptr_t *bottom, size_t *size);

#endif
