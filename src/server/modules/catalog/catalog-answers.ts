// The public catalogue answers (listings and search) as stored bytes (ADR 027).
//
// A repeat of a URL already answered is found in an onRequest hook, before its query string is
// parsed or a statement is built, and written as the stored bytes in the coding the client
// accepts (or 304 to If-None-Match). A miss runs the route, and its answer is serialised and
// compressed once (Brotli and gzip) into the cache. Only 200 answers are kept, so a URL that was
// answered once was valid; every other outcome (400, 404) runs the route each time.
//
// Cache-Control lets a shared cache (CDN, reverse proxy) keep an answer for the page TTL, but
// makes browsers revalidate every time: their If-None-Match is answered 304 from memory, and an
// edit in the admin is on the shop at the next request instead of after the TTL.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { chooseCoding, type EncodedAnswer, encodeAnswer, sendEncoded } from '#server/lib/encoded-answer.ts'
import { type CatalogCaches, clearCatalogCaches, createCatalogCaches, PAGE_TTL_MS } from './catalog-cache.ts'
import { CatalogFreshness } from './catalog-freshness.ts'

export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_TTL_MS / 1000}`

export type PublicAnswers = {
  /** Route options: the hit hook, and no @fastify/compress (the bytes come compressed). */
  options: {
    compress: false
    onRequest: (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void
  }
  /** Answers the request with `load()`'s value, kept for the next asker when the cache is on. */
  answer(request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>): Promise<FastifyReply>
}

/**
 * `reload` is what else of the catalogue an instance holds in memory (the store's search words,
 * ADR 035): run when the version moves, before any request that waited for the check goes on.
 * The version is checked (at most once a second) even with the cache off, for that.
 */
export function createPublicAnswers(
  app: FastifyInstance,
  enabled: boolean,
  reload: () => Promise<void> = async () => {},
): { caches: CatalogCaches; cached: PublicAnswers } {
  const caches = createCatalogCaches(enabled)
  const freshness = new CatalogFreshness(
    app.database.db,
    async () => {
      clearCatalogCaches(caches)
      await reload()
    },
    app.log,
  )

  const fresh = async () => {
    const pending = freshness.check()
    if (pending) await pending
  }

  return {
    caches,
    cached: {
      options: {
        compress: false,
        // Callback style: a hit within the freshness second is answered without a promise.
        onRequest(request, reply, done) {
          if (!enabled) return done()
          const lookUp = () => {
            const hit = caches.answers.get(request.url)
            if (hit) sendEncoded(request, reply, hit, PUBLIC_CACHE_CONTROL)
            else done()
          }
          const pending = freshness.check()
          if (pending) pending.then(lookUp, done)
          else lookUp()
        },
      },
      async answer(request, reply, load) {
        let encoded: EncodedAnswer
        await fresh()
        if (enabled) {
          encoded = await caches.answers.getOrLoad(request.url, async () =>
            encodeAnswer(await load(), ['br', 'gzip']),
          )
        } else {
          // Nothing is kept: make only the variant this client takes.
          encoded = await encodeAnswer(await load(), [chooseCoding(request.headers['accept-encoding'])])
        }
        return sendEncoded(request, reply, encoded, PUBLIC_CACHE_CONTROL)
      },
    },
  }
}
