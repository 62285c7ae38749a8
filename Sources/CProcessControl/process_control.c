#include "process_control.h"

#if defined(__linux__)
#include <signal.h>
#include <sys/prctl.h>

int soundcheck_die_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
}
#else
int soundcheck_die_with_parent(void) {
    return -1;
}
#endif
