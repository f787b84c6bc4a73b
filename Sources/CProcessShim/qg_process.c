#include "qg_process.h"

#include <errno.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

int qg_set_parent_death_signal(int sig) {
#ifdef __linux__
    return prctl(PR_SET_PDEATHSIG, (unsigned long)sig, 0UL, 0UL, 0UL);
#else
    (void)sig;
    errno = ENOSYS;
    return -1;
#endif
}
