#ifndef QG_PROCESS_H
#define QG_PROCESS_H

/* Asks the kernel to send this process `sig` when its parent ends (Linux's
   PR_SET_PDEATHSIG). prctl is variadic, which Swift cannot call. Returns 0 on
   success; -1 with errno set otherwise, ENOSYS where the system has no such call. */
int qg_set_parent_death_signal(int sig);

/* The width in columns of the terminal `fd` is, from TIOCGWINSZ (ioctl is variadic,
   which Swift cannot call); 0 when `fd` is no terminal or the size is unknown. */
int qg_terminal_columns(int fd);

/* Points C's `stderr` stream (not file descriptor 2) at /dev/null, so what libraries print
   through it is dropped; in C because Swift 6 refuses to assign a C global. Returns 0 on
   success, -1 when /dev/null cannot be opened (the stream is then left as it was). */
int qg_drop_stderr_stream(void);

#endif
