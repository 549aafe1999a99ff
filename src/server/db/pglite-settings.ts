/**
 * PGlite's shared_buffers. PostgreSQL's default, 128MB, lives inside the WebAssembly memory, which
 * never shrinks: a running store kept most of it resident. The measured figures are in ADR 039.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB'
