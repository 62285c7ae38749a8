// The declaration is all: libFuzzer (linked by -sanitize=fuzzer) defines LLVMFuzzerRunDriver.
