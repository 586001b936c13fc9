#ifndef OFFSCREEN_CRSVG_SHIM_H
#define OFFSCREEN_CRSVG_SHIM_H
// SVG image sets of asset catalogues (UIKit/Graphics/SVGImage.swift): librsvg
// parses the file and draws it into the cairo_t of a CGContext.
#include <librsvg/rsvg.h>
#endif
