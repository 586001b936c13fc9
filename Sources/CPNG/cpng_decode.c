/* PNG bytes in memory -> Cairo ARGB32 pixels.
 *
 * Two readers. The usual file, 8-bit RGB or RGBA without interlacing and with
 * every critical chunk's CRC right (what Offscreen and most tools write), is read
 * by our own short path: libdeflate inflates all the image data in one call and
 * the rows are unfiltered and converted in one pass. Anything else, and any
 * file the short path finds fault with, is read by libpng, which handles every
 * colour type and bit depth and says what is wrong with a bad file. */
#include "CPNG.h"
#include "cpng_private.h"
#include "cpng_direct.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cpng_decoder {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    uint32_t width;
    uint32_t height;
    int has_alpha;
    int color_channels;
    int passes;
    /* Non-interlaced files are read as packed RGB/RGBA into row_buffer and
     * converted to ARGB32 by our own loop, which is faster than libpng's
     * filler + bgr transforms followed by its copy into the caller's row. */
    int staged;
    uint8_t *row_buffer;
    int used;
    /* Where reading is, for error messages: the row, or -1 once past the pixels. */
    int64_t row;
    int pass;
    cpng_messages messages;
    /* Set when the short path reads this file; libpng is then not started unless
     * the short path gives up on the image data. */
    cpng_direct_file direct;
    int is_direct;
    /* Rows read in bands by the short path: the whole image data inflated once
     * (cpng_direct_begin_rows), each row unfiltered and converted when asked for. */
    uint8_t *direct_rows;
    uint32_t max_side;
    uint64_t max_pixels;
};

/* libpng's read callback over the caller's buffer; running out is an error
 * (a truncated file), never a read past the end. */
static void read_from_memory(png_structp png, png_bytep out, png_size_t length) {
    struct cpng_decoder *decoder = (struct cpng_decoder *)png_get_io_ptr(png);
    size_t left = decoder->size - decoder->offset;
    if (length > left) {
        char message[CPNG_MESSAGE_SIZE];
        snprintf(message, sizeof message,
                 "truncated data: needed %zu more bytes at offset %zu of %zu",
                 (size_t)length - left, decoder->offset, decoder->size);
        png_error(png, message);
    }
    memcpy(out, decoder->data + decoder->offset, length);
    decoder->offset += length;
}

/* Ancillary chunks we never use: skipping them saves time and bounds memory. */
static const png_byte ignored_chunks[] = {
    'b', 'K', 'G', 'D', 0, 'c', 'H', 'R', 'M', 0, 'e', 'X', 'I', 'f', 0,
    'g', 'A', 'M', 'A', 0, 'h', 'I', 'S', 'T', 0, 'i', 'C', 'C', 'P', 0,
    'i', 'T', 'X', 't', 0, 'o', 'F', 'F', 's', 0, 'p', 'C', 'A', 'L', 0,
    'p', 'H', 'Y', 's', 0, 's', 'B', 'I', 'T', 0, 's', 'C', 'A', 'L', 0,
    's', 'P', 'L', 'T', 0, 's', 'R', 'G', 'B', 0, 't', 'E', 'X', 't', 0,
    't', 'I', 'M', 'E', 0, 'z', 'T', 'X', 't', 0,
};

void cpng_decoder_destroy(cpng_decoder *decoder) {
    if (decoder == NULL) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder->row_buffer);
    cpng_direct_end_rows(decoder->direct_rows);
    free(decoder);
}

static void request_argb32_layout(struct cpng_decoder *decoder);

/* Asks libpng for 8-bit RGB or RGBA, whatever the file holds. */
static void request_argb32(struct cpng_decoder *decoder, int color_type, int bit_depth) {
    png_structp png = decoder->png;
    int has_trns = png_get_valid(png, decoder->info, PNG_INFO_tRNS) != 0;
    /* Palette -> RGB, gray 1/2/4 -> 8 bits, tRNS -> an alpha channel. */
    if (color_type == PNG_COLOR_TYPE_PALETTE || bit_depth < 8 || has_trns)
        png_set_expand(png);
    /* 16 -> 8 bits rounding (v * 255 + 32895) >> 16, not truncating. */
    if (bit_depth == 16)
        png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    decoder->color_channels = color_type == PNG_COLOR_TYPE_PALETTE ? 0
                            : (color_type & PNG_COLOR_MASK_COLOR) ? 3 : 1;
    decoder->has_alpha = has_trns || (color_type & PNG_COLOR_MASK_ALPHA) != 0;
    decoder->staged = png_get_interlace_type(png, decoder->info) == PNG_INTERLACE_NONE;
    if (!decoder->staged) request_argb32_layout(decoder);
    decoder->passes = png_set_interlace_handling(png);
}

/* Interlaced files: libpng writes ARGB32 words straight into the caller's rows,
 * since every pass adds pixels to rows written by earlier passes. */
