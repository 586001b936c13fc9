#ifndef OFFSCREEN_CPNG_DIRECT_H
#define OFFSCREEN_CPNG_DIRECT_H
/* The short reading path for the common PNG: 8-bit RGB or RGBA, not interlaced,
 * no tRNS. See cpng_decode.c for when it is used. */
#include <stddef.h>
#include <stdint.h>

typedef struct cpng_direct_file {
    uint32_t width;
    uint32_t height;
    /* 3 for RGB, 4 for RGBA. */
    size_t channels;
    /* Offset of the first IDAT chunk's header, how many IDAT chunks follow it
     * back to back, and how many bytes of image data they hold in all. */
    size_t first_idat;
    size_t idat_chunks;
    size_t idat_bytes;
} cpng_direct_file;

/* Walks every chunk of the file. Returns 1 when the short path can read it: the
 * header is 8-bit RGB/RGBA without interlacing, the critical chunks (IHDR, PLTE,
 * IDAT, IEND) are where the format puts them with correct lengths and CRCs, and
 * there is no tRNS or unknown critical chunk. Returns 0 otherwise (libpng then
 * reads the file and names the fault). Never reads outside data[0..<size]. */
int cpng_direct_parse(const uint8_t *data, size_t size, cpng_direct_file *file);

/* Inflates, unfilters and converts the image into ARGB32 rows of `stride` bytes,
 * premultiplied as Cairo does, with the optional 3 x 256 channel map applied to
 * the straight values first. Returns 0 without a message when the image data is
 * not exactly what the header promises (the caller then asks libpng why); rows
 * may have been written by then. */
int cpng_direct_read(const cpng_direct_file *file, const uint8_t *data,
                     uint8_t *pixels, size_t stride, const uint8_t *channel_map);

/* Band by band: cpng_direct_begin_rows inflates the whole image data once into
 * the thread's kept buffer (NULL when it is larger than that buffer may be, when
 * out of memory, or when the data is not exactly what the header promises, a bad
 * filter byte included); cpng_direct_row then unfilters row y in place and
 * converts it into `out` (rows in order, each once, starting at 0);
 * cpng_direct_end_rows hands the buffer back. */
uint8_t *cpng_direct_begin_rows(const cpng_direct_file *file, const uint8_t *data);
void cpng_direct_row(const cpng_direct_file *file, uint8_t *raw, uint32_t y, uint32_t *out);
void cpng_direct_end_rows(uint8_t *raw);

/* 1 when the image is exactly these ARGB32 pixels (as cpng_direct_read would
 * write them without a channel map), 0 when it differs or cannot be read here. */
int cpng_direct_equals(const cpng_direct_file *file, const uint8_t *data,
                       const uint8_t *pixels, size_t stride);

#endif
