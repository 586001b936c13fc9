/* Premultiplied <-> straight alpha, bit-compatible with cairo-png.c so images
 * written by Cairo and read here (or the reverse) agree to the last bit. */
#include "cpng_private.h"
#include <pthread.h>

/* round(a * c / 255), Cairo's multiply_alpha. */
static inline uint32_t multiply_alpha(uint32_t alpha, uint32_t color) {
    uint32_t t = alpha * color + 0x80;
    return (t + (t >> 8)) >> 8;
}

void cpng_premultiply(uint32_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t p = pixels[i];
        uint32_t a = p >> 24;
        if (a == 0xff) continue;
        if (a == 0) { pixels[i] = 0; continue; }
        uint32_t r = multiply_alpha(a, (p >> 16) & 0xff);
        uint32_t g = multiply_alpha(a, (p >> 8) & 0xff);
        uint32_t b = multiply_alpha(a, p & 0xff);
        pixels[i] = (a << 24) | (r << 16) | (g << 8) | b;
    }
}

void cpng_map_channels(uint32_t *pixels, size_t count, const uint8_t *map) {
    for (size_t i = 0; i < count; i++) {
        uint32_t p = pixels[i];
        uint32_t r = map[(p >> 16) & 0xff], g = map[256 + ((p >> 8) & 0xff)], b = map[512 + (p & 0xff)];
        pixels[i] = (p & 0xff000000u) | (r << 16) | (g << 8) | b;
    }
}

/* unpremultiply_table[a][c] = min(255, (c * 255 + a / 2) / a): a division per
 * channel is the slow part of writing translucent pixels, a 64 KiB table is not.
 * Premultiplied input has c <= a; larger values (not valid premultiplied data)
 * clamp to 255 instead of wrapping. */
static uint8_t unpremultiply_table[256][256];
static pthread_once_t unpremultiply_once = PTHREAD_ONCE_INIT;

static void build_unpremultiply_table(void) {
    for (uint32_t c = 0; c < 256; c++) unpremultiply_table[0][c] = 0;
    for (uint32_t a = 1; a < 256; a++) {
        for (uint32_t c = 0; c < 256; c++) {
            uint32_t v = (c * 255 + a / 2) / a;
            unpremultiply_table[a][c] = (uint8_t)(v > 255 ? 255 : v);
        }
    }
}

void cpng_unpremultiply_to_rgba(const uint32_t *pixels, size_t count, uint8_t *rgba) {
    pthread_once(&unpremultiply_once, build_unpremultiply_table);
    for (size_t i = 0; i < count; i++, rgba += 4) {
        uint32_t p = pixels[i];
        uint32_t a = p >> 24;
        uint32_t r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
        if (a == 0xff) {
            rgba[0] = (uint8_t)r; rgba[1] = (uint8_t)g; rgba[2] = (uint8_t)b; rgba[3] = 0xff;
        } else if (a == 0) {
            rgba[0] = rgba[1] = rgba[2] = rgba[3] = 0;
        } else {
            const uint8_t *row = unpremultiply_table[a];
            rgba[0] = row[r]; rgba[1] = row[g]; rgba[2] = row[b]; rgba[3] = (uint8_t)a;
        }
    }
}

void cpng_argb32_to_rgb(const uint32_t *pixels, size_t count, uint8_t *rgb) {
    for (size_t i = 0; i < count; i++, rgb += 3) {
        uint32_t p = pixels[i];
        rgb[0] = (uint8_t)(p >> 16);
        rgb[1] = (uint8_t)(p >> 8);
        rgb[2] = (uint8_t)p;
    }
}
