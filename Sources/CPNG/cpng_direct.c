/* The short reading path; see cpng_direct.h. */
#include "CPNG.h"
#include "cpng_direct.h"
#include "cpng_private.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* Larger ancillary chunks are left to libpng, which refuses them. */
#define CPNG_MAX_ANCILLARY (8u * 1024u * 1024u)

static uint32_t be32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static int is_letter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/* The CRC at the end of a chunk whose header is at chunk covers its type and data. */
static int crc_matches(const uint8_t *chunk, uint32_t length) {
    return libdeflate_crc32(0, chunk + 4, (size_t)length + 4) == be32(chunk + 8 + length);
}

static int header_is_direct(const uint8_t *ihdr, cpng_direct_file *file) {
    uint32_t width = be32(ihdr), height = be32(ihdr + 4);
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu) return 0;
    /* 8 bits; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filters; no interlace. */
    if (ihdr[8] != 8 || (ihdr[9] != 2 && ihdr[9] != 6) || ihdr[10] != 0 || ihdr[11] != 0 || ihdr[12] != 0)
        return 0;
    file->width = width;
    file->height = height;
    file->channels = ihdr[9] == 2 ? 3 : 4;
    return 1;
}

int cpng_direct_parse(const uint8_t *data, size_t size, cpng_direct_file *file) {
    memset(file, 0, sizeof *file);
    size_t offset = 8;
    int seen_header = 0, idat_done = 0;
    for (;;) {
        if (size - offset < 12) return 0;
        const uint8_t *chunk = data + offset;
        uint32_t length = be32(chunk);
        if (length > 0x7fffffffu || length > size - offset - 12) return 0;
        const uint8_t *type = chunk + 4;
        if (!is_letter(type[0]) || !is_letter(type[1]) || !is_letter(type[2]) || !is_letter(type[3])) return 0;
        int critical = type[0] >= 'A' && type[0] <= 'Z';
        if (!seen_header) {
            if (memcmp(type, "IHDR", 4) != 0 || length != 13 || !crc_matches(chunk, length) ||
                !header_is_direct(chunk + 8, file))
                return 0;
            seen_header = 1;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            /* IDAT chunks come back to back. */
            if (idat_done || !crc_matches(chunk, length)) return 0;
            if (file->idat_chunks == 0) file->first_idat = offset;
            else if (offset != file->first_idat + file->idat_bytes + 12 * file->idat_chunks) return 0;
            file->idat_chunks++;
            file->idat_bytes += length;
        } else {
            if (file->idat_chunks > 0) idat_done = 1;
            if (memcmp(type, "IEND", 4) == 0)
                return file->idat_chunks > 0 && length == 0 && crc_matches(chunk, length);
            if (memcmp(type, "PLTE", 4) == 0) {
                /* A suggested palette for an RGB image: allowed before the image data, unused. */
                if (file->idat_chunks > 0 || length == 0 || length > 768 || length % 3 != 0 ||
                    !crc_matches(chunk, length))
                    return 0;
            } else if (critical || memcmp(type, "tRNS", 4) == 0 || length > CPNG_MAX_ANCILLARY) {
                return 0;
            }
            /* Other ancillary chunks are skipped unread, as libpng skips them. */
        }
        offset += 12 + (size_t)length;
    }
}

#if defined(__SSE2__)
#include <emmintrin.h>

/* Sub, average and Paeth depend on the pixel just decoded, so they go one pixel
 * at a time; with SSE2 each pixel's 3 or 4 channels go together in 16-bit lanes
 * (the same approach as libpng's SSE2 filters). */
static inline __attribute__((always_inline)) __m128i load_pixel(const uint8_t *p, size_t bpp) {
    uint32_t v = 0;
    memcpy(&v, p, bpp);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)v), _mm_setzero_si128());
}

static inline __attribute__((always_inline)) void store_pixel(uint8_t *p, __m128i lanes, size_t bpp) {
    uint32_t v = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(lanes, _mm_setzero_si128()));
    memcpy(p, &v, bpp);
}

