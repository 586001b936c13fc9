// LLVMFuzzerRunDriver is defined by libFuzzer, linked in by -sanitize=fuzzer.
#include "CFuzzDriver.h"
