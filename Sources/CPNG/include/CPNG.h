#ifndef OFFSCREEN_CPNG_H
#define OFFSCREEN_CPNG_H
/*
 * PNG encode/decode between memory and Cairo ARGB32 pixels (premultiplied alpha,
 * one native-endian 32-bit word per pixel: a << 24 | r << 16 | g << 8 | b).
 *
 * Writing and reading common files (8-bit RGB/RGBA) is done here around
 * libdeflate; libpng reads every other kind of file and explains bad ones.
 * libpng reports errors with longjmp. Every setjmp/longjmp pair lives inside one
 * of the functions below, so no longjmp ever crosses a Swift frame: callers get a
 * return code and a message written into the buffer they pass (always
 * NUL-terminated when message_capacity > 0).
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    CPNG_OK = 0,
    CPNG_ERROR = 1
} cpng_status;

/* Compression presets for cpng_encode_argb32. */
typedef enum {
    /* libdeflate level 1 of unfiltered rows: the snapshot default. */
    CPNG_COMPRESSION_FAST = 0,
    /* libdeflate level 12 with a filter chosen per row: smallest files, several times slower. */
    CPNG_COMPRESSION_SMALL = 1
} cpng_compression;

/* Zeroed memory for `size` bytes of pixels (NULL when out of memory); free it with
 * cpng_free_pixels and the same size. Blocks of CPNG_HUGE_PAGE_SIZE and more are
 * mapped for transparent huge pages, and a few freed ones are kept for the next
 * request of the same size (see cpng_memory.c); smaller ones come from calloc, and
 * cpng_free_pixels frees those with free(). */
#define CPNG_HUGE_PAGE_SIZE ((size_t)2 * 1024 * 1024)
void *cpng_alloc_pixels(size_t size);
void cpng_free_pixels(void *pixels, size_t size);
/* Maps a block for `size` bytes of pixels (CPNG_HUGE_PAGE_SIZE or more; smaller
 * sizes are ignored) and writes to each of its pages, so the kernel faults it in
 * and clears it, on a thread of its own; then keeps it for the next
 * cpng_alloc_pixels of that size, which takes it without clearing it again. A
 * process that knows the size of the screen it will draw asks for it early, so
 * the clearing is done on another core while it does other work. A request made
 * before the block is ready maps a block of its own, as without this call.
 * Returns whether the thread was started. */
int cpng_prefault_pixels(size_t size);

/* A decoder over a caller-owned buffer that must stay valid until destroy. */
typedef struct cpng_decoder cpng_decoder;

/*
 * Checks the signature and reads every chunk up to the first IDAT. Rejects images
 * wider or taller than max_side or with more than max_pixels pixels before any
 * pixel memory is allocated. On success stores the size and returns a decoder;
 * on failure returns NULL with the reason in message.
 */
cpng_decoder *cpng_decoder_create(const void *data, size_t size,
                                  uint32_t max_side, uint64_t max_pixels,
                                  uint32_t *width, uint32_t *height,
                                  char *message, size_t message_capacity);

/* Colour channels the file stores, before conversion: 1 for gray and gray+alpha,
 * 3 for RGB and RGBA, 0 for palette images. */
int cpng_decoder_color_channels(const cpng_decoder *decoder);

/*
 * Decodes every colour type and bit depth (palette, gray, gray+alpha, RGB, RGBA,
 * 1-16 bits, interlaced, tRNS) into ARGB32 rows of `stride` bytes at `pixels`,
 * premultiplied as Cairo does. When channel_map is not NULL it holds 3 x 256 bytes
 * (red, green, blue) applied to the straight 8-bit values before premultiplying.
 * Reads the rest of the file so truncation and CRC
 * errors after the image data are reported too. Call at most once.
 */
cpng_status cpng_decoder_read_argb32(cpng_decoder *decoder, void *pixels, size_t stride,
                                     const uint8_t *channel_map,
                                     char *message, size_t message_capacity);

/*
 * 1 when the file holds exactly these pixels (width x height ARGB32 rows of `stride`
 * bytes, compared as cpng_decoder_read_argb32 would write them without a channel
 * map), without writing an image-sized buffer. 0 when they differ, when the sizes
 * differ, and also when the file is not one the short reading path reads (see
 * cpng_decode.c) or its image data is bad: a 0 means "decode it to find out", never
 * "the file is broken". Does not use up the decoder.
 */
int cpng_decoder_equals_argb32(const cpng_decoder *decoder, const void *pixels,
                               uint32_t width, uint32_t height, size_t stride);

/*
 * Row by row, for comparing images too large to hold twice: non-interlaced files
 * only (cpng_decoder_is_interlaced says; an interlaced file's passes each touch
 * every row, so it must be read whole with cpng_decoder_read_argb32). Decodes the
 * next `count` rows into rows of `stride` bytes at `pixels`, premultiplied. Call
 * cpng_decoder_finish after the last row so that errors after the pixels
 * (truncation, a bad CRC) are reported too. Not mixed with cpng_decoder_read_argb32.
 */
int cpng_decoder_is_interlaced(const cpng_decoder *decoder);
cpng_status cpng_decoder_read_rows(cpng_decoder *decoder, void *pixels, size_t stride, uint32_t count,
                                   char *message, size_t message_capacity);
cpng_status cpng_decoder_finish(cpng_decoder *decoder, char *message, size_t message_capacity);

void cpng_decoder_destroy(cpng_decoder *decoder);

/*
 * Encodes ARGB32 pixels as an 8-bit PNG: colour type 2 (RGB) when every pixel is
 * opaque, 6 (RGBA, unpremultiplied) otherwise. Writes IHDR, IDAT and IEND only,
 * so equal pixels give equal bytes. On success *output is a malloc'd buffer the
 * caller releases with free().
 */
cpng_status cpng_encode_argb32(const void *pixels, uint32_t width, uint32_t height, size_t stride,
                               cpng_compression compression,
                               void **output, size_t *output_size,
                               char *message, size_t message_capacity);

/*
 * cpng_encode_argb32 for pixels the caller no longer needs: an opaque image's
 * RGB rows are written over its own pixels, so no image-sized buffer is taken.
 * The bytes are the same. Afterwards the pixels of an opaque image (of two or
 * more columns) are overwritten; those of any other image are as they were.
 */
cpng_status cpng_encode_argb32_in_place(void *pixels, uint32_t width, uint32_t height, size_t stride,
                                        cpng_compression compression,
                                        void **output, size_t *output_size,
                                        char *message, size_t message_capacity);

#ifdef __cplusplus
}
#endif
#endif
