#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that have their own main (here: SwiftPM
// executables, whose main SwiftPM names itself). Runs the fuzzer with the
// command line's options and returns its exit status.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