static void request_argb32_layout(struct cpng_decoder *decoder) {
    png_structp png = decoder->png;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    /* ARGB32 words are A,R,G,B in memory. */
    if (decoder->has_alpha) png_set_swap_alpha(png);
    else png_set_filler(png, 0xff, PNG_FILLER_BEFORE);
#else
    /* ARGB32 words are B,G,R,A in memory. */
    png_set_bgr(png);
    if (!decoder->has_alpha) png_set_filler(png, 0xff, PNG_FILLER_AFTER);
#endif
}

static uint32_t big_endian_32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static int size_over_limits(uint32_t w, uint32_t h, uint32_t max_side, uint64_t max_pixels,
                            char *message, size_t message_capacity) {
    if (w <= max_side && h <= max_side && (uint64_t)w * h <= max_pixels) return 0;
    snprintf(message, message_capacity,
             "IHDR: image is %ux%u pixels; the limit is %u per side and %llu pixels",
             (unsigned)w, (unsigned)h, (unsigned)max_side, (unsigned long long)max_pixels);
    return 1;
}

/* Looks at the IHDR that must follow the signature before libpng reads anything
 * else, so an absurd size is refused at once. libpng validates the chunk (CRC,
 * fields) afterwards and the size is checked again from its answer. */
static int header_too_large(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels,
                            char *message, size_t message_capacity) {
    if (size < 24 || memcmp(data + 12, "IHDR", 4) != 0) return 0;
    return size_over_limits(big_endian_32(data + 16), big_endian_32(data + 20), max_side, max_pixels,
                            message, message_capacity);
}

/* Starts libpng on the decoder's data and reads up to the first IDAT. Returns 0
 * with the reason in message on failure (the decoder is left for the caller to
 * destroy). */
static int open_with_libpng(struct cpng_decoder *decoder, char *message, size_t message_capacity) {
    decoder->offset = 0;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->messages,
                                          cpng_error_callback, cpng_warning_callback);
    if (decoder->png != NULL) decoder->info = png_create_info_struct(decoder->png);
    if (decoder->png == NULL || decoder->info == NULL) {
        cpng_copy_message(message, message_capacity, "out of memory creating the libpng reader");
        return 0;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        cpng_report(&decoder->messages, message, message_capacity);
        return 0;
    }
    png_set_read_fn(decoder->png, decoder, read_from_memory);
    /* Our own limits are checked below with a clearer message; libpng's default
     * user limit (1,000,000) would otherwise answer first for absurd sizes. */
    png_set_user_limits(decoder->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_chunk_malloc_max(decoder->png, 8u * 1024u * 1024u);
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks,
                                (int)(sizeof ignored_chunks / 5));
    /* Each IDAT chunk's CRC already covers the compressed bytes, so corruption is
     * caught there; zlib's Adler-32 of the inflated pixels would only catch an
     * encoder bug, and computing it was a fifth of the decode time. */
    png_set_option(decoder->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_read_info(decoder->png, decoder->info);

    png_uint_32 w = 0, h = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(decoder->png, decoder->info, &w, &h, &bit_depth, &color_type, NULL, NULL, NULL);
    if (size_over_limits(w, h, decoder->max_side, decoder->max_pixels, message, message_capacity))
        return 0;
    request_argb32(decoder, color_type, bit_depth);
    png_read_update_info(decoder->png, decoder->info);
    size_t channels = decoder->staged && !decoder->has_alpha ? 3 : 4;
    if (png_get_bit_depth(decoder->png, decoder->info) != 8 ||
        png_get_channels(decoder->png, decoder->info) != channels ||
        png_get_rowbytes(decoder->png, decoder->info) != (size_t)w * channels) {
        snprintf(message, message_capacity,
                 "IHDR: colour type %d at %d bits did not convert to 8-bit RGBA",
                 color_type, bit_depth);
        return 0;
    }
    /* + 1: cpng_rgb_to_argb32 loads 4 bytes for the last 3-byte pixel. */
    if (decoder->staged && (decoder->row_buffer = malloc((size_t)w * channels + 1)) == NULL) {
        cpng_copy_message(message, message_capacity, "out of memory for one row");
        return 0;
    }
    decoder->width = w;
    decoder->height = h;
    return 1;
}

