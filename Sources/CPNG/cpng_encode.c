/* Cairo ARGB32 pixels -> PNG bytes, written by hand around libdeflate.
 *
 * A PNG that holds only IHDR, IDAT and IEND is a signature, three chunks and one
 * zlib stream of filtered rows, so no PNG library is needed to write one: the
 * rows are filtered into one buffer, libdeflate compresses that buffer in one call
 * straight into the output, and the chunk lengths and CRCs are filled in around
 * it. libdeflate is deterministic, so equal pixels give equal bytes. */
#include "CPNG.h"
#include "cpng_private.h"
#include "cpng_fastdeflate.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/* Compression settings. The fast one is our own deflate of unfiltered rows
 * (cpng_fastdeflate.c: runs and rows equal to the one above, which is what UI
 * screenshots are made of); the small setting tries libdeflate's level 9 both
 * unfiltered and with a filter chosen per row, and keeps the smaller (row
 * filters win on photographs and gradients). */
#define CPNG_FAST_LEVEL 1
#define CPNG_SMALL_LEVEL 9

/* A chunk's data may hold at most 2^31 - 1 bytes. */
#define CPNG_MAX_CHUNK 0x7fffffffu

static void put_be32(uint8_t *out, uint32_t value) {
    out[0] = (uint8_t)(value >> 24);
    out[1] = (uint8_t)(value >> 16);
    out[2] = (uint8_t)(value >> 8);
    out[3] = (uint8_t)value;
}

/* Writes the 8-byte chunk header (length, type) at out. */
static void put_chunk_header(uint8_t *out, uint32_t length, const char type[4]) {
    put_be32(out, length);
    memcpy(out + 4, type, 4);
}

/* Writes the CRC of a chunk whose header starts at chunk, after its data. */
static void put_chunk_crc(uint8_t *chunk, uint32_t length) {
    put_be32(chunk + 8 + length, libdeflate_crc32(0, chunk + 4, (size_t)length + 4));
}

/* Filter type 0 (none) rows of R,G,B. Returns 0 (and stops) at the first row with
 * a translucent pixel, so the caller can start over as RGBA. */
static int fill_rgb_rows(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                         uint8_t *rows, size_t row_bytes) {
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *out = rows + (size_t)y * row_bytes;
        out[0] = 0;
        /* Writes one spare byte past the row: the next row's filter byte, written
         * after, or the spare byte the caller allocates after the last row. */
        if (!cpng_argb32_to_rgb((const uint32_t *)(pixels + (size_t)y * stride), width, out + 1)) return 0;
    }
    return 1;
}

/* Whether every pixel of a row is opaque. */
static int row_is_opaque(const uint32_t *pixels, uint32_t width) {
    uint32_t all = 0xffffffffu;
    for (uint32_t x = 0; x < width; x++) all &= pixels[x];
    return (all >> 24) == 0xff;
}

/* Puts converted RGB rows back as the opaque ARGB32 pixels they were made from:
 * rows 0..<count, last first, each from its last pixel to its first, so that no
 * RGB byte is overwritten before it is read (row y's RGB starts at or before its
 * pixels, y * row_bytes + 1 <= y * stride + x for every x of a row when y > 0,
 * and row 0's at byte 1). */
static void restore_rgb_rows(uint8_t *pixels, uint32_t width, uint32_t count, size_t stride, size_t row_bytes) {
    for (uint32_t y = count; y-- > 0;) {
        const uint8_t *rgb = pixels + (size_t)y * row_bytes + 1;
        uint32_t *out = (uint32_t *)(pixels + (size_t)y * stride);
        for (uint32_t x = width; x-- > 0;) {
            const uint8_t *p = rgb + (size_t)x * 3;
            out[x] = 0xff000000u | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
        }
    }
}

/* fill_rgb_rows over the pixels themselves: row y's filter byte and RGB bytes go
 * to y * row_bytes, at or before the pixels of row y (row_bytes = 1 + 3 * width <=
 * stride), which are read ahead of each store (see cpng_argb32_to_rgb: its
 * stores end before the next pixels it loads when the output starts at or before
 * the input). Row 0's output would start after its first pixel, so it is
 * converted into `scratch` (row_bytes + 1 bytes) and copied over once read.
 * Each row is checked for translucency before it is converted; at the first
 * translucent row the rows converted so far are put back (their pixels were
 * opaque, so nothing was lost) and 0 is returned, leaving the pixels as they
 * were. Needs width >= 2. */
static int fill_rgb_rows_in_place(uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                                  size_t row_bytes, uint8_t *scratch) {
    for (uint32_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        if (!row_is_opaque(row, width)) {
            restore_rgb_rows(pixels, width, y, stride, row_bytes);
            return 0;
        }
        uint8_t *out = y == 0 ? scratch : pixels + (size_t)y * row_bytes;
        out[0] = 0;
        cpng_argb32_to_rgb(row, width, out + 1);
        if (y == 0) memcpy(pixels, scratch, row_bytes);
    }
    return 1;
}

