import { fileURLToPath } from 'node:url'
import { loadWithCodeCache } from './code-cache.ts'

// dist/server/main.js, what `npm start` and `node dist/server/main.js` run: it runs the server
// bundle (dist/server/server.cjs, built from main.ts) with V8's code cache (code-cache.ts, ADR 052).
// The cache is written by the first start of a build, a second after the server is ready, so
// the functions of the whole start are in it; a start that found it usable writes nothing.

/** A hash of server.cjs, set by scripts/build-server.mjs: each build has its own cache file. */
declare const SERVER_BUNDLE_ID: string

const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url))
const cacheFile = fileURLToPath(new URL(`./server-${SERVER_BUNDLE_ID}.v8cache`, import.meta.url))
const server = loadWithCodeCache(bundle, cacheFile)
if (server.cache === 'none' || server.cache === 'rejected') {
  void (server.exports.ready as Promise<void>).then(() => {
    setTimeout(() => server.writeCache(), 1000).unref()
  })
}
