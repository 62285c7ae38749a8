#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "thread_stack.h"
#include <pthread.h>

static _Thread_local uintptr_t known_bottom;
static _Thread_local size_t known_size;

static int ask(uintptr_t *bottom, size_t *size) {
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(self);
    size_t length = pthread_get_stacksize_np(self);
    if (length == 0 || top < length) return -1;
    *bottom = top - length;
    *size = length;
    return 0;
#elif defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return -1;
    void *address = NULL;
    size_t length = 0;
    int status = pthread_attr_getstack(&attributes, &address, &length);
    pthread_attr_destroy(&attributes);
    if (status != 0 || address == NULL || length == 0) return -1;
    *bottom = (uintptr_t)address;
    *size = length;
    return 0;
#else
    (void)bottom;
    (void)size;
    return -1;
#endif
}

int soundcheck_thread_stack(uintptr_t *bottom, size_t *size) {
    if (known_size == 0 && ask(&known_bottom, &known_size) != 0) return -1;
    *bottom = known_bottom;
    *size = known_size;
    return 0;
}
