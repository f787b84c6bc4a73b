#!/usr/bin/env bash
# Remakes the PDF fixtures beside this script (see README.md there). Not run by the
# tests: they read the committed files, so a newer cairo, librsvg or qpdf cannot
# change what they assert. Needs cc, libcairo2-dev, librsvg2-bin, qpdf and
# adwaita-icon-theme. SOURCE_DATE_EPOCH=0, a fixed creation date and qpdf's
# --static-id keep the time and chance out of the bytes.
set -euo pipefail
cd "$(dirname "$0")"
export SOURCE_DATE_EPOCH=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Two of Adwaita's symbolic icons, each written again by librsvg through cairo's
# SVG writer at 32 times its size, and its PDF converted from that copy. cairo
# keeps a path in fixed point (1/256 of a unit) and its PDF writer prints three
# decimals; Adwaita's numbers are on a 1/256 px grid, so at 32 times they are
# multiples of 1/8, which both keep exactly: the SVG is then the exact source of
# its PDF, number for number. (At 1x the PDF's rounding alone moves edges by up
# to 8 levels.) -d/-p 72 keep one SVG px one PDF point.
adwaita=/usr/share/icons/Adwaita/scalable/actions
for name in edit-copy-symbolic system-search-symbolic; do
    rsvg-convert -f svg -d 72 -p 72 -z 32 -o "$name.svg" "$adwaita/$name.svg"
    rsvg-convert -f pdf -d 72 -p 72 -o "$name.pdf" "$name.svg"
done

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
