/* Premultiplied <-> straight alpha, bit-compatible with cairo-png.c so images
 * written by Cairo and read here (or the reverse) agree to the last bit. */
#include "cpng_private.h"
#include <pthread.h>
#include <string.h>

/* Cairo's multiply_alpha, round(c * a / 255) computed as t = c * a + 0x80;
 * (t + (t >> 8)) >> 8, applied to red and blue together in two 16-bit lanes
 * (c * a + 0x80 < 65536, so lanes never carry into each other) and to green
 * alone. Exact for every c and a, branch-free so compilers vectorise it; alpha 0
 * gives 0 and alpha 255 leaves colours unchanged. */
static inline uint32_t premultiply_word(uint32_t p) {
    uint32_t a = p >> 24;
    uint32_t rb = (p & 0x00ff00ffu) * a + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00ff00ffu)) >> 8) & 0x00ff00ffu;
    uint32_t g = (p & 0x0000ff00u) * a + 0x00008000u;
    g = ((g + ((g >> 8) & 0x0000ff00u)) >> 8) & 0x0000ff00u;
    return (a << 24) | rb | g;
}

void cpng_premultiply(uint32_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) pixels[i] = premultiply_word(pixels[i]);
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

static inline void unpremultiply_pixel(uint32_t p, uint8_t *rgba) {
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

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
/* Four pixels a step: when all four are opaque (most of a screenshot) one byte
 * shuffle turns B,G,R,A words into R,G,B,A bytes; otherwise each pixel goes
 * through unpremultiply_pixel. Byte moves and the same table: the scalar
 * loop's result on every machine. */
__attribute__((target("ssse3")))
static size_t unpremultiply_to_rgba_ssse3(const uint32_t *pixels, size_t count, uint8_t *rgba) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m128i colour = _mm_set1_epi32(0x00ffffff);
    const __m128i ones = _mm_set1_epi32(-1);
    size_t i = 0;
    for (; i + 4 <= count; i += 4, rgba += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(pixels + i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(v, colour), ones)) == 0xffff) {
            _mm_storeu_si128((__m128i *)rgba, _mm_shuffle_epi8(v, order));
        } else {
            for (size_t k = 0; k < 4; k++) unpremultiply_pixel(pixels[i + k], rgba + 4 * k);
        }
    }
    return i;
}
#endif

void cpng_unpremultiply_to_rgba(const uint32_t *pixels, size_t count, uint8_t *rgba) {
    pthread_once(&unpremultiply_once, build_unpremultiply_table);
#if defined(__x86_64__) && defined(__GNUC__)
    if (__builtin_cpu_supports("ssse3")) {
        size_t done = unpremultiply_to_rgba_ssse3(pixels, count, rgba);
        pixels += done;
        rgba += done * 4;
        count -= done;
    }
#endif
    for (size_t i = 0; i < count; i++, rgba += 4) unpremultiply_pixel(pixels[i], rgba);
}

#if defined(__x86_64__) && defined(__GNUC__)
/* Four pixels a step: one byte shuffle of four B,G,R,A words to twelve R,G,B
 * bytes, stored as 16 (the last 4 land on the next pixel, written after), and
 * the words ANDed together for the caller's opacity check. Byte moves only:
 * the scalar loop's result on every machine. */
__attribute__((target("ssse3")))
static size_t argb32_to_rgb_ssse3(const uint32_t *pixels, size_t count, uint8_t *rgb, uint32_t *all) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i and = _mm_set1_epi32(-1);
    size_t i = 0;
    /* i + 6 <= count: the 16-byte store ends inside pixel i + 4, which the next
     * step (or the scalar tail) writes again. */
    for (; i + 6 <= count; i += 4, rgb += 12) {
        __m128i v = _mm_loadu_si128((const __m128i *)(pixels + i));
        and = _mm_and_si128(and, v);
        _mm_storeu_si128((__m128i *)rgb, _mm_shuffle_epi8(v, order));
    }
    and = _mm_and_si128(and, _mm_shuffle_epi32(and, _MM_SHUFFLE(1, 0, 3, 2)));
    and = _mm_and_si128(and, _mm_shuffle_epi32(and, _MM_SHUFFLE(2, 3, 0, 1)));
    *all &= (uint32_t)_mm_cvtsi128_si32(and);
    return i;
}
#endif

int cpng_argb32_to_rgb(const uint32_t *pixels, size_t count, uint8_t *rgb) {
    uint32_t all = 0xffffffffu;
#if defined(__x86_64__) && defined(__GNUC__)
    if (__builtin_cpu_supports("ssse3")) {
        size_t done = argb32_to_rgb_ssse3(pixels, count, rgb, &all);
        pixels += done;
        rgb += done * 3;
        count -= done;
    }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* One 4-byte store per pixel (R,G,B,0); the next store overwrites the 0.
     * The caller's buffer has a spare byte after the last pixel. */
    for (size_t i = 0; i < count; i++, rgb += 3) {
        all &= pixels[i];
        uint32_t v = __builtin_bswap32(pixels[i]) >> 8;
        memcpy(rgb, &v, 4);
    }
#else
    for (size_t i = 0; i < count; i++, rgb += 3) {
        uint32_t p = pixels[i];
        all &= p;
        rgb[0] = (uint8_t)(p >> 16);
        rgb[1] = (uint8_t)(p >> 8);
        rgb[2] = (uint8_t)p;
    }
#endif
    return (all >> 24) == 0xff;
}

