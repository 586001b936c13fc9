#include "CPNG.h"
#include <png.h>
int cpng_libpng_version(void) { return (int)png_access_version_number(); }
