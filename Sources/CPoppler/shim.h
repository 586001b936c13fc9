#ifndef OFFSCREEN_CPOPPLER_SHIM_H
#define OFFSCREEN_CPOPPLER_SHIM_H
// PDF image sets of asset catalogues (UIKit/Graphics/PDFImage.swift): poppler
// reads the file and draws its first page into the cairo_t of a CGContext.
//
// poppler-glib is opened when the first PDF is read, not linked: it brings about
// fifty shared libraries (poppler itself, the C++ runtime, NSS, OpenJPEG, libtiff…)
// that every process would otherwise load at start, `render` included, though only
// image sets with PDF files use it. The calls below have poppler's own signatures.
#include <poppler.h>
#include <dlfcn.h>

// poppler-glib's shared library, opened once; NULL when it cannot be loaded.
static inline void *offscreen_poppler_library(void) {
    static void *library;
    void *loaded = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (loaded == NULL) {
        // dlopen of a loaded library returns the same handle, so a race only repeats a lookup.
        loaded = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
        if (loaded != NULL) __atomic_store_n(&library, loaded, __ATOMIC_RELEASE);
    }
    return loaded;
}

// The name of the library offscreen_poppler_library opens, for messages.
static inline const char *offscreen_poppler_library_name(void) { return "libpoppler-glib.so.8"; }

#define OFFSCREEN_POPPLER_FUNCTION(name) \
    __typeof__(&name) function = offscreen_poppler_library() ? (__typeof__(&name))dlsym(offscreen_poppler_library(), #name) : NULL

// Each returns what poppler's function of the same name does; NULL or 0 (and no
// error set) when the library cannot be loaded, which offscreen_poppler_library tells first.
static inline PopplerDocument *offscreen_poppler_document_new_from_file(const char *uri, const char *password, GError **error) {
    OFFSCREEN_POPPLER_FUNCTION(poppler_document_new_from_file);
    return function ? function(uri, password, error) : NULL;
}

static inline int offscreen_poppler_document_get_n_pages(PopplerDocument *document) {
    OFFSCREEN_POPPLER_FUNCTION(poppler_document_get_n_pages);
    return function ? function(document) : 0;
}

static inline PopplerPage *offscreen_poppler_document_get_page(PopplerDocument *document, int index) {
    OFFSCREEN_POPPLER_FUNCTION(poppler_document_get_page);
    return function ? function(document, index) : NULL;
}

static inline void offscreen_poppler_page_get_size(PopplerPage *page, double *width, double *height) {
    OFFSCREEN_POPPLER_FUNCTION(poppler_page_get_size);
    if (function) function(page, width, height);
}

static inline void offscreen_poppler_page_render(PopplerPage *page, cairo_t *cairo) {
    OFFSCREEN_POPPLER_FUNCTION(poppler_page_render);
    if (function) function(page, cairo);
}

#undef OFFSCREEN_POPPLER_FUNCTION
#endif