static void fill_rgba_rows(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                           uint8_t *rows, size_t row_bytes) {
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *out = rows + (size_t)y * row_bytes;
        out[0] = 0;
        cpng_unpremultiply_to_rgba((const uint32_t *)(pixels + (size_t)y * stride), width, out + 1);
    }
}

/* The smaller setting picks each row's filter (none, sub, up, average, Paeth)
 * by the smallest sum of absolute filtered values, libpng's heuristic. The rows
 * are filtered bottom-up in place, so each row still sees its unfiltered
 * neighbour above. */
static uint8_t paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

static uint32_t filter_row(int type, const uint8_t *cur, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    uint32_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        int a = i >= bpp ? cur[i - bpp] : 0;
        int b = prev ? prev[i] : 0;
        int c = prev && i >= bpp ? prev[i - bpp] : 0;
        uint8_t predicted = type == 0 ? 0 : type == 1 ? (uint8_t)a : type == 2 ? (uint8_t)b
                          : type == 3 ? (uint8_t)((a + b) / 2) : paeth(a, b, c);
        uint8_t v = (uint8_t)(cur[i] - predicted);
        out[i] = v;
        sum += v < 128 ? v : 256u - v;
    }
    return sum;
}

static int filter_rows_adaptively(uint8_t *rows, uint32_t height, size_t row_bytes, size_t bpp) {
    size_t n = row_bytes - 1;
    uint8_t *trial = malloc(n), *best = malloc(n);
    if (trial == NULL || best == NULL) {
        free(trial);
        free(best);
        return 0;
    }
    for (uint32_t y = height; y-- > 0;) {
        uint8_t *row = rows + (size_t)y * row_bytes;
        const uint8_t *prev = y > 0 ? rows + (size_t)(y - 1) * row_bytes + 1 : NULL;
        uint32_t best_sum = UINT32_MAX;
        int best_type = 0;
        for (int type = 0; type < 5; type++) {
            uint32_t sum = filter_row(type, row + 1, prev, n, bpp, trial);
            if (sum < best_sum) {
                best_sum = sum;
                best_type = type;
                uint8_t *swap = best; best = trial; trial = swap;
            }
        }
        row[0] = (uint8_t)best_type;
        memcpy(row + 1, best, n);
    }
    free(trial);
    free(best);
    return 1;
}

/* IDAT data over the chunk limit is split across several IDAT chunks; only
 * images of more than about 2 GB of compressed data need it. */
static uint8_t *split_idat(uint8_t *png, size_t head, size_t compressed, size_t *size) {
    size_t chunks = (compressed + CPNG_MAX_CHUNK - 1) / CPNG_MAX_CHUNK;
    size_t total = head + compressed + chunks * 12 + 12;
    uint8_t *out = malloc(total);
    if (out == NULL) return NULL;
    memcpy(out, png, head);
    size_t at = head;
    const uint8_t *data = png + head + 8;
    for (size_t left = compressed; left > 0;) {
        uint32_t length = left > CPNG_MAX_CHUNK ? CPNG_MAX_CHUNK : (uint32_t)left;
        put_chunk_header(out + at, length, "IDAT");
        memcpy(out + at + 8, data, length);
        put_chunk_crc(out + at, length);
        at += 12 + (size_t)length;
        data += length;
        left -= length;
    }
    *size = at;
    return out;
}

/* Compresses the filtered rows as one zlib stream into a new buffer, leaving
 * room before it for the signature, IHDR and the IDAT chunk header (`head` + 8
 * bytes) and after it for the IDAT CRC and IEND. NULL when out of memory. */
static uint8_t *compress_rows(const uint8_t *rows, size_t raw_size, size_t row_bytes, size_t bpp, int level,
                              size_t head, size_t *compressed) {
    if (level == CPNG_FAST_LEVEL) {
        size_t bound = cpng_fast_zlib_bound(raw_size);
        uint8_t *png = bound <= SIZE_MAX - head - 8 - 4 - 12 ? malloc(head + 8 + bound + 4 + 12) : NULL;
        if (png == NULL) return NULL;
        *compressed = cpng_fast_zlib_compress(rows, raw_size, row_bytes, bpp, png + head + 8, bound);
        if (*compressed == 0) {
            free(png);
            return NULL;
        }
        return png;
    }
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (compressor == NULL) return NULL;
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    uint8_t *png = bound <= SIZE_MAX - head - 8 - 4 - 12 ? malloc(head + 8 + bound + 4 + 12) : NULL;
    if (png != NULL) *compressed = libdeflate_zlib_compress(compressor, rows, raw_size, png + head + 8, bound);
    libdeflate_free_compressor(compressor);
    if (png != NULL && *compressed == 0) {
        free(png);
        png = NULL;
    }
    return png;
}

/* The encoder; `writable` is the pixels when the caller gives them up
 * (cpng_encode_argb32_in_place), else NULL. */
