#ifndef OFFSCREEN_CCAIRO_SHIM_H
#define OFFSCREEN_CCAIRO_SHIM_H
#include <cairo.h>
// PDF contexts (CoreGraphics' CGContext(consumer:mediaBox:_:), UIGraphicsPDFRenderer).
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
// Text (UIKit/Text): pango_fc_font_map_set_config points Pango at the project's own
// FcConfig; hb-ot.h gives the OS/2 cap height and x height UIFont reports.
// pangocairo's pkg-config flags carry the freetype2 include path these need.
#include <pango/pangofc-fontmap.h>
#include <hb-ot.h>
#endif
