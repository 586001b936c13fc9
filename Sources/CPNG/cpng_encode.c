/* Cairo ARGB32 pixels -> PNG bytes in a growable memory buffer. */
#include "CPNG.h"
#include "cpng_private.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* The fast preset; see encode() for why these values. */
#ifndef CPNG_FAST_LEVEL
#define CPNG_FAST_LEVEL 1
#endif
#ifndef CPNG_FAST_FILTER
#define CPNG_FAST_FILTER PNG_FILTER_NONE
#endif
#ifndef CPNG_FAST_STRATEGY
#define CPNG_FAST_STRATEGY Z_DEFAULT_STRATEGY
#endif

struct output_buffer {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
};

static void write_to_memory(png_structp png, png_bytep data, png_size_t length) {
    struct output_buffer *out = (struct output_buffer *)png_get_io_ptr(png);
    if (length > out->capacity - out->size) {
        size_t capacity = out->capacity ? out->capacity : 4096;
        while (length > capacity - out->size) {
            if (capacity > SIZE_MAX / 2) png_error(png, "output larger than memory");
            capacity *= 2;
        }
        uint8_t *bytes = realloc(out->bytes, capacity);
        if (bytes == NULL) png_error(png, "out of memory growing the output buffer");
        out->bytes = bytes;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->size, data, length);
    out->size += length;
}

static void flush_nothing(png_structp png) { (void)png; }

static int all_opaque(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride) {
    for (uint32_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        uint32_t all = 0xffffffffu;
        for (uint32_t x = 0; x < width; x++) all &= row[x];
        if ((all >> 24) != 0xff) return 0;
    }
    return 1;
}

/* Everything that can longjmp; kept apart so the caller's locals stay untouched
 * by the jump (no volatile juggling). */
static cpng_status encode(png_structp png, png_infop info, struct output_buffer *out,
                  const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                  cpng_compression compression, uint8_t *row_buffer, int opaque) {
    if (setjmp(png_jmpbuf(png))) return CPNG_ERROR;
    png_set_write_fn(png, out, write_to_memory, flush_nothing);
    png_set_IHDR(png, info, width, height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (compression == CPNG_COMPRESSION_SMALL) {
        png_set_compression_level(png, 9);
        png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_ALL_FILTERS);
    } else {
        png_set_compression_level(png, CPNG_FAST_LEVEL);
        png_set_filter(png, PNG_FILTER_TYPE_BASE, CPNG_FAST_FILTER);
        png_set_compression_strategy(png, CPNG_FAST_STRATEGY);
    }
    /* Larger IDAT chunks: fewer callbacks and CRC restarts. */
    png_set_compression_buffer_size(png, 256 * 1024);
    /* No tIME, text or other variable chunks: equal pixels give equal bytes. */
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        if (opaque) cpng_argb32_to_rgb(row, width, row_buffer);
        else cpng_unpremultiply_to_rgba(row, width, row_buffer);
        png_write_row(png, row_buffer);
    }
    png_write_end(png, NULL);
    return CPNG_OK;
}

cpng_status cpng_encode_argb32(const void *pixels, uint32_t width, uint32_t height, size_t stride,
                               cpng_compression compression,
                               void **output, size_t *output_size,
                               char *message, size_t message_capacity) {
    cpng_copy_message(message, message_capacity, "");
    *output = NULL;
    *output_size = 0;
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
        cpng_copy_message(message, message_capacity, "image size must be at least 1x1");
        return CPNG_ERROR;
    }
    if (stride < (size_t)width * 4) {
        cpng_copy_message(message, message_capacity, "row stride smaller than width * 4");
        return CPNG_ERROR;
    }
    const uint8_t *bytes = (const uint8_t *)pixels;
    int opaque = all_opaque(bytes, width, height, stride);
    cpng_messages messages = { "", "" };
    struct output_buffer out = { NULL, 0, 0 };
    /* A first guess that fits typical UI screenshots without regrowing. */
    out.capacity = (size_t)width * height / 2 + 1024;
    out.bytes = malloc(out.capacity);
    /* Room for RGBA rows, and so for RGB rows plus the spare byte cpng_argb32_to_rgb writes. */
    uint8_t *row_buffer = malloc((size_t)width * 4);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &messages,
                                              cpng_error_callback, cpng_warning_callback);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    cpng_status status;
    if (out.bytes == NULL || row_buffer == NULL || png == NULL || info == NULL) {
        cpng_copy_message(messages.error, sizeof messages.error, "out of memory");
        status = CPNG_ERROR;
    } else {
        status = encode(png, info, &out, bytes, width, height, stride, compression, row_buffer, opaque);
    }
    png_destroy_write_struct(&png, &info);
    free(row_buffer);
    if (status != CPNG_OK) {
        free(out.bytes);
        cpng_report(&messages, message, message_capacity);
        return CPNG_ERROR;
    }
    *output = out.bytes;
    *output_size = out.size;
    return CPNG_OK;
}
