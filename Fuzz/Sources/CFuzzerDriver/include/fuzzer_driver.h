#ifndef SOUNDCHECK_FUZZER_DRIVER_H
#define SOUNDCHECK_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that have their own main(). SwiftPM links executables with
// `--defsym main=<Module>_main`, so a fuzz target cannot leave main() to libFuzzer as the Swift
// docs do (-parse-as-library): each target's main.swift calls this instead.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
