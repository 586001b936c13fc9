#ifndef OFFSCREEN_CPOPPLER_SHIM_H
#define OFFSCREEN_CPOPPLER_SHIM_H
// PDF image sets of asset catalogues (UIKit/Graphics/PDFImage.swift): poppler
// reads the file and draws its first page into the cairo_t of a CGContext.
#include <poppler.h>
#endif
