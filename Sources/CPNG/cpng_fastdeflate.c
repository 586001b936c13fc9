/* A zlib stream of PNG rows for the fast setting, without a general match
 * finder.
 *
 * Screenshots of user interfaces are long runs of one colour and rows equal to
 * the row above. A general deflate compressor (libdeflate level 1) hashes every
 * position, including every byte inside a long match, and that is most of its
 * time on such images. Here the matches looked for first are the two that
 * matter in pixel rows: the previous pixel (distance bpp, a run of one colour)
 * and the pixel above (distance row_bytes), each extended eight bytes at a
 * time, so a run costs a compare per eight bytes and a symbol per 258 bytes.
 * Where neither is found (text, icons) a 4-byte hash of such positions only
 * finds earlier repeats. Symbols are coded with Huffman codes built for each
 * block of 64K symbols (deflate block type 2), or stored when that is smaller.
 * Each symbol is counted and packed with its distance code as it is found, so
 * writing a block is table look-ups and one append of up to 48 bits per
 * symbol, with no branch on its kind: on images with many short symbols
 * (gradients such as a shadow's, text) those branches were most of the time.
 * Integer arithmetic and stable ordering only: equal input, equal bytes. */
#include "cpng_fastdeflate.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define LITLEN_CODES 288
#define DIST_CODES 30
#define PRECODE_CODES 19
#define MAX_CODE_LENGTH 15
#define MAX_PRECODE_LENGTH 7
#define BLOCK_SYMBOLS 65536
#define MIN_MATCH 3
#define MAX_MATCH 258
#define MAX_DISTANCE 32768
#define HASH_BITS 15

/* Length symbols 257..285: base length and extra bits. */
static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                       257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                       8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                       7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t precode_order[PRECODE_CODES] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* A symbol, packed into 32 bits so that writing it needs no branch: bits 0-9
 * hold a literal byte (0..255) or 256 + the length of a match (259..514), bits
 * 10-14 the distance symbol (0..29; NO_DISTANCE for a literal) and bits 15-27
 * the distance's extra bits. */
typedef uint32_t fd_symbol;
#define NO_DISTANCE 30

typedef struct {
    uint8_t *out;
    size_t at, capacity;
    uint64_t bits;
    unsigned count;
    int overflow;
} fd_writer;

/* Appends the low n bits (n <= 48) of value and writes out every whole byte,
 * so fewer than 8 bits wait between calls. Away from the end of the output
 * the pending bits go out as one 8-byte store (the bytes past the whole ones
 * are written again by the next store). */
static inline void put_bits(fd_writer *w, uint64_t value, unsigned n) {
    w->bits |= value << w->count;
    w->count += n;
    unsigned bytes = w->count >> 3;
    if (w->at + 8 <= w->capacity) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        memcpy(w->out + w->at, &w->bits, 8);
#else
        for (unsigned k = 0; k < 8; k++) w->out[w->at + k] = (uint8_t)(w->bits >> (8 * k));
#endif
        w->at += bytes;
    } else {
        for (unsigned k = 0; k < bytes; k++) {
            if (w->at < w->capacity) w->out[w->at++] = (uint8_t)(w->bits >> (8 * k));
            else w->overflow = 1;
        }
    }
    w->bits >>= 8 * bytes;
    w->count &= 7;
}

/* Pads with zero bits to a byte boundary and writes out every whole byte. */
static void align_to_byte(fd_writer *w) {
    w->count = (w->count + 7) & ~7u;
    while (w->count > 0) {
        if (w->at < w->capacity) w->out[w->at++] = (uint8_t)w->bits;
        else w->overflow = 1;
        w->bits >>= 8;
        w->count -= 8;
    }
}

/* The length symbol (0..28, i.e. 257..285) of every match length 0..258. */
static const uint8_t length_symbols[MAX_MATCH + 1] = {
    0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12,
    12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 16, 16,
    16, 16, 16, 17, 17, 17, 17, 17, 17, 17, 17, 18, 18, 18, 18, 18, 18, 18, 18, 19,
    19, 19, 19, 19, 19, 19, 19, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20,
    20, 20, 20, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 22,
    22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 23, 23, 23, 23, 23,
    23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 24, 24, 24, 24, 24, 24, 24, 24, 24,
    24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24,
    24, 24, 24, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25,
    25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 26, 26, 26, 26, 26,
    26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26,
    26, 26, 26, 26, 26, 26, 26, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27,
    27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 28,
};