cpng_decoder *cpng_decoder_create(const void *data, size_t size,
                                  uint32_t max_side, uint64_t max_pixels,
                                  uint32_t *width, uint32_t *height,
                                  char *message, size_t message_capacity) {
    cpng_copy_message(message, message_capacity, "");
    if (size == 0) {
        cpng_copy_message(message, message_capacity, "empty data (0 bytes)");
        return NULL;
    }
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        cpng_copy_message(message, message_capacity,
                          size < 8 ? "not a PNG file (shorter than the 8-byte signature)"
                                   : "not a PNG file (signature mismatch)");
        return NULL;
    }
    if (header_too_large((const uint8_t *)data, size, max_side, max_pixels, message, message_capacity))
        return NULL;
    struct cpng_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        cpng_copy_message(message, message_capacity, "out of memory");
        return NULL;
    }
    decoder->data = (const uint8_t *)data;
    decoder->size = size;
    decoder->max_side = max_side;
    decoder->max_pixels = max_pixels;
    if (cpng_direct_parse(decoder->data, size, &decoder->direct) && decoder->direct.width <= max_side &&
        decoder->direct.height <= max_side && (uint64_t)decoder->direct.width * decoder->direct.height <= max_pixels) {
        decoder->is_direct = 1;
        decoder->width = decoder->direct.width;
        decoder->height = decoder->direct.height;
        decoder->has_alpha = decoder->direct.channels == 4;
        decoder->color_channels = 3;
    } else if (!open_with_libpng(decoder, message, message_capacity)) {
        cpng_decoder_destroy(decoder);
        return NULL;
    }
    *width = decoder->width;
    *height = decoder->height;
    return decoder;
}

int cpng_decoder_equals_argb32(const cpng_decoder *decoder, const void *pixels,
                               uint32_t width, uint32_t height, size_t stride) {
    if (!decoder->is_direct || decoder->used || width != decoder->width || height != decoder->height ||
        stride < (size_t)width * 4)
        return 0;
    return cpng_direct_equals(&decoder->direct, decoder->data, (const uint8_t *)pixels, stride);
}

int cpng_decoder_color_channels(const cpng_decoder *decoder) {
    return decoder->color_channels;
}

/* Straight 8-bit ARGB32 words -> what the caller asked for. */
static void finish_row(const struct cpng_decoder *decoder, uint32_t *row, const uint8_t *channel_map) {
    if (channel_map != NULL) cpng_map_channels(row, decoder->width, channel_map);
    if (decoder->has_alpha) cpng_premultiply(row, decoder->width);
}

cpng_status cpng_decoder_read_argb32(cpng_decoder *decoder, void *pixels, size_t stride,
                                     const uint8_t *channel_map,
                                     char *message, size_t message_capacity) {
    cpng_copy_message(message, message_capacity, "");
    if (decoder->used) {
        cpng_copy_message(message, message_capacity, "decoder already used");
        return CPNG_ERROR;
    }
    decoder->used = 1;
    if (stride < (size_t)decoder->width * 4) {
        cpng_copy_message(message, message_capacity, "row stride smaller than width * 4");
        return CPNG_ERROR;
    }
    uint8_t *const base = (uint8_t *)pixels;
    if (decoder->is_direct) {
        if (cpng_direct_read(&decoder->direct, decoder->data, base, stride, channel_map)) return CPNG_OK;
        /* Something in the image data is off (a bad filter byte, too little or too
         * much data, a broken deflate stream): libpng reads the file again and says
         * what, at which row. */
        decoder->is_direct = 0;
        if (!open_with_libpng(decoder, message, message_capacity)) return CPNG_ERROR;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        char detail[CPNG_MESSAGE_SIZE];
        cpng_report(&decoder->messages, detail, sizeof detail);
        if (decoder->row < 0)
            snprintf(message, message_capacity, "after the pixel data: %s", detail);
        else if (decoder->passes > 1)
            snprintf(message, message_capacity, "row %lld of interlace pass %d: %s",
                     (long long)decoder->row, decoder->pass + 1, detail);
        else
            snprintf(message, message_capacity, "row %lld: %s", (long long)decoder->row, detail);
        return CPNG_ERROR;
    }
    const uint32_t height = decoder->height;
    if (decoder->staged) {
        /* Convert and premultiply each row while it is still in cache. */
        for (uint32_t y = 0; y < height; y++) {
            uint32_t *row = (uint32_t *)(base + (size_t)y * stride);
            decoder->row = y;
            png_read_row(decoder->png, decoder->row_buffer, NULL);
            if (channel_map == NULL && decoder->has_alpha) {
                cpng_rgba_to_argb32_premultiplied(decoder->row_buffer, row, decoder->width);
                continue;
            }
            if (decoder->has_alpha) cpng_rgba_to_argb32(decoder->row_buffer, row, decoder->width);
            else cpng_rgb_to_argb32(decoder->row_buffer, row, decoder->width);
            finish_row(decoder, row, channel_map);
        }
    } else {
        /* Interlaced: every pass adds pixels to the same rows; finish them at the end. */
        for (decoder->pass = 0; decoder->pass < decoder->passes; decoder->pass++)
            for (uint32_t y = 0; y < height; y++) {
                decoder->row = y;
                png_read_row(decoder->png, base + (size_t)y * stride, NULL);
            }
        for (uint32_t y = 0; y < height; y++)
            finish_row(decoder, (uint32_t *)(base + (size_t)y * stride), channel_map);
    }
    decoder->row = -1;
    /* Reads to IEND: a file cut after its pixels, or a bad CRC there, still fails. */
    png_read_end(decoder->png, NULL);
    return CPNG_OK;
}

