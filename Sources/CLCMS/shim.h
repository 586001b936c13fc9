// Little CMS 2 (Debian: liblcms2-dev): converts PNGs tagged with another colour
// space (Display P3, an ICC profile, cICP, gAMA/cHRM) and Display P3 colours to sRGB.
#include <lcms2.h>

// lcms2's pixel formats are function-like macros, which Swift does not import.
static inline cmsUInt32Number offscreen_lcms_bgra8_premultiplied(void) { return TYPE_BGRA_8_PREMUL; }
static inline cmsUInt32Number offscreen_lcms_rgb8(void) { return TYPE_RGB_8; }
static inline cmsUInt32Number offscreen_lcms_rgb_double(void) { return TYPE_RGB_DBL; }
static inline cmsUInt32Number offscreen_lcms_copy_alpha_no_cache(void) { return cmsFLAGS_COPY_ALPHA | cmsFLAGS_NOCACHE; }
static inline cmsUInt32Number offscreen_lcms_no_cache(void) { return cmsFLAGS_NOCACHE; }
