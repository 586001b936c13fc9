#ifndef OFFSCREEN_CPNG_PRIVATE_H
#define OFFSCREEN_CPNG_PRIVATE_H
#include <png.h>
#include <stddef.h>
#include <stdint.h>

#define CPNG_MESSAGE_SIZE 256

/* Copies a NUL-terminated message into a caller's buffer, truncating. */
void cpng_copy_message(char *destination, size_t capacity, const char *message);

/* What libpng said, given to it as error_ptr. libpng often warns with the detail
 * ("Image width is zero in IHDR") before failing with a summary ("Invalid IHDR
 * data"), so the first warning is kept to explain the error. */
typedef struct cpng_messages {
    char error[CPNG_MESSAGE_SIZE];
    char warning[CPNG_MESSAGE_SIZE];
} cpng_messages;

/* libpng error callback: records the first error, then longjmps to the setjmp of
 * the current entry point. */
void cpng_error_callback(png_structp png, png_const_charp message);

/* Warnings are not errors (e.g. an ancillary chunk with a bad CRC is dropped);
 * the first is kept for context. */
void cpng_warning_callback(png_structp png, png_const_charp message);

/* "error (warning)" or "error" into a caller's buffer. */
void cpng_report(const cpng_messages *messages, char *destination, size_t capacity);

/* A buffer of at least `size` bytes, the calling thread's kept one when it is
 * large enough (see cpng_direct.c); hand it back with cpng_give_back_buffer. */
uint8_t *cpng_take_buffer(size_t size);
void cpng_give_back_buffer(uint8_t *bytes);

/* Premultiplies `count` ARGB32 words in place the way Cairo's PNG reader does. */
void cpng_premultiply(uint32_t *pixels, size_t count);

/* Replaces r, g, b of each ARGB32 word with map[c], map[256 + c], map[512 + c]. */
void cpng_map_channels(uint32_t *pixels, size_t count, const uint8_t *map);

/* Unpremultiplies `count` ARGB32 words into R,G,B,A bytes the way Cairo's PNG
 * writer does: (c * 255 + a / 2) / a, exact for opaque pixels. */
void cpng_unpremultiply_to_rgba(const uint32_t *pixels, size_t count, uint8_t *rgba);

/* R,G,B bytes to opaque ARGB32 words (reads one byte past the last pixel), and straight R,G,B,A bytes to straight
 * (not yet premultiplied) ARGB32 words. */
void cpng_rgb_to_argb32(const uint8_t *rgb, uint32_t *pixels, size_t count);
void cpng_rgba_to_argb32(const uint8_t *rgba, uint32_t *pixels, size_t count);

/* Straight R,G,B,A bytes to premultiplied ARGB32 words in one pass. */
void cpng_rgba_to_argb32_premultiplied(const uint8_t *rgba, uint32_t *pixels, size_t count);

/* ARGB32 words to R,G,B bytes (writes one byte past the last pixel), dropping
 * alpha. Returns 1 when every pixel was opaque, 0 otherwise. */
int cpng_argb32_to_rgb(const uint32_t *pixels, size_t count, uint8_t *rgb);

#endif
