import { readFileSync } from 'node:fs'

// How the server bundle (dist/server/server.cjs) is built: scripts/build-server.mjs builds it, and
// scripts/server-bundle.test.ts checks what its start loads.

/**
 * Packages left out of the bundle, loaded from node_modules when first used: they load files of
 * their own (PGlite's WebAssembly, sharp's native binary, pdfkit's font metrics), pino-pretty is a
 * pino transport (run in a worker thread that loads it by name; the store logs JSON with no
 * transport, so pino itself is bundled and compiled from the code cache: ADR 080), and the
 * optional native add-on of node-postgres.
 */
export const SERVER_EXTERNALS = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@electric-sql/pglite-socket',
  'sharp',
  'pdfkit',
  'pino-pretty',
  'pg-native',
]

// Three lines of dependencies the server bundle changes as it is built (ADR 080, ADR 082).
// Two ask a question by touching the global `Response`, which in Node 20 loads the whole fetch
// implementation (undici: 30-45 ms of a start's CPU) the first time it is touched:
// - node-postgres asks, as it loads, whether it runs on Cloudflare Workers by making a
//   `new Response()`. The server never runs there; it answers no.
// - @fastify/compress asks of every reply `payload instanceof Response`, which loaded undici at
//   the first reply (the health check's). Fastify itself asks the same by the object's tag, as the
//   replacement does, which is true of exactly the Response objects.
// undici is then loaded by the first thing that needs it (better-auth's answers are Response
// objects), not by every start.
// - node-postgres copies each query's config object before it reads it (so that it never changes
//   the caller's) through its property descriptors: ~3 µs a query, where a plain object's spread
//   copy costs ~0.1 µs. A plain object (every config the store and Drizzle pass) is copied by
//   spreading; any other keeps the descriptor copy and its prototype.
// A patch whose text is no longer in its file fails the build, so an upgrade is looked at, not
// silently left unpatched.

export const PATCHES = [
  {
    file: /node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/,
    from: "if (typeof Response === 'function') {",
    to: 'if (false) {',
  },
  {
    file: /node_modules[\\/]@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/,
    from: 'return obj instanceof Response',
    to: "return obj !== null && typeof obj === 'object' && Object.prototype.toString.call(obj) === '[object Response]'",
  },
  {
    file: /node_modules[\\/]pg[\\/]lib[\\/]utils\.js$/,
    from: 'return Object.defineProperties(Object.create(Object.getPrototypeOf(config)), Object.getOwnPropertyDescriptors(config))',
    to: 'return Object.getPrototypeOf(config) === Object.prototype ? { ...config } : Object.defineProperties(Object.create(Object.getPrototypeOf(config)), Object.getOwnPropertyDescriptors(config))',
  },
]

/** The file's text with its patch applied; throws when the patched text is not found. */
export function patchedText(path, text, patch) {
  if (!text.includes(patch.from)) throw new Error(`${path} no longer holds: ${patch.from}`)
  return text.replace(patch.from, patch.to)
}

/** An esbuild plugin applying `patches`; the build fails when one of them matched no file. */
export function patchDependencies(patches = PATCHES, readFile = (path) => readFileSync(path, 'utf8')) {
  return {
    name: 'patch-dependencies',
    setup(build) {
      for (const patch of patches) {
        let applied = false
        build.onLoad({ filter: patch.file }, (args) => {
          applied = true
          return { contents: patchedText(args.path, readFile(args.path), patch), loader: 'js' }
        })
        build.onEnd((result) => {
          if (result.errors.length === 0 && !applied) {
            return { errors: [{ text: `no file matched the patch of ${patch.file}` }] }
          }
        })
      }
    },
  }
}

/**
 * esbuild's options for the server bundle: one CommonJS file (run through vm.Script with V8's code
 * cache, ADR 052) in which import() becomes require(): code run by vm.Script has no import()
 * without an experimental flag or warning in Node 20, and what is imported that way (pdfkit,
 * sharp) is CommonJS. What is imported with import() is evaluated when first used.
 */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  entryPoints: { server: 'src/server/main.ts' },
  external: SERVER_EXTERNALS,
  plugins: [patchDependencies()],
  supported: { 'dynamic-import': false },
  // src/server/paths.ts finds the project from its own URL; in the bundle that is server.cjs's.
  define: { 'import.meta.url': '__bundle_url' },
  banner: { js: "const __bundle_url = require('node:url').pathToFileURL(__filename).href;" },
}