/* The distance symbol (0..29) of a distance 1..32768: two symbols per power
 * of two of distance - 1, told apart by its second-highest bit. */
static inline unsigned distance_symbol(unsigned distance) {
    unsigned x = distance - 1;
    if (x < 4) return x;
    unsigned n = 31u - (unsigned)__builtin_clz(x);
    return 2 * n + ((x >> (n - 1)) & 1u);
}

static inline fd_symbol literal_symbol(uint8_t byte) { return byte | (uint32_t)NO_DISTANCE << 10; }

/* The symbol of a match, counted in the block's frequencies as it is made. */
static inline fd_symbol match_symbol(unsigned length, unsigned distance, uint32_t *lit_freq, uint32_t *dist_freq) {
    unsigned ds = distance_symbol(distance);
    lit_freq[257 + length_symbols[length]]++;
    dist_freq[ds]++;
    return (256 + length) | ds << 10 | (distance - dist_base[ds]) << 15;
}

/* Code lengths (at most max_length) for `n` symbols of the given frequencies:
 * Huffman's construction, then the longest codes shortened as zlib/miniz do
 * (moving leaves up while keeping the Kraft sum exact), then lengths handed out
 * by frequency, rarest longest. Fewer than two used symbols get two codes of
 * length 1 (the first two symbols, if need be), a complete code any inflater
 * accepts. Ties are broken by symbol number, so the result is deterministic. */
static void build_lengths(const uint32_t *freq, unsigned n, unsigned max_length, uint8_t *lengths) {
    unsigned order[LITLEN_CODES];
    unsigned used = 0;
    memset(lengths, 0, n);
    for (unsigned i = 0; i < n; i++) if (freq[i] != 0) order[used++] = i;
    if (used < 2) {
        unsigned a = used == 1 ? order[0] : 0;
        unsigned b = a == 0 ? 1 : 0;
        lengths[a] = 1;
        lengths[b] = 1;
        return;
    }
    /* Sort used symbols by frequency, then symbol (insertion sort: n <= 288). */
    for (unsigned i = 1; i < used; i++) {
        unsigned s = order[i], j = i;
        while (j > 0 && (freq[order[j - 1]] > freq[s] || (freq[order[j - 1]] == freq[s] && order[j - 1] > s))) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = s;
    }
    /* Two-queue Huffman: leaves in order, internal nodes in creation order. */
    uint64_t weight[2 * LITLEN_CODES];
    int parent[2 * LITLEN_CODES];
    for (unsigned i = 0; i < used; i++) weight[i] = freq[order[i]];
    unsigned leaf = 0, node = used, next_internal = used;
    for (unsigned k = 0; k < used - 1; k++) {
        unsigned pick[2];
        for (int t = 0; t < 2; t++) {
            if (leaf < used && (node >= next_internal || weight[leaf] <= weight[node])) pick[t] = leaf++;
            else pick[t] = node++;
        }
        weight[next_internal] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = (int)next_internal;
        next_internal++;
    }
    unsigned root = next_internal - 1;
    unsigned depth[2 * LITLEN_CODES];
    depth[root] = 0;
    for (int i = (int)root - 1; i >= 0; i--) depth[i] = depth[parent[i]] + 1;
    /* Count leaves per depth, cap at max_length, restore the Kraft sum. */
    unsigned count[64] = {0};
    for (unsigned i = 0; i < used; i++) count[depth[i] < 63 ? depth[i] : 63]++;
    for (unsigned d = max_length + 1; d < 64; d++) {
        count[max_length] += count[d];
        count[d] = 0;
    }
    uint64_t total = 0;
    for (unsigned d = 1; d <= max_length; d++) total += (uint64_t)count[d] << (max_length - d);
    while (total > ((uint64_t)1 << max_length)) {
        count[max_length]--;
        for (unsigned d = max_length - 1; d > 0; d--) {
            if (count[d] != 0) {
                count[d]--;
                count[d + 1] += 2;
                break;
            }
        }
        total--;
    }
    /* Rarest symbols (start of `order`) get the longest codes. */
    unsigned i = 0;
    for (unsigned d = max_length; d >= 1; d--) {
        for (unsigned c = 0; c < count[d]; c++) lengths[order[i++]] = (uint8_t)d;
    }
}

