#!/usr/bin/env bash
# Remakes the PDF fixtures beside this script (see README.md there). Not run by the
# tests: they read the committed files, so a newer cairo or qpdf cannot change what
# they assert. Every file is drawn from scratch by the C program below or made by
# qpdf (from one of those files, or empty): nothing here comes from another project. (Adwaita's
# icons are made into PDFs at test time instead, from where Debian installs them:
# see PDFFixture.swift.) Needs cc, libcairo2-dev and qpdf. SOURCE_DATE_EPOCH=0, a
# fixed creation date and qpdf's --static-id keep the time and chance out of the bytes.
set -euo pipefail
cd "$(dirname "$0")"
export SOURCE_DATE_EPOCH=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Shapes at known coordinates, drawn by cairo's PDF surface (points, origin top left).
cat > "$work/shapes.c" <<'C'
#include <cairo.h>
#include <cairo-pdf.h>

static cairo_t *page(const char *path, double width, double height) {
    cairo_surface_t *surface = cairo_pdf_surface_create(path, width, height);
    /* cairo 1.16 stamps the current time otherwise (it ignores SOURCE_DATE_EPOCH). */
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "1970-01-01T00:00:00Z");
    cairo_t *cr = cairo_create(surface);
    cairo_surface_destroy(surface);
    return cr;
}

static void finish(cairo_t *cr) {
    cairo_surface_finish(cairo_get_target(cr));
    cairo_destroy(cr);
}

/* Our own font of one glyph, drawn by cairo itself: cairo's PDF writer embeds a user
 * font as a Type 3 font, so the page holds live text (BT /f-0-0 12 Tf <00> Tj ET) whose
 * glyph program is ours. The glyph ('o') is a ring one em wide with a square hole, its
 * bottom on the baseline. */
static cairo_status_t ring_metrics(cairo_scaled_font_t *font, cairo_t *cr, cairo_font_extents_t *extents) {
    extents->ascent = 1; extents->descent = 0; extents->height = 1;
    extents->max_x_advance = 1; extents->max_y_advance = 0;
    return CAIRO_STATUS_SUCCESS;
}

static cairo_status_t ring_glyph(cairo_scaled_font_t *font, unsigned long glyph, cairo_t *cr, cairo_text_extents_t *extents) {
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_arc(cr, 0.5, -0.5, 0.5, 0, 2 * 3.14159265358979);
    cairo_rectangle(cr, 0.3, -0.7, 0.4, 0.4);
    cairo_fill(cr);
    extents->x_bearing = 0; extents->y_bearing = -1; extents->width = 1; extents->height = 1;
    extents->x_advance = 1; extents->y_advance = 0;
    return CAIRO_STATUS_SUCCESS;
}

static cairo_status_t ring_unicode(cairo_scaled_font_t *font, unsigned long unicode, unsigned long *glyph) {
    *glyph = unicode == 'o' ? 1 : 0;
    return CAIRO_STATUS_SUCCESS;
}

int main(void) {
    /* A 12 pt square at (3,5) on a 24 pt page: off centre on both axes, so a flip shows. */
    cairo_t *cr = page("square-24pt.pdf", 24, 24);
    cairo_rectangle(cr, 3, 5, 12, 12);
    cairo_fill(cr);
    finish(cr);

    /* A 32x16 pt page with a 16x8 pt bar at (4,4). */
    cr = page("wide-32x16pt.pdf", 32, 16);
    cairo_rectangle(cr, 4, 4, 16, 8);
    cairo_fill(cr);
    finish(cr);

    /* A 0.5 pt vertical stroke centred on x = 12, from y = 4 to 20. */
    cr = page("hairline-24pt.pdf", 24, 24);
    cairo_set_line_width(cr, 0.5);
    cairo_move_to(cr, 12, 4);
    cairo_line_to(cr, 12, 20);
    cairo_stroke(cr);
    finish(cr);

    /* Two pages: the square, then a full-page block that must never be drawn. */
    cr = page("two-pages.pdf", 24, 24);
    cairo_rectangle(cr, 3, 5, 12, 12);
    cairo_fill(cr);
    cairo_show_page(cr);
    cairo_rectangle(cr, 0, 0, 24, 24);
    cairo_fill(cr);
    finish(cr);

    /* Live text: one 'o' of the ring font at 12 pt filling a 12 pt page edge to edge. */
    cr = page("text-type3-12pt.pdf", 12, 12);
    cairo_font_face_t *ring = cairo_user_font_face_create();
    cairo_user_font_face_set_init_func(ring, ring_metrics);
    cairo_user_font_face_set_render_glyph_func(ring, ring_glyph);
    cairo_user_font_face_set_unicode_to_glyph_func(ring, ring_unicode);
    cairo_set_font_face(cr, ring);
    cairo_set_font_size(cr, 12);
    cairo_move_to(cr, 0, 12);
    cairo_show_text(cr, "o");
    finish(cr);
    cairo_font_face_destroy(ring);
    return 0;
}
C
cc -o "$work/shapes" "$work/shapes.c" $(pkg-config --cflags --libs cairo)
"$work/shapes"

# Encrypted copies of the square (their AES-256 key is random, so these two come
# out different on every run; every other file here is the same byte for byte): one needs the user password "secret" to open;
# the other only restricts printing and editing, with an empty user password.
qpdf --encrypt secret owner 256 -- square-24pt.pdf encrypted-password.pdf
qpdf --encrypt "" owner 256 --print=none --modify=none -- square-24pt.pdf encrypted-no-password.pdf

# The square with a CropBox of [6 6 18 18] inside its 24 pt MediaBox (qpdf's
# editable form, one line added, then repaired and written normally).
qpdf --static-id --qdf --object-streams=disable square-24pt.pdf "$work/square.qdf"
sed 's|^  /MediaBox \[|  /CropBox [ 6 6 18 18 ]\n  /MediaBox [|' "$work/square.qdf" > "$work/cropped.qdf"
fix-qdf "$work/cropped.qdf" > "$work/fixed.qdf"
qpdf --static-id "$work/fixed.qdf" cropbox-24pt.pdf

# A PDF without a page: a catalog whose page tree is empty.
qpdf --static-id --empty no-pages.pdf
