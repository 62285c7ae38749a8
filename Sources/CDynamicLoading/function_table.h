#ifndef SOUNDCHECK_FUNCTION_TABLE_H
#define SOUNDCHECK_FUNCTION_TABLE_H
#include <dlfcn.h>

// The C libraries soundcheck uses are opened on first use (dlopen), not linked: soundcheck then
// starts without them, and says what to install when a command needs one that is missing (see
// SoundCheckChecking's DynamicLibrary.swift, which opens them). Their headers serve at build time
// for the declarations only: `__typeof__` does not reference a symbol.
//
// Each shim includes this header and lists its functions in an X-macro; then
// SOUNDCHECK_FUNCTION_TABLE(name, LIST) declares
// - `soundcheck_<name>`, a struct of one pointer per function, named as the function;
// - `soundcheck_<name>_resolve(handles, count, table)`, which fills the table from the opened
//   libraries (the first that has each function) and returns the name of the first function none
//   of them has, or NULL.
// No variable lives here: Swift's importer emits a header's inline functions into every file that
// uses them, so state belongs on the Swift side.

#define SOUNDCHECK_TABLE_FIELD(function) __typeof__(function) *_Nonnull function;

#define SOUNDCHECK_TABLE_RESOLVE(function) \
    { \
        void *symbol = NULL; \
        for (int index = 0; index < count && !symbol; index++) symbol = dlsym(handles[index], #function); \
        if (!symbol) return #function; \
        table->function = (__typeof__(function) *)symbol; \
    }

#define SOUNDCHECK_FUNCTION_TABLE(name, LIST) \
    typedef struct soundcheck_##name { LIST(SOUNDCHECK_TABLE_FIELD) } soundcheck_##name; \
    static inline const char *_Nullable soundcheck_##name##_resolve( \
        void *_Nonnull const *_Nonnull handles, int count, soundcheck_##name *_Nonnull table) { \
        LIST(SOUNDCHECK_TABLE_RESOLVE) \
        return NULL; \
    }

#endif
