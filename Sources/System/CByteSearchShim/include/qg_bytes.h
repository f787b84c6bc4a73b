#ifndef QG_BYTES_H
#define QG_BYTES_H

#include <stddef.h>

/* Whether `needle` occurs in `haystack`, by the C library's memmem. glibc
   declares memmem only with _GNU_SOURCE, which Swift's Glibc module does not
   set, so Swift cannot call it directly. Returns 1 when found, 0 otherwise. */
int qg_bytes_contain(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#endif
