import type { Server } from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** How long the store must have had no request before it collects its garbage (ADR 055). */
export const IDLE_GC_AFTER_MS = 10_000
/** The second collection of a quiet spell, once V8 has seen seconds without allocation. */
export const SECOND_GC_AFTER_MS = 17_500
const CHECK_EVERY_MS = 2_500

/**
 * V8 collects its old generation when the heap grows, never because the process went quiet:
 * after traffic, a store that then sat idle kept ~30-60 MB of dead objects resident for as long
 * as it stayed idle, and its young generation at its full 2 × 16 MB (ADR 055). Once no request
 * has come for IDLE_GC_AFTER_MS, this runs a full collection, and a second one at
 * SECOND_GC_AFTER_MS: by then the first one's sweeping has finished, so the second gives the
 * emptied old-generation pages back, and V8 shrinks the young generation only in a collection
 * that follows a few seconds with (almost) nothing allocated. Each costs ~40-70 ms of CPU on the
 * demo store after traffic. A store that keeps getting requests is left to V8's own collector;
 * an idle one is collected once per quiet spell, not again until a request comes. Counts every
 * request the HTTP server sees, including the catalogue hits answered before Fastify (ADR 036).
 */
export function collectWhenIdle(server: Server, collect = exposedGc()): () => void {
  let requests = 0
  let seen = 0
  // The start leaves garbage of its own: a store that gets no traffic is collected too.
  let collected = 0
  let quietSince = performance.now()
  const count = () => {
    requests++
  }
  server.on('request', count)
  const timer = setInterval(() => {
    const now = performance.now()
    if (requests !== seen) {
      seen = requests
      quietSince = now
      collected = 0
    } else if (collected === 0 && now - quietSince >= IDLE_GC_AFTER_MS) {
      collected = 1
      collect()
    } else if (collected === 1 && now - quietSince >= SECOND_GC_AFTER_MS) {
      collected = 2
      collect()
    }
  }, CHECK_EVERY_MS).unref()
  return () => {
    clearInterval(timer)
    server.off('request', count)
  }
}

/**
 * V8's `gc()`, which node gives only to a process started with --expose-gc: the flag is set just
 * long enough to make one context that has it, then unset, so code compiled afterwards (and V8's
 * code cache, which is keyed to the flags, ADR 052) sees the flags it was started with.
 */
export function exposedGc(): () => void {
  const own = (globalThis as { gc?: () => void }).gc
  if (typeof own === 'function') return own
  setFlagsFromString('--expose-gc')
  try {
    return runInNewContext('gc') as () => void
  } finally {
    setFlagsFromString('--no-expose-gc')
  }
}
