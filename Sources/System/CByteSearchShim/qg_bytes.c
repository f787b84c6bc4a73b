#define _GNU_SOURCE
#include <string.h>
#include "qg_bytes.h"

int qg_bytes_contain(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    if (needle_length == 0) return 1;
    return memmem(haystack, haystack_length, needle, needle_length) != NULL;
}
