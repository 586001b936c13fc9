#ifndef OFFSCREEN_CRSVG_SHIM_H
#define OFFSCREEN_CRSVG_SHIM_H
// SVG image sets of asset catalogues (UIKit/Graphics/SVGImage.swift): librsvg
// parses the file and draws it into the cairo_t of a CGContext.
//
// librsvg is opened when the first SVG is read, not linked: loading it and what it
// brings (Rust's runtime, gdk-pixbuf, libxml2) cost every process about 4 ms of
// dynamic loading at start, `render` included, though only image sets with SVG
// files use it. The calls below have librsvg's own signatures.
#include <librsvg/rsvg.h>
#include <dlfcn.h>

// librsvg's shared library, opened once; NULL when it cannot be loaded.
static inline void *offscreen_rsvg_library(void) {
    static void *library;
    void *loaded = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (loaded == NULL) {
        // dlopen of a loaded library returns the same handle, so a race only repeats a lookup.
        loaded = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
        if (loaded != NULL) __atomic_store_n(&library, loaded, __ATOMIC_RELEASE);
    }
    return loaded;
}

// The name of the library offscreen_rsvg_library opens, for messages.
static inline const char *offscreen_rsvg_library_name(void) { return "librsvg-2.so.2"; }

#define OFFSCREEN_RSVG_FUNCTION(name) \
    __typeof__(&name) function = offscreen_rsvg_library() ? (__typeof__(&name))dlsym(offscreen_rsvg_library(), #name) : NULL

// Each returns what librsvg's function of the same name does; NULL or 0 (and no
// error set) when the library cannot be loaded, which offscreen_rsvg_library tells first.
static inline RsvgHandle *offscreen_rsvg_handle_new_from_file(const char *path, GError **error) {
    OFFSCREEN_RSVG_FUNCTION(rsvg_handle_new_from_file);
    return function ? function(path, error) : NULL;
}

static inline void offscreen_rsvg_handle_set_dpi(RsvgHandle *handle, double dpi) {
    OFFSCREEN_RSVG_FUNCTION(rsvg_handle_set_dpi);
    if (function) function(handle, dpi);
}

static inline gboolean offscreen_rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *width, gdouble *height) {
    OFFSCREEN_RSVG_FUNCTION(rsvg_handle_get_intrinsic_size_in_pixels);
    return function ? function(handle, width, height) : 0;
}

static inline void offscreen_rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *has_width, RsvgLength *width,
                                                                  gboolean *has_height, RsvgLength *height,
                                                                  gboolean *has_viewbox, RsvgRectangle *viewbox) {
    OFFSCREEN_RSVG_FUNCTION(rsvg_handle_get_intrinsic_dimensions);
    if (function) function(handle, has_width, width, has_height, height, has_viewbox, viewbox);
}

static inline gboolean offscreen_rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                                             GError **error) {
    OFFSCREEN_RSVG_FUNCTION(rsvg_handle_render_document);
    return function ? function(handle, cr, viewport, error) : 0;
}

#undef OFFSCREEN_RSVG_FUNCTION
#endif
