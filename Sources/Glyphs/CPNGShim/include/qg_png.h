#ifndef QG_PNG_H
#define QG_PNG_H

#include <stddef.h>
#include <stdint.h>

#define QG_PNG_MESSAGE_SIZE 256

/* What a PNG's header declared, which the template-image rules need; its
   pixels are decoded, as 8-bit straight (not premultiplied) RGBA, into a buffer
   the caller owns. */
typedef struct {
    uint32_t width;
    uint32_t height;
    int color_type;         /* as in the IHDR chunk */
    int bit_depth;          /* as in the IHDR chunk */
    int interlaced;
    int has_trns;
} qg_png_image;

/* Reads only the IHDR (cheap: no inflate). Returns 0 on success. */
int qg_png_read_header(const uint8_t *data, size_t size, qg_png_image *out,
                       char message[QG_PNG_MESSAGE_SIZE]);

/* Decodes any colour type, bit depth, palette+tRNS and interlacing into the
   caller's buffer of exactly width * height * 4 bytes (read the header first):
   the caller owns the pixels, so they are never copied. Refuses images with more
   than max_pixels pixels. Returns 0 on success; otherwise fills message. */
int qg_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels, qg_png_image *out,
                  uint8_t *buffer, size_t buffer_size, char message[QG_PNG_MESSAGE_SIZE]);

/* Encodes 8-bit gray+alpha pixels (2 bytes a pixel, rows unpadded) with only
   the IHDR, IDAT and IEND chunks: libpng frames the chunks, libdeflate at
   `level` (1-12) deflates unfiltered rows. On success *out is malloc'd (free
   with qg_png_free_buffer). Returns 0 on success. */
int qg_png_encode_gray_alpha(uint32_t width, uint32_t height, const uint8_t *pixels, int level,
                             uint8_t **out, size_t *out_size, char message[QG_PNG_MESSAGE_SIZE]);

/* The same for 8-bit straight (not premultiplied) RGBA, 4 bytes a pixel: for
   pictures (build --preview), not for templates. A non-NULL `software` is written
   as an uncompressed tEXt "Software" chunk before the pixels, so the tool can tell
   its own picture from a file it must not replace. */
int qg_png_encode_rgba(uint32_t width, uint32_t height, const uint8_t *pixels, int level, const char *software,
                       uint8_t **out, size_t *out_size, char message[QG_PNG_MESSAGE_SIZE]);

void qg_png_free_buffer(uint8_t *buffer);

#endif
