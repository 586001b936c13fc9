#ifndef OFFSCREEN_CPNG_H
#define OFFSCREEN_CPNG_H
/* The libpng shim lands with the PNG work; this header keeps the target building. */
int cpng_libpng_version(void);
#endif
