#include "qg_png.h"

#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every libpng call that can longjmp happens inside a function here that owns
   its own setjmp, so no longjmp ever crosses a Swift frame. */

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} reader;

typedef struct {
    char *message;
} error_context;

static void on_error(png_structp png, png_const_charp text) {
    error_context *context = (error_context *)png_get_error_ptr(png);
    if (context && context->message) {
        snprintf(context->message, QG_PNG_MESSAGE_SIZE, "%s", text);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void read_from_memory(png_structp png, png_bytep bytes, png_size_t length) {
    reader *source = (reader *)png_get_io_ptr(png);
    if (source->size - source->offset < length) {
        png_error(png, "file is truncated");
    }
    memcpy(bytes, source->data + source->offset, length);
    source->offset += length;
}

static int check_signature(const uint8_t *data, size_t size, char *message) {
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        snprintf(message, QG_PNG_MESSAGE_SIZE, "not a PNG file (wrong signature)");
        return 1;
    }
    return 0;
}

int qg_png_read_header(const uint8_t *data, size_t size, qg_png_image *out, char message[QG_PNG_MESSAGE_SIZE]) {
    memset(out, 0, sizeof(*out));
    message[0] = 0;
    if (check_signature(data, size, message)) return 1;
    error_context context = {message};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (!png) { snprintf(message, QG_PNG_MESSAGE_SIZE, "out of memory"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); snprintf(message, QG_PNG_MESSAGE_SIZE, "out of memory"); return 1; }
    reader source = {data, size, 0};
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_read_fn(png, &source, read_from_memory);
    png_read_info(png, info);
    out->width = png_get_image_width(png, info);
    out->height = png_get_image_height(png, info);
    out->color_type = png_get_color_type(png, info);
    out->bit_depth = png_get_bit_depth(png, info);
    out->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    out->has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int qg_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels, qg_png_image *out,
                  uint8_t *buffer, size_t buffer_size, char message[QG_PNG_MESSAGE_SIZE]) {
    memset(out, 0, sizeof(*out));
    message[0] = 0;
    if (check_signature(data, size, message)) return 1;
    error_context context = {message};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (!png) { snprintf(message, QG_PNG_MESSAGE_SIZE, "out of memory"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); snprintf(message, QG_PNG_MESSAGE_SIZE, "out of memory"); return 1; }
    reader source = {data, size, 0};
    /* volatile: it changes between setjmp and a possible longjmp. */
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_read_fn(png, &source, read_from_memory);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    if ((uint64_t)width * (uint64_t)height > max_pixels) {
        snprintf(message, QG_PNG_MESSAGE_SIZE, "image is %ux%u pixels, more than the %llu pixels allowed",
                 (unsigned)width, (unsigned)height, (unsigned long long)max_pixels);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    out->width = width;
    out->height = height;
    out->color_type = png_get_color_type(png, info);
    out->bit_depth = png_get_bit_depth(png, info);
    out->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    out->has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;

    /* Expand everything to 8-bit RGBA; keep the stored values (no gamma or
       colour-profile conversion): a template only keeps the alpha. */
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row layout after expansion");
    }

    if (!buffer || buffer_size != (size_t)width * height * 4) {
        png_error(png, "the pixel buffer does not match the image size");
    }
    rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = buffer + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
} writer;

static void write_to_memory(png_structp png, png_bytep bytes, png_size_t length) {
    writer *sink = (writer *)png_get_io_ptr(png);
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity * 2 : 4096;
        while (capacity < sink->size + length) capacity *= 2;
        uint8_t *grown = realloc(sink->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->size, bytes, length);
    sink->size += length;
}

static void flush_memory(png_structp png) { (void)png; }

/* A compressor at the high levels owns megabytes of match-finder tables:
   allocating one per image costs more in page faults than the compression.
   Each thread keeps one per level and reuses it. */
static struct libdeflate_compressor *thread_compressor(int level) {
    static _Thread_local struct libdeflate_compressor *compressors[13];
    if (level < 1 || level > 12) return NULL;
    if (!compressors[level]) compressors[level] = libdeflate_alloc_compressor(level);
    return compressors[level];
}

/* One encoder for both layouts: `channels` bytes a pixel of `color_type`. */
static int encode_unfiltered(uint32_t width, uint32_t height, const uint8_t *pixels, int color_type, size_t channels,
                             int level, const char *software, uint8_t **out, size_t *out_size,
                             char message[QG_PNG_MESSAGE_SIZE]) {
    *out = NULL;
    *out_size = 0;
    message[0] = 0;
    error_context context = {message};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (!png) { snprintf(message, QG_PNG_MESSAGE_SIZE, "out of memory"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); snprintf(message, QG_PNG_MESSAGE_SIZE, "out of memory"); return 1; }
    writer sink = {NULL, 0, 0};
    uint8_t *volatile raw = NULL;
    uint8_t *volatile compressed = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(raw);
        free(compressed);
        free(sink.bytes);
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    png_set_write_fn(png, &sink, write_to_memory, flush_memory);
    png_set_IHDR(png, info, width, height, 8, color_type,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (software) {
        png_text text = {0};
        text.compression = PNG_TEXT_COMPRESSION_NONE;
        text.key = "Software";
        text.text = (png_charp)software;
        png_set_text(png, info, &text, 1);
    }
    png_write_info(png, info);
    /* Every row with filter type 0 (none), then one zlib stream in one IDAT;
       libpng still frames the chunks and computes their CRCs. */
    size_t row_bytes = (size_t)width * channels;
    size_t raw_size = (row_bytes + 1) * height;
    raw = malloc(raw_size ? raw_size : 1);
    if (!raw) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) {
        raw[y * (row_bytes + 1)] = 0;
        memcpy(raw + y * (row_bytes + 1) + 1, pixels + y * row_bytes, row_bytes);
    }
    struct libdeflate_compressor *compressor = thread_compressor(level);
    if (!compressor) png_error(png, "libdeflate could not allocate a compressor");
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    compressed = malloc(bound);
    if (!compressed) png_error(png, "out of memory");
    size_t compressed_size = libdeflate_zlib_compress(compressor, raw, raw_size, compressed, bound);
    if (compressed_size == 0) png_error(png, "libdeflate could not compress the image");
    png_write_chunk(png, (png_const_bytep)"IDAT", compressed, compressed_size);
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    free(compressed);
    free(raw);
    png_destroy_write_struct(&png, &info);
    *out = sink.bytes;
    *out_size = sink.size;
    return 0;
}

int qg_png_encode_gray_alpha(uint32_t width, uint32_t height, const uint8_t *pixels, int level,
                             uint8_t **out, size_t *out_size, char message[QG_PNG_MESSAGE_SIZE]) {
    return encode_unfiltered(width, height, pixels, PNG_COLOR_TYPE_GRAY_ALPHA, 2, level, NULL, out, out_size, message);
}

int qg_png_encode_rgba(uint32_t width, uint32_t height, const uint8_t *pixels, int level, const char *software,
                       uint8_t **out, size_t *out_size, char message[QG_PNG_MESSAGE_SIZE]) {
    return encode_unfiltered(width, height, pixels, PNG_COLOR_TYPE_RGB_ALPHA, 4, level, software, out, out_size, message);
}

void qg_png_free_buffer(uint8_t *buffer) { free(buffer); }