#if defined(__x86_64__) && defined(__GNUC__)
/* Four pixels a step: 16 bytes loaded (the 12 of four pixels and 4 of the
 * next), one byte shuffle to B,G,R,0 per pixel, alpha set. Only byte moves, so
 * the result is the scalar loop's on every machine. */
__attribute__((target("ssse3")))
static size_t rgb_to_argb32_ssse3(const uint8_t *rgb, uint32_t *pixels, size_t count) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    size_t i = 0;
    /* i + 6 <= count: the 16-byte load reads 4 bytes into pixel i + 4 and stays
     * inside the caller's count * 3 + 1 bytes. */
    for (; i + 6 <= count; i += 4, rgb += 12) {
        __m128i v = _mm_loadu_si128((const __m128i *)rgb);
        _mm_storeu_si128((__m128i *)(pixels + i), _mm_or_si128(_mm_shuffle_epi8(v, order), alpha));
    }
    return i;
}
#endif

void cpng_rgb_to_argb32(const uint8_t *rgb, uint32_t *pixels, size_t count) {
#if defined(__x86_64__) && defined(__GNUC__)
    if (__builtin_cpu_supports("ssse3")) {
        size_t done = rgb_to_argb32_ssse3(rgb, pixels, count);
        rgb += done * 3;
        pixels += done;
        count -= done;
    }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* One 4-byte load per pixel (R,G,B + the next pixel's R) and a byte swap;
     * the caller's buffer has a spare byte after the last pixel for this load. */
    for (size_t i = 0; i < count; i++, rgb += 3) {
        uint32_t v;
        memcpy(&v, rgb, 4);
        pixels[i] = 0xff000000u | (__builtin_bswap32(v) >> 8);
    }
#else
    for (size_t i = 0; i < count; i++, rgb += 3)
        pixels[i] = 0xff000000u | (uint32_t)rgb[0] << 16 | (uint32_t)rgb[1] << 8 | rgb[2];
#endif
}

/* R,G,B,A bytes -> straight A,R,G,B word. */
static inline uint32_t rgba_word(const uint8_t *rgba) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint32_t v; /* A<<24 | B<<16 | G<<8 | R: swap R and B */
    memcpy(&v, rgba, 4);
    return (v & 0xff00ff00u) | ((v & 0xffu) << 16) | ((v >> 16) & 0xffu);
#else
    return (uint32_t)rgba[3] << 24 | (uint32_t)rgba[0] << 16 | (uint32_t)rgba[1] << 8 | rgba[2];
#endif
}

void cpng_rgba_to_argb32(const uint8_t *rgba, uint32_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++, rgba += 4) pixels[i] = rgba_word(rgba);
}

#if defined(__x86_64__) && defined(__GNUC__)
/* premultiply_word four pixels a step. Each channel goes into a 16-bit lane
 * beside its pixel's alpha: t = c * a + 0x80, and (t + (t >> 8)) >> 8 is the
 * high half of t * 257 (equal for every t < 65536); the alpha byte is put back
 * unchanged. Groups all opaque (the inside of shapes) are only reordered, and
 * groups all clear (the space around them) stored as zero. Integer arithmetic
 * only: the scalar loop's result on every machine. */
__attribute__((target("ssse3")))
static size_t rgba_to_argb32_premultiplied_ssse3(const uint8_t *rgba, uint32_t *pixels, size_t count) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m128i alpha_mask = _mm_set1_epi32((int)0xff000000u), zero = _mm_setzero_si128();
    const __m128i bias = _mm_set1_epi16(0x80), m257 = _mm_set1_epi16(257);
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i v = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(rgba + 4 * i)), order);
        __m128i alphas = _mm_and_si128(v, alpha_mask);
        __m128i *out = (__m128i *)(pixels + i);
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(alphas, alpha_mask)) == 0xffff) {
            _mm_storeu_si128(out, v);
            continue;
        }
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(alphas, zero)) == 0xffff) {
            _mm_storeu_si128(out, zero);
            continue;
        }
        __m128i lo = _mm_unpacklo_epi8(v, zero), hi = _mm_unpackhi_epi8(v, zero);
        __m128i alo = _mm_shufflehi_epi16(_mm_shufflelo_epi16(lo, 0xff), 0xff);
        __m128i ahi = _mm_shufflehi_epi16(_mm_shufflelo_epi16(hi, 0xff), 0xff);
        lo = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(lo, alo), bias), m257);
        hi = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(hi, ahi), bias), m257);
        _mm_storeu_si128(out, _mm_or_si128(_mm_andnot_si128(alpha_mask, _mm_packus_epi16(lo, hi)), alphas));
    }
    return i;
}
#endif

void cpng_rgba_to_argb32_premultiplied(const uint8_t *rgba, uint32_t *pixels, size_t count) {
#if defined(__x86_64__) && defined(__GNUC__)
    if (__builtin_cpu_supports("ssse3")) {
        size_t done = rgba_to_argb32_premultiplied_ssse3(rgba, pixels, count);
        rgba += 4 * done;
        pixels += done;
        count -= done;
    }
#endif
    for (size_t i = 0; i < count; i++, rgba += 4) pixels[i] = premultiply_word(rgba_word(rgba));
}
