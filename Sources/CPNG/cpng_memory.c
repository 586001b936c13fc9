/* Pixel memory in large blocks.
 *
 * A 390x844 screen at 3x is 11.8 MB of ARGB32 pixels, and writing the PNG of it
 * fills another 8.9 MB of rows. Mapped with the usual 4 KiB pages, the first
 * write to each page is a page fault: about 5,000 of them for these two buffers,
 * which cost a short `render` process more than drawing the screen did. Blocks
 * of 2 MiB and more are therefore mapped on a 2 MiB boundary and marked for
 * transparent huge pages (madvise), so the kernel can fault in 2 MiB at a time.
 * Where it does not (huge pages off, no free 2 MiB page), the memory is ordinary
 * zeroed anonymous memory and nothing else changes.
 *
 * A process that renders screen after screen (a test run) would map and fault in
 * fresh memory for each; freed blocks are therefore kept, a few at a time, and
 * given again, cleared, to the next request of the same mapped length (the same
 * screen size), as malloc reuses what was freed.
 *
 * Faulting in and clearing fresh memory is the kernel's work on the thread that
 * first writes it, and on the shared virtual machines we measure on it is slow
 * and uneven (12 MB took 1 to 10 ms of CPU in a C test): `render` draws one
 * screen whose size it knows once the layout file is read, so it asks for that
 * block early (cpng_prefault_pixels), and a thread of its own faults the block
 * in on the second core while the main thread makes the views. The block is
 * kept as a freed one is, marked as still zero, so the window's surface takes
 * it without clearing it. */
#include "CPNG.h"
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* Freed blocks kept for reuse: at most KEPT_BLOCKS, KEPT_BYTES in all. */
#define KEPT_BLOCKS 4
#define KEPT_BYTES ((size_t)96 * 1024 * 1024)
static struct { void *start; size_t length; int zeroed; } kept[KEPT_BLOCKS];
static size_t kept_bytes;
static pthread_mutex_t kept_lock = PTHREAD_MUTEX_INITIALIZER;

static size_t mapped_length(size_t size) {
    return (size + CPNG_HUGE_PAGE_SIZE - 1) & ~(CPNG_HUGE_PAGE_SIZE - 1);
}

/* A kept block of exactly `length` bytes, or NULL; `zeroed` tells whether it
 * was never written since the kernel cleared it. */
static void *take_kept(size_t length, int *zeroed) {
    void *found = NULL;
    pthread_mutex_lock(&kept_lock);
    for (int i = 0; i < KEPT_BLOCKS; i++) {
        if (kept[i].start != NULL && kept[i].length == length) {
            found = kept[i].start;
            *zeroed = kept[i].zeroed;
            kept[i].start = NULL;
            kept_bytes -= length;
            break;
        }
    }
    pthread_mutex_unlock(&kept_lock);
    return found;
}

/* Keeps a freed block when there is room; returns whether it was kept. */
static int keep(void *start, size_t length, int zeroed) {
    int stored = 0;
    pthread_mutex_lock(&kept_lock);
    if (kept_bytes + length <= KEPT_BYTES) {
        for (int i = 0; i < KEPT_BLOCKS; i++) {
            if (kept[i].start == NULL) {
                kept[i].start = start;
                kept[i].length = length;
                kept[i].zeroed = zeroed;
                kept_bytes += length;
                stored = 1;
                break;
            }
        }
    }
    pthread_mutex_unlock(&kept_lock);
    return stored;
}

/* A new zeroed mapping of `length` bytes (a multiple of CPNG_HUGE_PAGE_SIZE) on
 * a 2 MiB boundary, marked for huge pages; NULL when out of memory. */
static void *map_block(size_t length) {
    /* Map a huge page more than needed and trim to a 2 MiB-aligned start. */
    uint8_t *mapped = mmap(NULL, length + CPNG_HUGE_PAGE_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED) return NULL;
    uintptr_t start = ((uintptr_t)mapped + CPNG_HUGE_PAGE_SIZE - 1) & ~(uintptr_t)(CPNG_HUGE_PAGE_SIZE - 1);
    size_t head = start - (uintptr_t)mapped;
    if (head > 0) munmap(mapped, head);
    if (CPNG_HUGE_PAGE_SIZE - head > 0) munmap((uint8_t *)start + length, CPNG_HUGE_PAGE_SIZE - head);
#ifdef MADV_HUGEPAGE
    madvise((void *)start, length, MADV_HUGEPAGE);
#endif
    return (void *)start;
}

void *cpng_alloc_pixels(size_t size) {
    if (size < CPNG_HUGE_PAGE_SIZE) return calloc(size, 1);
    if (size > SIZE_MAX - 2 * CPNG_HUGE_PAGE_SIZE) return NULL;
    size_t length = mapped_length(size);
    int zeroed = 0;
    void *reused = take_kept(length, &zeroed);
    if (reused != NULL) return zeroed ? reused : memset(reused, 0, size);
    return map_block(length);
}

static void *prefault(void *argument) {
    size_t length = (size_t)(uintptr_t)argument;
    volatile uint8_t *block = map_block(length);
    if (block == NULL) return NULL;
    /* A write to each 4 KiB page (one per huge page would do where the kernel
     * gives huge pages): the value written is the zero already there. */
    for (size_t at = 0; at < length; at += 4096) block[at] = 0;
    if (!keep((void *)block, length, 1)) munmap((void *)block, length);
    return NULL;
}

int cpng_prefault_pixels(size_t size) {
    if (size < CPNG_HUGE_PAGE_SIZE || size > SIZE_MAX - 2 * CPNG_HUGE_PAGE_SIZE) return 0;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return 0;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    /* The thread needs almost no stack. */
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    pthread_t thread;
    int started = pthread_create(&thread, &attributes, prefault, (void *)(uintptr_t)mapped_length(size)) == 0;
    pthread_attr_destroy(&attributes);
    return started;
}

void cpng_free_pixels(void *pixels, size_t size) {
    if (pixels == NULL) return;
    if (size < CPNG_HUGE_PAGE_SIZE) {
        free(pixels);
        return;
    }
    size_t length = mapped_length(size);
    if (!keep(pixels, length, 0)) munmap(pixels, length);
}
