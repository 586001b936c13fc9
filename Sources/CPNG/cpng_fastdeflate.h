#ifndef OFFSCREEN_CPNG_FASTDEFLATE_H
#define OFFSCREEN_CPNG_FASTDEFLATE_H
#include <stddef.h>
#include <stdint.h>

/* The most bytes cpng_fast_zlib_compress can write for `size` input bytes. */
size_t cpng_fast_zlib_bound(size_t size);

/* Compresses `size` bytes of PNG rows (`row_bytes` each, filter byte included;
 * `bpp` bytes per pixel) into a zlib stream at `output`. Returns its length,
 * or 0 when it would not fit in `capacity` or memory ran out. */
size_t cpng_fast_zlib_compress(const uint8_t *input, size_t size, size_t row_bytes, size_t bpp,
                               uint8_t *output, size_t capacity);
#endif