/* Canonical codes from lengths, bit-reversed for LSB-first output. */
static void build_codes(const uint8_t *lengths, unsigned n, uint16_t *codes) {
    unsigned count[MAX_CODE_LENGTH + 1] = {0};
    unsigned next[MAX_CODE_LENGTH + 2];
    for (unsigned i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    unsigned code = 0;
    for (unsigned d = 1; d <= MAX_CODE_LENGTH; d++) {
        code = (code + count[d - 1]) << 1;
        next[d] = code;
    }
    for (unsigned i = 0; i < n; i++) {
        unsigned len = lengths[i];
        if (len == 0) {
            codes[i] = 0;
            continue;
        }
        unsigned c = next[len]++, r = 0;
        for (unsigned b = 0; b < len; b++) r |= ((c >> b) & 1u) << (len - 1 - b);
        codes[i] = (uint16_t)r;
    }
}

/* The run-length coded code lengths of both trees (symbols 0..18, with extra
 * bits packed above bit 8). Returns how many entries. */
static unsigned encode_lengths(const uint8_t *all, unsigned n, uint16_t *items) {
    unsigned k = 0;
    for (unsigned i = 0; i < n;) {
        uint8_t v = all[i];
        unsigned run = 1;
        while (i + run < n && all[i + run] == v) run++;
        unsigned left = run;
        if (v == 0) {
            while (left >= 11) {
                unsigned r = left > 138 ? 138 : left;
                items[k++] = (uint16_t)(18 | ((r - 11) << 8));
                left -= r;
            }
            if (left >= 3) {
                items[k++] = (uint16_t)(17 | ((left - 3) << 8));
                left = 0;
            }
        } else {
            items[k++] = v;
            left--;
            while (left >= 3) {
                unsigned r = left > 6 ? 6 : left;
                items[k++] = (uint16_t)(16 | ((r - 3) << 8));
                left -= r;
            }
        }
        while (left > 0) {
            items[k++] = v;
            left--;
        }
        i += run;
    }
    return k;
}

/* Writes the symbols of one block, which came from input[start, end), with
 * their frequencies (lit_freq[256], the end of block, is set here): as a
 * dynamic Huffman block or as stored blocks, whichever is fewer bits. */
static void write_block(fd_writer *w, const fd_symbol *symbols, size_t count, uint32_t *lit_freq,
                        const uint32_t *dist_freq, const uint8_t *input, size_t start, size_t end, int last) {
    lit_freq[256] = 1;
    uint8_t lit_len[LITLEN_CODES], dist_len[DIST_CODES];
    build_lengths(lit_freq, 286, MAX_CODE_LENGTH, lit_len);
    lit_len[286] = lit_len[287] = 0;
    build_lengths(dist_freq, DIST_CODES, MAX_CODE_LENGTH, dist_len);

    unsigned hlit = 286, hdist = DIST_CODES;
    while (hlit > 257 && lit_len[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_len[hdist - 1] == 0) hdist--;
    uint8_t all[286 + DIST_CODES];
    memcpy(all, lit_len, hlit);
    memcpy(all + hlit, dist_len, hdist);
    uint16_t items[286 + DIST_CODES];
    unsigned item_count = encode_lengths(all, hlit + hdist, items);
    uint32_t pre_freq[PRECODE_CODES] = {0};
    for (unsigned i = 0; i < item_count; i++) pre_freq[items[i] & 0xff]++;
    uint8_t pre_len[PRECODE_CODES];
    build_lengths(pre_freq, PRECODE_CODES, MAX_PRECODE_LENGTH, pre_len);
    unsigned hclen = PRECODE_CODES;
    while (hclen > 4 && pre_len[precode_order[hclen - 1]] == 0) hclen--;

    /* Size of the dynamic block in bits, against stored blocks. */
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (unsigned i = 0; i < item_count; i++) {
        unsigned s = items[i] & 0xff;
        bits += pre_len[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
    }
    for (unsigned s = 0; s < 286; s++) bits += (uint64_t)lit_freq[s] * lit_len[s];
    for (unsigned s = 0; s < 29; s++) bits += (uint64_t)lit_freq[257 + s] * length_extra[s];
    for (unsigned s = 0; s < DIST_CODES; s++) bits += (uint64_t)dist_freq[s] * (dist_len[s] + dist_extra[s]);
    size_t raw = end - start;
    uint64_t stored_bits = (uint64_t)(raw / 65535 + 1) * 40 + 8 * (uint64_t)raw + 7;

    if (stored_bits < bits) {
        size_t at = start;
        do {
            size_t n = end - at > 65535 ? 65535 : end - at;
            int final = last && at + n == end;
            put_bits(w, final ? 1 : 0, 3);
            align_to_byte(w);
            put_bits(w, (uint32_t)n, 16);
            put_bits(w, (uint32_t)(~n & 0xffff), 16);
            if (w->at + n <= w->capacity) {
                memcpy(w->out + w->at, input + at, n);
                w->at += n;
            } else {
                w->overflow = 1;
            }
            at += n;
        } while (at < end);
        return;
    }

    uint16_t lit_code[LITLEN_CODES], dist_code[DIST_CODES], pre_code[PRECODE_CODES];
    build_codes(lit_len, LITLEN_CODES, lit_code);
    build_codes(dist_len, DIST_CODES, dist_code);
    build_codes(pre_len, PRECODE_CODES, pre_code);
    /* Each literal's or length's code with the length's extra bits, and each
     * distance symbol's code with room for its extra bits; NO_DISTANCE is none. */
    uint32_t litlen_bits[256 + MAX_MATCH + 1], distance_bits[DIST_CODES + 1];
    uint8_t litlen_count[256 + MAX_MATCH + 1], distance_code_count[DIST_CODES + 1], distance_count[DIST_CODES + 1];
    for (unsigned c = 0; c < 256; c++) {
        litlen_bits[c] = lit_code[c];
        litlen_count[c] = lit_len[c];
    }
    for (unsigned length = MIN_MATCH; length <= MAX_MATCH; length++) {
        unsigned ls = length_symbols[length];
        litlen_bits[256 + length] = lit_code[257 + ls] | (uint32_t)(length - length_base[ls]) << lit_len[257 + ls];
        litlen_count[256 + length] = (uint8_t)(lit_len[257 + ls] + length_extra[ls]);
    }
    for (unsigned ds = 0; ds < DIST_CODES; ds++) {
        distance_bits[ds] = dist_code[ds];
        distance_code_count[ds] = dist_len[ds];
        distance_count[ds] = (uint8_t)(dist_len[ds] + dist_extra[ds]);
    }
    distance_bits[NO_DISTANCE] = 0;
    distance_code_count[NO_DISTANCE] = distance_count[NO_DISTANCE] = 0;
    put_bits(w, last ? 1 : 0, 1);
    put_bits(w, 2, 2);
    put_bits(w, hlit - 257, 5);
    put_bits(w, hdist - 1, 5);
    put_bits(w, hclen - 4, 4);
    for (unsigned i = 0; i < hclen; i++) put_bits(w, pre_len[precode_order[i]], 3);
    for (unsigned i = 0; i < item_count; i++) {
        unsigned s = items[i] & 0xff, extra = items[i] >> 8;
        put_bits(w, pre_code[s], pre_len[s]);
        if (s == 16) put_bits(w, extra, 2);
        else if (s == 17) put_bits(w, extra, 3);
        else if (s == 18) put_bits(w, extra, 7);
    }
    /* At most 15 + 5 bits of length and 15 + 13 of distance: 48 bits a symbol. */
    for (size_t i = 0; i < count; i++) {
        fd_symbol s = symbols[i];
        unsigned ll = s & 0x3ffu, ds = (s >> 10) & 31u;
        uint64_t distance = distance_bits[ds] | (uint64_t)(s >> 15) << distance_code_count[ds];
        put_bits(w, litlen_bits[ll] | distance << litlen_count[ll], litlen_count[ll] + distance_count[ds]);
    }
    put_bits(w, lit_code[256], lit_len[256]);
}

/* How many bytes at p equal those `distance` before, up to `limit`. */
static inline size_t match_length(const uint8_t *p, size_t distance, size_t limit) {
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t a, b;
        memcpy(&a, p + n, 8);
        memcpy(&b, p + n - distance, 8);
        uint64_t x = a ^ b;
        if (x != 0) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            return n + (size_t)(__builtin_ctzll(x) >> 3);
#else
            while (p[n] == p[n - distance]) n++;
            return n;
#endif
        }
        n += 8;
    }
    while (n < limit && p[n] == p[n - distance]) n++;
    return n;
}

size_t cpng_fast_zlib_bound(size_t size) {
    return 2 + size + (size / 65535 + 1) * 5 + 4 + 1024;
}

/* What one compression needs besides its input and output, kept by each thread
 * for its next image: a snapshot suite encodes thousands of small images, and
 * allocating and clearing these (384 KB) was a fixed cost of every one.
 * heads[h] holds base + position + 1 of the last literal position with each
 * 4-byte hash; a value not above base is from an earlier image and counts as
 * none, so the table is cleared only when base would overflow. */
typedef struct {
    fd_symbol symbols[BLOCK_SYMBOLS];
    uint32_t heads[(size_t)1 << HASH_BITS];
    uint32_t base;
} fd_state;

static pthread_key_t state_key;
static pthread_once_t state_once = PTHREAD_ONCE_INIT;
static int state_key_ok;

static void make_state_key(void) { state_key_ok = pthread_key_create(&state_key, free) == 0; }

/* The thread's state, ready for `size` input bytes (NULL when out of memory). */
static fd_state *take_state(size_t size) {
    pthread_once(&state_once, make_state_key);
    fd_state *state = state_key_ok ? pthread_getspecific(state_key) : NULL;
    if (state == NULL) {
        if ((state = calloc(1, sizeof *state)) == NULL) return NULL;
        if (state_key_ok && pthread_setspecific(state_key, state) != 0) {
            free(state);
            return NULL;
        }
    }
    if (size >= (size_t)UINT32_MAX - state->base) {
        memset(state->heads, 0, sizeof state->heads);
        state->base = 0;
    }
    return state;
}

size_t cpng_fast_zlib_compress(const uint8_t *input, size_t size, size_t row_bytes, size_t bpp,
                               uint8_t *output, size_t capacity) {
    if (size >= UINT32_MAX) return 0;
    fd_state *state = take_state(size);
    if (state == NULL) return 0;
    fd_symbol *symbols = state->symbols;
    uint32_t *heads = state->heads;
    const uint32_t base = state->base;
    fd_writer w = {output, 0, capacity, 0, 0, 0};
    /* zlib header: deflate, 32K window, no dictionary, "fastest" level. */
    put_bits(&w, 0x78, 8);
    put_bits(&w, 0x01, 8);
    int use_above = row_bytes <= MAX_DISTANCE;
    size_t i = 0, block_start = 0, count = 0;
    uint32_t lit_freq[LITLEN_CODES] = {0}, dist_freq[DIST_CODES] = {0};
    while (i < size) {
        size_t limit = size - i < MAX_MATCH ? size - i : MAX_MATCH;
        size_t best = 0, distance = 0;
        if (i >= bpp) {
            best = match_length(input + i, bpp, limit);
            distance = bpp;
        }
        if (use_above && i >= row_bytes && best < limit) {
            size_t up = match_length(input + i, row_bytes, limit);
            if (up > best) {
                best = up;
                distance = row_bytes;
            }
        }
        /* Where neither is found (text, icons), the last place the next four
         * bytes were seen at such a position. Only these positions are hashed,
         * so runs cost nothing here. */
        if (best < MIN_MATCH && size - i >= 4) {
            uint32_t four;
            memcpy(&four, input + i, 4);
            uint32_t h = (four * 0x9E3779B1u) >> (32 - HASH_BITS);
            uint32_t stored = heads[h];
            heads[h] = base + (uint32_t)(i + 1);
            size_t candidate = stored > base ? stored - base : 0;
            if (candidate != 0 && i + 1 - candidate <= MAX_DISTANCE) {
                size_t d = i + 1 - candidate;
                size_t n = match_length(input + i, d, limit);
                if (n >= 4) {
                    best = n;
                    distance = d;
                }
            }
        }
        if (best >= MIN_MATCH) {
            symbols[count] = match_symbol((unsigned)best, (unsigned)distance, lit_freq, dist_freq);
            i += best;
        } else {
            lit_freq[input[i]]++;
            symbols[count] = literal_symbol(input[i]);
            i++;
        }
        if (++count == BLOCK_SYMBOLS) {
            write_block(&w, symbols, count, lit_freq, dist_freq, input, block_start, i, i == size);
            memset(lit_freq, 0, sizeof lit_freq);
            memset(dist_freq, 0, sizeof dist_freq);
            block_start = i;
            count = 0;
        }
    }
    if (count > 0 || size == 0) write_block(&w, symbols, count, lit_freq, dist_freq, input, block_start, size, 1);
    /* Every position stored above is at most base + size: stale from now on. */
    state->base = base + (uint32_t)size;
    if (!state_key_ok) free(state);
    align_to_byte(&w);
    uint32_t adler = libdeflate_adler32(1, input, size);
    put_bits(&w, (adler >> 24) & 0xff, 8);
    put_bits(&w, (adler >> 16) & 0xff, 8);
    put_bits(&w, (adler >> 8) & 0xff, 8);
    put_bits(&w, adler & 0xff, 8);
    return w.overflow ? 0 : w.at;
}