int cpng_decoder_is_interlaced(const cpng_decoder *decoder) {
    return decoder->is_direct || decoder->direct_rows != NULL ? 0 : !decoder->staged;
}

/* The message for an error inside libpng, with where reading was. */
static void report_row_error(struct cpng_decoder *decoder, char *message, size_t message_capacity) {
    char detail[CPNG_MESSAGE_SIZE];
    cpng_report(&decoder->messages, detail, sizeof detail);
    if (decoder->row < 0)
        snprintf(message, message_capacity, "after the pixel data: %s", detail);
    else
        snprintf(message, message_capacity, "row %lld: %s", (long long)decoder->row, detail);
}

cpng_status cpng_decoder_read_rows(cpng_decoder *decoder, void *pixels, size_t stride, uint32_t count,
                                   char *message, size_t message_capacity) {
    cpng_copy_message(message, message_capacity, "");
    /* The short path inflates the image data in one call and hands out rows from
     * it; an image too large for the kept buffer, or image data it finds fault
     * with, is read by libpng a row at a time (which says what is wrong). */
    if (decoder->is_direct && decoder->used == 0) {
        decoder->direct_rows = cpng_direct_begin_rows(&decoder->direct, decoder->data);
        if (decoder->direct_rows == NULL) {
            decoder->is_direct = 0;
            if (!open_with_libpng(decoder, message, message_capacity)) return CPNG_ERROR;
        }
    }
    if (decoder->direct_rows != NULL) {
        if (decoder->used == 0) { decoder->used = 2; decoder->row = 0; }
        if (decoder->row < 0 || (uint64_t)decoder->row + count > decoder->height) {
            cpng_copy_message(message, message_capacity, "read past the last row");
            return CPNG_ERROR;
        }
        if (stride < (size_t)decoder->width * 4) {
            cpng_copy_message(message, message_capacity, "row stride smaller than width * 4");
            return CPNG_ERROR;
        }
        for (uint32_t i = 0; i < count; i++, decoder->row++)
            cpng_direct_row(&decoder->direct, decoder->direct_rows, (uint32_t)decoder->row,
                            (uint32_t *)((uint8_t *)pixels + (size_t)i * stride));
        return CPNG_OK;
    }
    if (!decoder->staged || decoder->used == 1) {
        cpng_copy_message(message, message_capacity, "rows can only be read from a non-interlaced file");
        return CPNG_ERROR;
    }
    if (stride < (size_t)decoder->width * 4) {
        cpng_copy_message(message, message_capacity, "row stride smaller than width * 4");
        return CPNG_ERROR;
    }
    /* used == 2: reading by rows; decoder->row counts the rows read so far. */
    if (decoder->used == 0) { decoder->used = 2; decoder->row = 0; }
    if (decoder->row < 0 || (uint64_t)decoder->row + count > decoder->height) {
        cpng_copy_message(message, message_capacity, "read past the last row");
        return CPNG_ERROR;
    }
    uint8_t *const base = (uint8_t *)pixels;
    if (setjmp(png_jmpbuf(decoder->png))) {
        report_row_error(decoder, message, message_capacity);
        return CPNG_ERROR;
    }
    for (uint32_t i = 0; i < count; i++) {
        uint32_t *row = (uint32_t *)(base + (size_t)i * stride);
        png_read_row(decoder->png, decoder->row_buffer, NULL);
        if (decoder->has_alpha) cpng_rgba_to_argb32_premultiplied(decoder->row_buffer, row, decoder->width);
        else cpng_rgb_to_argb32(decoder->row_buffer, row, decoder->width);
        decoder->row++;
    }
    return CPNG_OK;
}

cpng_status cpng_decoder_finish(cpng_decoder *decoder, char *message, size_t message_capacity) {
    cpng_copy_message(message, message_capacity, "");
    if (decoder->used != 2 || decoder->row != (int64_t)decoder->height) {
        cpng_copy_message(message, message_capacity, "finish before the last row");
        return CPNG_ERROR;
    }
    decoder->row = -1;
    if (decoder->direct_rows != NULL) {
        /* Every chunk's CRC and the stream's length and Adler-32 were checked before the first row. */
        cpng_direct_end_rows(decoder->direct_rows);
        decoder->direct_rows = NULL;
        decoder->used = 3;
        return CPNG_OK;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        report_row_error(decoder, message, message_capacity);
        return CPNG_ERROR;
    }
    png_read_end(decoder->png, NULL);
    decoder->used = 3;
    return CPNG_OK;
}