static __m128i absolute(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

static __m128i choose(__m128i mask, __m128i yes, __m128i no) {
    return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}

static inline __attribute__((always_inline)) void unfilter_pixels(uint8_t filter, uint8_t *row, const uint8_t *prev, size_t n, size_t bpp) {
    const __m128i low_bytes = _mm_set1_epi16(0xff);
    __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128();
    for (size_t i = 0; i < n; i += bpp) {
        __m128i x = load_pixel(row + i, bpp), predicted;
        if (filter == 1) {
            predicted = a;
        } else if (filter == 3) {
            predicted = _mm_srli_epi16(_mm_add_epi16(a, load_pixel(prev + i, bpp)), 1);
        } else {
            __m128i b = load_pixel(prev + i, bpp);
            __m128i pa = _mm_sub_epi16(b, c), pb = _mm_sub_epi16(a, c);
            __m128i pc = absolute(_mm_add_epi16(pa, pb));
            pa = absolute(pa);
            pb = absolute(pb);
            __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
            /* Ties go to a, then b, as the format says. */
            predicted = choose(_mm_cmpeq_epi16(smallest, pa), a, choose(_mm_cmpeq_epi16(smallest, pb), b, c));
            c = b;
        }
        a = _mm_and_si128(_mm_add_epi16(x, predicted), low_bytes);
        store_pixel(row + i, a, bpp);
    }
}
#endif

/* Reverses the row filter of one row of n bytes in place; prev is the row above,
 * already unfiltered (zeros for the first row). */
static int unfilter_row(uint8_t filter, uint8_t *row, const uint8_t *prev, size_t n, size_t bpp) {
    switch (filter) {
    case 0:
        return 1;
    case 2: {
        size_t i = 0;
#if defined(__SSE2__)
        for (; i + 16 <= n; i += 16) {
            __m128i sum = _mm_add_epi8(_mm_loadu_si128((const __m128i *)(row + i)),
                                       _mm_loadu_si128((const __m128i *)(prev + i)));
            _mm_storeu_si128((__m128i *)(row + i), sum);
        }
#endif
        for (; i < n; i++) row[i] = (uint8_t)(row[i] + prev[i]);
        return 1;
    }
#if defined(__SSE2__)
    case 1: case 3: case 4:
        /* A constant pixel size lets the 3- and 4-byte loads and stores inline. */
        if (bpp == 3) unfilter_pixels(filter, row, prev, n, 3);
        else unfilter_pixels(filter, row, prev, n, 4);
        return 1;
#else
    case 1:
        for (size_t i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 1;
    case 3:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (prev[i] >> 1));
        for (size_t i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + prev[i]) >> 1));
        return 1;
    case 4:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + prev[i]);
        for (size_t i = bpp; i < n; i++) {
            int a = row[i - bpp], b = prev[i], c = prev[i - bpp];
            int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
            int predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
            row[i] = (uint8_t)(row[i] + predicted);
        }
        return 1;
#endif
    default:
        return 0;
    }
}

/* One unfiltered row of R,G,B(,A) bytes into ARGB32 words. */
static void convert_row(const uint8_t *row, size_t channels, uint32_t *out, uint32_t width,
                        const uint8_t *channel_map) {
    if (channels == 4 && channel_map == NULL) {
        cpng_rgba_to_argb32_premultiplied(row, out, width);
        return;
    }
    if (channels == 4) cpng_rgba_to_argb32(row, out, width);
    else cpng_rgb_to_argb32(row, out, width);
    if (channel_map != NULL) cpng_map_channels(out, width, channel_map);
    if (channels == 4) cpng_premultiply(out, width);
}

/* The inflated rows of one image are ~9 MB for a 1170x2532 screenshot (and the
 * encoder's rows as many); a fresh buffer of that size costs more in page faults
 * than inflating or deflating does. Each thread keeps its last buffer (up to
 * CPNG_KEPT_BUFFER bytes) for the next image, read or written, and frees it when
 * the thread ends. */
