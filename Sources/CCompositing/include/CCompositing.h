#ifndef OFFSCREEN_CCOMPOSITING_H
#define OFFSCREEN_CCOMPOSITING_H
#include <stddef.h>
#include <stdint.h>

/* Composites the premultiplied ARGB32 `source` colour through `count` bytes of
 * 8-bit `mask` over `count` premultiplied ARGB32 pixels at `pixels`, with the
 * OVER operator, bit for bit as Pixman (Cairo's image backend) does it:
 * s' = s × m and d = s' + d × (255 − alpha(s')), each product rounded as
 * (t + 0x80 + ((t + 0x80) >> 8)) >> 8. Pixels whose mask byte is 0 are left alone. */
void ccompositing_over_solid_a8(uint32_t *pixels, const uint8_t *mask, size_t count, uint32_t source);
#endif
