#ifndef SOUNDCHECK_PROCESS_CONTROL_H
#define SOUNDCHECK_PROCESS_CONTROL_H

/// Asks the kernel to kill this process when its parent ends (Linux's PR_SET_PDEATHSIG).
/// Returns 0 on success, -1 where it is not available. Swift cannot call prctl (it is variadic).
int soundcheck_die_with_parent(void);

#endif