#define CPNG_KEPT_BUFFER (32u * 1024u * 1024u)

struct kept_buffer {
    size_t capacity;
    uint8_t bytes[];
};

static pthread_key_t kept_key;
static pthread_once_t kept_once = PTHREAD_ONCE_INIT;
static int kept_key_ok;

/* Kept buffers are pixel-sized blocks from cpng_alloc_pixels (huge pages when large). */
static void free_kept(void *buffer) {
    if (buffer != NULL) cpng_free_pixels(buffer, sizeof(struct kept_buffer) + ((struct kept_buffer *)buffer)->capacity);
}

static void make_kept_key(void) { kept_key_ok = pthread_key_create(&kept_key, free_kept) == 0; }

/* A buffer of at least `size` bytes: the thread's kept one when it is large enough. */
uint8_t *cpng_take_buffer(size_t size) {
    pthread_once(&kept_once, make_kept_key);
    struct kept_buffer *kept = kept_key_ok ? pthread_getspecific(kept_key) : NULL;
    if (kept != NULL && kept->capacity >= size) {
        pthread_setspecific(kept_key, NULL);
        return kept->bytes;
    }
    if (size > SIZE_MAX - sizeof(struct kept_buffer)) return NULL;
    /* Small ones need no zeroing; cpng_free_pixels frees them with free(). */
    size_t total = sizeof(struct kept_buffer) + size;
    struct kept_buffer *fresh = total < CPNG_HUGE_PAGE_SIZE ? malloc(total) : cpng_alloc_pixels(total);
    if (fresh == NULL) return NULL;
    fresh->capacity = size;
    return fresh->bytes;
}

/* Keeps a buffer from take_buffer for the thread's next image, or frees it. */
void cpng_give_back_buffer(uint8_t *bytes) {
    if (bytes == NULL) return;
    struct kept_buffer *buffer = (struct kept_buffer *)(bytes - offsetof(struct kept_buffer, bytes));
    struct kept_buffer *kept = kept_key_ok ? pthread_getspecific(kept_key) : NULL;
    if (kept_key_ok && buffer->capacity <= CPNG_KEPT_BUFFER &&
        (kept == NULL || kept->capacity < buffer->capacity) && pthread_setspecific(kept_key, buffer) == 0) {
        free_kept(kept);
        return;
    }
    free_kept(buffer);
}

/* Inflates the file's image data into a new buffer of exactly the size the header
 * promises (+ 1 spare byte, see convert_row). NULL when out of memory or when the
 * data is not exactly that. */
static uint8_t *inflate_image_data(const cpng_direct_file *file, const uint8_t *data, size_t row_bytes) {
    if (file->height > (SIZE_MAX - 1) / (row_bytes + 1)) return NULL;
    size_t expected = (row_bytes + 1) * file->height;
    /* The zlib stream: in place when it is one chunk, else gathered. */
    const uint8_t *stream = data + file->first_idat + 8;
    uint8_t *gathered = NULL;
    if (file->idat_chunks > 1) {
        if ((gathered = malloc(file->idat_bytes)) == NULL) return NULL;
        const uint8_t *chunk = data + file->first_idat;
        size_t at = 0;
        for (size_t i = 0; i < file->idat_chunks; i++) {
            uint32_t length = be32(chunk);
            memcpy(gathered + at, chunk + 8, length);
            at += length;
            chunk += 12 + (size_t)length;
        }
        stream = gathered;
    }
    /* + 1: cpng_rgb_to_argb32 loads 4 bytes for the last 3-byte pixel. */
    uint8_t *raw = cpng_take_buffer(expected + 1);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    size_t produced = 0;
    int ok = raw != NULL && inflater != NULL &&
             libdeflate_zlib_decompress(inflater, stream, file->idat_bytes, raw, expected, &produced)
                 == LIBDEFLATE_SUCCESS &&
             produced == expected;
    libdeflate_free_decompressor(inflater);
    free(gathered);
    if (!ok) {
        cpng_give_back_buffer(raw);
        return NULL;
    }
    return raw;
}

