/* OVER of a solid colour through an A8 mask onto ARGB32 pixels: what a layer's
 * shadow costs once its blurred mask is kept, done here instead of through
 * Cairo (whose Pixman loop takes four pixels a step) so that a shadow composites
 * eight pixels a step with AVX2. Integer arithmetic identical to Pixman's
 * (pixman-combine32.h's UN8x4_MUL_UN8 and UN8x4_MUL_UN8_ADD_UN8x4, the SSE2
 * fast path's pix_multiply), so both loops give Pixman's bytes on every machine. */
#include "CCompositing.h"
#include <string.h>

/* round(a × b / 255) as Pixman computes it. */
static inline uint32_t multiply(uint32_t a, uint32_t b) {
    uint32_t t = a * b + 0x80;
    return (t + (t >> 8)) >> 8;
}

static inline uint32_t over_pixel(uint32_t d, uint32_t m, uint32_t source) {
    uint32_t inverse = 255 - multiply(source >> 24, m), out = 0;
    for (unsigned shift = 0; shift < 32; shift += 8) {
        uint32_t v = multiply((source >> shift) & 0xff, m) + multiply((d >> shift) & 0xff, inverse);
        out |= (v > 255 ? 255 : v) << shift;
    }
    return out;
}

static void over_scalar(uint32_t *pixels, const uint8_t *mask, size_t count, uint32_t source) {
    for (size_t i = 0; i < count; i++) {
        if (mask[i] != 0) pixels[i] = over_pixel(pixels[i], mask[i], source);
    }
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
/* multiply() on sixteen 16-bit lanes: (t + 0x80) × 0x101 >> 16 is the same
 * rounding (Pixman's SSE2 form). */
__attribute__((target("avx2"))) static inline __m256i multiply16(__m256i a, __m256i b) {
    return _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(a, b), _mm256_set1_epi16(0x80)),
                              _mm256_set1_epi16(0x101));
}

/* Eight pixels a step, each byte widened to 16 bits; eight zero mask bytes
 * skip the step. Returns how many pixels it did. */
__attribute__((target("avx2"))) static size_t over_avx2(uint32_t *pixels, const uint8_t *mask, size_t count,
                                                          uint32_t source) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i source16 = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)source), zero);
    /* Each mask byte to the four bytes of its pixel (pixels 0-3 in the low
     * lane, 4-7 in the high one). */
    const __m256i spread = _mm256_setr_epi8(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                            4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7);
    const __m256i full = _mm256_set1_epi16(0xff);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t eight;
        memcpy(&eight, mask + i, 8);
        if (eight == 0) continue;
        __m256i m = _mm256_shuffle_epi8(_mm256_set1_epi64x((long long)eight), spread);
        __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + i));
        __m256i slo = multiply16(source16, _mm256_unpacklo_epi8(m, zero));
        __m256i shi = multiply16(source16, _mm256_unpackhi_epi8(m, zero));
        /* Each pixel's alpha (its fourth word) in all four of its words. */
        __m256i alo = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(slo, 0xff), 0xff);
        __m256i ahi = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(shi, 0xff), 0xff);
        __m256i dlo = _mm256_add_epi16(slo, multiply16(_mm256_unpacklo_epi8(d, zero), _mm256_sub_epi16(full, alo)));
        __m256i dhi = _mm256_add_epi16(shi, multiply16(_mm256_unpackhi_epi8(d, zero), _mm256_sub_epi16(full, ahi)));
        _mm256_storeu_si256((__m256i *)(pixels + i), _mm256_packus_epi16(dlo, dhi));
    }
    return i;
}

/* All of them: the last few (fewer than eight, common at the ends of a
 * clip's narrow rectangles) through a copy padded with zero mask bytes. */
__attribute__((target("avx2"))) static void over_all_avx2(uint32_t *pixels, const uint8_t *mask, size_t count,
                                                            uint32_t source) {
    size_t done = over_avx2(pixels, mask, count, source), rest = count - done;
    if (rest == 0) return;
    uint32_t tail[8] = {0};
    uint8_t tail_mask[8] = {0};
    memcpy(tail, pixels + done, rest * 4);
    memcpy(tail_mask, mask + done, rest);
    over_avx2(tail, tail_mask, 8, source);
    memcpy(pixels + done, tail, rest * 4);
}
#endif

void ccompositing_over_solid_a8(uint32_t *pixels, const uint8_t *mask, size_t count, uint32_t source) {
#if defined(__x86_64__) && defined(__GNUC__)
    if (__builtin_cpu_supports("avx2")) {
        over_all_avx2(pixels, mask, count, source);
        return;
    }
#endif
    over_scalar(pixels, mask, count, source);
}
