/* Pixel memory in large blocks.
 *
 * A 390x844 screen at 3x is 11.8 MB of ARGB32 pixels, and writing the PNG of it
 * fills another 8.9 MB of rows. Mapped with the usual 4 KiB pages, the first
 * write to each page is a page fault: about 5,000 of them for these two buffers,
 * which cost a short `render` process more than drawing the screen did. Blocks
 * of 2 MiB and more are therefore mapped on a 2 MiB boundary and marked for
 * transparent huge pages (madvise), so the kernel can fault in 2 MiB at a time.
 * Where it does not (huge pages off, no free 2 MiB page), the memory is ordinary
 * zeroed anonymous memory and nothing else changes. */
#include "CPNG.h"
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>


void *cpng_alloc_pixels(size_t size) {
    if (size < CPNG_HUGE_PAGE_SIZE) return calloc(size, 1);
    if (size > SIZE_MAX - 2 * CPNG_HUGE_PAGE_SIZE) return NULL;
    size_t length = (size + CPNG_HUGE_PAGE_SIZE - 1) & ~(CPNG_HUGE_PAGE_SIZE - 1);
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

void cpng_free_pixels(void *pixels, size_t size) {
    if (pixels == NULL) return;
    if (size < CPNG_HUGE_PAGE_SIZE) {
        free(pixels);
        return;
    }
    munmap(pixels, (size + CPNG_HUGE_PAGE_SIZE - 1) & ~(CPNG_HUGE_PAGE_SIZE - 1));
}
