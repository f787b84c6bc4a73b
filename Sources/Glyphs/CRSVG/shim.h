#include <librsvg/rsvg.h>
#include <cairo.h>
#include <glib.h>
