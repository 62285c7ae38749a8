#ifndef SOUNDCHECK_CCRYPTO_SHIM_H
#define SOUNDCHECK_CCRYPTO_SHIM_H
#include <stddef.h>
#include "../CDynamicLoading/function_table.h"

// OpenSSL's libcrypto, for SHA-256 at the speed of the CPU's SHA instructions: opened on first
// use, not linked (see function_table.h), and only for the manifest's hashes. Its few functions
// are declared here rather than taken from <openssl/evp.h>, so building soundcheck needs no
// libssl-dev: these EVP calls have kept their signatures since OpenSSL 1.1.0.
typedef struct evp_md_ctx_st EVP_MD_CTX;
typedef struct evp_md_st EVP_MD;
typedef struct engine_st ENGINE;

EVP_MD_CTX *EVP_MD_CTX_new(void);
void EVP_MD_CTX_free(EVP_MD_CTX *context);
const EVP_MD *EVP_sha256(void);
int EVP_DigestInit_ex(EVP_MD_CTX *context, const EVP_MD *type, ENGINE *engine);
int EVP_DigestUpdate(EVP_MD_CTX *context, const void *data, size_t count);
int EVP_DigestFinal_ex(EVP_MD_CTX *context, unsigned char *digest, unsigned int *size);

#define SOUNDCHECK_CRYPTO_FUNCTIONS(X) \
    X(EVP_MD_CTX_new) X(EVP_MD_CTX_free) X(EVP_sha256) X(EVP_DigestInit_ex) X(EVP_DigestUpdate) \
    X(EVP_DigestFinal_ex)

SOUNDCHECK_FUNCTION_TABLE(crypto, SOUNDCHECK_CRYPTO_FUNCTIONS)

#endif