int cpng_direct_read(const cpng_direct_file *file, const uint8_t *data,
                     uint8_t *pixels, size_t stride, const uint8_t *channel_map) {
    size_t row_bytes = (size_t)file->width * file->channels;
    uint8_t *raw = inflate_image_data(file, data, row_bytes);
    uint8_t *zeros = raw != NULL ? calloc(1, row_bytes) : NULL;
    int ok = zeros != NULL;
    const uint8_t *prev = zeros;
    for (uint32_t y = 0; ok && y < file->height; y++) {
        uint8_t *row = raw + (size_t)y * (row_bytes + 1);
        ok = unfilter_row(row[0], row + 1, prev, row_bytes, file->channels);
        if (ok) convert_row(row + 1, file->channels, (uint32_t *)(pixels + (size_t)y * stride), file->width, channel_map);
        prev = row + 1;
    }
    free(zeros);
    cpng_give_back_buffer(raw);
    return ok;
}

/* Band reading keeps the inflated rows; past the kept buffer's size the caller
 * reads through libpng a row at a time instead, so memory stays bounded. */
uint8_t *cpng_direct_begin_rows(const cpng_direct_file *file, const uint8_t *data) {
    size_t row_bytes = (size_t)file->width * file->channels;
    if (file->height > (CPNG_KEPT_BUFFER - 1) / (row_bytes + 1)) return NULL;
    uint8_t *raw = inflate_image_data(file, data, row_bytes);
    if (raw == NULL) return NULL;
    /* unfilter_row fails only on an unknown filter: check them all before any row goes out. */
    for (uint32_t y = 0; y < file->height; y++)
        if (raw[(size_t)y * (row_bytes + 1)] > 4) {
            cpng_give_back_buffer(raw);
            return NULL;
        }
    /* The first row against a row of zeros, so each later row has its row above in place. */
    uint8_t *zeros = calloc(1, row_bytes);
    if (zeros == NULL) {
        cpng_give_back_buffer(raw);
        return NULL;
    }
    unfilter_row(raw[0], raw + 1, zeros, row_bytes, file->channels);
    free(zeros);
    return raw;
}

void cpng_direct_row(const cpng_direct_file *file, uint8_t *raw, uint32_t y, uint32_t *out) {
    size_t row_bytes = (size_t)file->width * file->channels;
    uint8_t *row = raw + (size_t)y * (row_bytes + 1);
    /* Row 0 was unfiltered by cpng_direct_begin_rows. */
    if (y > 0) unfilter_row(row[0], row + 1, row - row_bytes, row_bytes, file->channels);
    convert_row(row + 1, file->channels, out, file->width, NULL);
}

void cpng_direct_end_rows(uint8_t *raw) { cpng_give_back_buffer(raw); }

/* Each row is converted into one scratch row and compared with the caller's, so
 * no image-sized buffer of pixels is written. */
int cpng_direct_equals(const cpng_direct_file *file, const uint8_t *data,
                       const uint8_t *pixels, size_t stride) {
    size_t row_bytes = (size_t)file->width * file->channels;
    uint32_t *scratch = malloc((size_t)file->width * 4);
    uint8_t *raw = scratch != NULL ? inflate_image_data(file, data, row_bytes) : NULL;
    int equal = 0;
    if (raw != NULL) {
        uint8_t *zeros = calloc(1, row_bytes);
        const uint8_t *prev = zeros;
        equal = zeros != NULL;
        for (uint32_t y = 0; equal && y < file->height; y++) {
            uint8_t *row = raw + (size_t)y * (row_bytes + 1);
            equal = unfilter_row(row[0], row + 1, prev, row_bytes, file->channels);
            if (!equal) break;
            convert_row(row + 1, file->channels, scratch, file->width, NULL);
            equal = memcmp(scratch, pixels + (size_t)y * stride, (size_t)file->width * 4) == 0;
            prev = row + 1;
        }
        free(zeros);
    }
    cpng_give_back_buffer(raw);
    free(scratch);
    return equal;
}