static cpng_status encode(const void *pixels, uint8_t *writable, uint32_t width, uint32_t height, size_t stride,
                          cpng_compression compression,
                          void **output, size_t *output_size,
                          char *message, size_t message_capacity) {
    cpng_copy_message(message, message_capacity, "");
    *output = NULL;
    *output_size = 0;
    if (width == 0 || height == 0 || width > CPNG_MAX_CHUNK || height > CPNG_MAX_CHUNK) {
        cpng_copy_message(message, message_capacity, "image size must be at least 1x1");
        return CPNG_ERROR;
    }
    if (stride < (size_t)width * 4) {
        cpng_copy_message(message, message_capacity, "row stride smaller than width * 4");
        return CPNG_ERROR;
    }
    const uint8_t *bytes = (const uint8_t *)pixels;
    /* + 1: the RGB conversion stores 4 bytes for the last 3-byte pixel. */
    size_t rgba_row = 1 + (size_t)width * 4;
    if ((size_t)height > (SIZE_MAX - 1) / rgba_row) {
        cpng_copy_message(message, message_capacity, "image larger than memory");
        return CPNG_ERROR;
    }
    size_t bpp = 3, rgb_row = 1 + (size_t)width * 3;
    uint8_t *rows = NULL;
    if (writable != NULL && width >= 2) {
        /* Opaque pixels become RGB rows where they are, already written memory,
         * instead of rows in fresh memory (whose first writes cost more than the
         * conversion: see cpng_memory.c). */
        uint8_t *scratch = malloc(rgb_row + 1);
        if (scratch != NULL && fill_rgb_rows_in_place(writable, width, height, stride, rgb_row, scratch)) rows = writable;
        free(scratch);
    }
    uint8_t *taken = NULL;
    if (rows == NULL) {
        taken = rows = cpng_take_buffer(rgba_row * height + 1);
        if (rows == NULL) {
            cpng_copy_message(message, message_capacity, "out of memory for the filtered rows");
            return CPNG_ERROR;
        }
        if (!fill_rgb_rows(bytes, width, height, stride, rows, rgb_row)) {
            bpp = 4;
            fill_rgba_rows(bytes, width, height, stride, rows, rgba_row);
        }
    }
    size_t row_bytes = 1 + (size_t)width * bpp, raw_size = row_bytes * height;
    size_t head = 8 + 25, compressed = 0;
    uint8_t *png = compress_rows(rows, raw_size, row_bytes, bpp, compression == CPNG_COMPRESSION_SMALL ? CPNG_SMALL_LEVEL
                                                                                       : CPNG_FAST_LEVEL,
                                 head, &compressed);
    if (png != NULL && compression == CPNG_COMPRESSION_SMALL && filter_rows_adaptively(rows, height, row_bytes, bpp)) {
        size_t filtered_size = 0;
        uint8_t *filtered = compress_rows(rows, raw_size, row_bytes, bpp, CPNG_SMALL_LEVEL, head, &filtered_size);
        if (filtered != NULL && filtered_size < compressed) {
            free(png);
            png = filtered;
            compressed = filtered_size;
        } else {
            free(filtered);
        }
    }
    cpng_give_back_buffer(taken);
    if (png == NULL) {
        cpng_copy_message(message, message_capacity, "out of memory compressing the image data");
        return CPNG_ERROR;
    }

    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
    memcpy(png, signature, 8);
    uint8_t *ihdr = png + 8;
    put_chunk_header(ihdr, 13, "IHDR");
    put_be32(ihdr + 8, width);
    put_be32(ihdr + 12, height);
    /* 8 bits; RGB (2) or RGBA (6); deflate; adaptive filtering; no interlace. */
    ihdr[16] = 8;
    ihdr[17] = bpp == 3 ? 2 : 6;
    ihdr[18] = ihdr[19] = ihdr[20] = 0;
    put_chunk_crc(ihdr, 13);

    size_t size;
    if (compressed <= CPNG_MAX_CHUNK) {
        put_chunk_header(png + head, (uint32_t)compressed, "IDAT");
        put_chunk_crc(png + head, (uint32_t)compressed);
        size = head + 12 + compressed;
    } else {
        uint8_t *split = split_idat(png, head, compressed, &size);
        free(png);
        if (split == NULL) {
            cpng_copy_message(message, message_capacity, "out of memory splitting the image data");
            return CPNG_ERROR;
        }
        png = split;
    }
    put_chunk_header(png + size, 0, "IEND");
    put_chunk_crc(png + size, 0);
    *output = png;
    *output_size = size + 12;
    return CPNG_OK;
}

cpng_status cpng_encode_argb32(const void *pixels, uint32_t width, uint32_t height, size_t stride,
                               cpng_compression compression,
                               void **output, size_t *output_size,
                               char *message, size_t message_capacity) {
    return encode(pixels, NULL, width, height, stride, compression, output, output_size, message, message_capacity);
}

cpng_status cpng_encode_argb32_in_place(void *pixels, uint32_t width, uint32_t height, size_t stride,
                                        cpng_compression compression,
                                        void **output, size_t *output_size,
                                        char *message, size_t message_capacity) {
    return encode(pixels, pixels, width, height, stride, compression, output, output_size, message, message_capacity);
}
