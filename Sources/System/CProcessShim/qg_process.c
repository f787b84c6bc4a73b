#include "qg_process.h"

#include <errno.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>

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

int qg_terminal_columns(int fd) {
    struct winsize size;
    if (!isatty(fd) || ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return (int)size.ws_col;
}

int qg_drop_stderr_stream(void) {
    FILE *null = fopen("/dev/null", "w");
    if (null == NULL) return -1;
    stderr = null;
    return 0;
}
