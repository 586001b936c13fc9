// libdeflate (Debian: libdeflate-dev), for the PNG benchmark's baseline: the same
// library CPNG writes and reads image data with.
#include <libdeflate.h>
