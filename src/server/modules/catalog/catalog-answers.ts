// The public catalogue answers (listings and search) as stored bytes (ADR 027).
//
// A repeat of a URL already answered is found in an onRequest hook, before its query string is
// parsed or a statement is built, and written as the stored bytes in the coding the client
// accepts (or 304 to If-None-Match). A miss runs the route, and its answer is serialised and
// compressed once (Brotli and gzip) into the cache. Only 200 answers are kept, so a URL that was
// answered once was valid; every other outcome (400, 404) runs the route each time.
//
// On a listening server a hit does not even reach Fastify (ADR 036): a listener in front of
// Fastify's own finds the URL and writes the stored bytes with header lists made once per entry
// (the app's fixed security headers, then what sendEncoded sets), like a static file server.
// Fastify's route, hooks, reply and request log are skipped; the route's onRequest hook below
// still answers hits that reach it (app.inject, or a hit that must wait for the freshness check).
//
// Cache-Control lets a shared cache (CDN, reverse proxy) keep an answer for the page TTL, but
// makes browsers revalidate every time: their If-None-Match is answered 304 from memory, and an
// edit in the admin is on the shop at the next request instead of after the TTL.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  chooseCoding,
  type EncodedAnswer,
  encodeAnswer,
  sendEncoded,
  type WireAnswer,
  wireAnswer,
  writeWire,
} from '#server/lib/encoded-answer.ts'
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
  /**
   * Answers this route's misses in front of Fastify too, on a listening server (ADR 040). The
   * lane must refuse (undefined) every request the route would not answer 200 from its input
   * alone: another path, input the route's schemas or hooks refuse.
   */
  inFront(lane: FrontLane): void
}

/** What a lane answers: the route's value, as `answer`'s `load`. */
export type FrontLoad = () => Promise<unknown>
/** A GET's path and query string (after `?`), to the route's load, or undefined to leave it to Fastify. */
export type FrontLane = (path: string, query: string) => FrontLoad | undefined

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

  const fixedHeaders = app.fixedHeaders
  let closing = false
  app.addHook('preClose', (done) => {
    closing = true
    done()
  })
  // An answer written in front of Fastify is logged as Fastify logs the others (ADR 077): one
  // 'request completed' line at info, with the request, its status and time, and which answer it
  // was ('memory': a hit; 'loaded': a miss read here).
  const logAnswers = ['info', 'debug', 'trace'].includes(app.log.level)
  const trustProxy = app.config.TRUST_PROXY
  /** Writes a stored answer on node's response; false when Fastify should answer instead. */
  const write = (
    req: IncomingMessage,
    res: ServerResponse,
    hit: WireAnswer,
    started: number,
    answer: 'memory' | 'loaded' = 'memory',
  ): boolean => {
    try {
      writeWire(req, res, hit)
    } catch (err) {
      // Never expected (the header lists were valid when made); Fastify answers if it still can.
      app.log.error({ err, url: req.url }, 'could not write a catalogue answer from memory')
      if (!res.headersSent) return false
      res.destroy()
      return true
    }
    if (logAnswers)
      app.log.info(
        { req: asLogged(req, trustProxy), res, responseTime: performance.now() - started, answer },
        'request completed',
      )
    return true
  }
  const fresh = async () => {
    const pending = freshness.check()
    if (pending) await pending
  }

  /** Routes whose misses are answered in front of Fastify too (inFront). */
  const lanes: FrontLane[] = []
  /**
   * A miss answered in front of Fastify: loaded (and, with the cache on, kept) as the route
   * would, then written like a hit. Any failure (a 404, a refused cursor, a database outage)
   * leaves the request to Fastify, which runs the route again and answers it with its own texts.
   */
  const answerMiss = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    load: FrontLoad,
    started: number,
  ) => {
    try {
      await fresh()
      const wire = enabled
        ? await caches.answers.getOrLoad(url, () => fill(load))
        : // Nothing is kept: only the variant this client takes.
          wireAnswer(
            await encodeAnswer(await load(), [chooseCoding(req.headers['accept-encoding'])]),
            fixedHeaders,
            PUBLIC_CACHE_CONTROL,
          )
      return write(req, res, wire, started, 'loaded')
    } catch {
      return false
    }
  }
  const fill = async (load: FrontLoad) =>
    wireAnswer(await encodeAnswer(await load(), ['br', 'gzip']), fixedHeaders, PUBLIC_CACHE_CONTROL)
  const answerLane = (
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    started: number,
  ): boolean | Promise<boolean> => {
    if (lanes.length === 0) return false
    const q = url.indexOf('?')
    const path = q < 0 ? url : url.slice(0, q)
    const query = q < 0 ? '' : url.slice(q + 1)
    for (const lane of lanes) {
      let load: FrontLoad | undefined
      try {
        load = lane(path, query)
      } catch {
        // Input a schema's own code threw on: Fastify answers it as it would.
        return false
      }
      if (load) return answerMiss(req, res, url, load, started)
    }
    return false
  }

  // On a listening server, GETs of the catalogue answers are served before Fastify sees them
  // (ADR 036): hits from memory, and the misses of the routes that registered a lane (inFront).
  // When the freshness check is due, a URL that is held waits for it as in the route's hook (the
  // check may forget it). Anything else goes to Fastify at once.
  answerFirst(app.server, (req, res) => {
    if (closing || req.method !== 'GET') return false
    const started = performance.now()
    const url = req.url ?? ''
    const hit = enabled ? caches.answers.get(url) : undefined
    if (hit) {
      const pending = freshness.check()
      if (!pending) return write(req, res, hit, started)
      return pending.then(() => {
        const still = caches.answers.get(url)
        return still ? write(req, res, still, started) : answerLane(req, res, url, started)
      })
    }
    return answerLane(req, res, url, started)
  })
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
            if (hit) sendEncoded(request, reply, hit.answer, PUBLIC_CACHE_CONTROL)
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
          const wire: WireAnswer = await caches.answers.getOrLoad(request.url, () => fill(load))
          encoded = wire.answer
        } else {
          // Nothing is kept: make only the variant this client takes.
          encoded = await encodeAnswer(await load(), [chooseCoding(request.headers['accept-encoding'])])
        }
        return sendEncoded(request, reply, encoded, PUBLIC_CACHE_CONTROL)
      },
      inFront(lane) {
        lanes.push(lane)
      },
    },
  }
}

/**
 * What Fastify's request serialiser reads of a request (method, url, host, ip, socket), for a raw
 * one: the client's address and the host as Fastify works them out with `trustProxy` on or off
 * (TRUST_PROXY is a boolean: every proxy is trusted, so the address is the first of
 * X-Forwarded-For, the host the last of X-Forwarded-Host).
 */
function asLogged(req: IncomingMessage, trustProxy: boolean) {
  const socket = req.socket
  const forwardedFor = trustProxy ? headerText(req.headers['x-forwarded-for']) : undefined
  const forwardedHost = trustProxy ? headerText(req.headers['x-forwarded-host']) : undefined
  const first = forwardedFor
    ?.split(',')
    .map((a) => a.trim())
    .find((a) => a !== '')
  return {
    method: req.method,
    url: req.url,
    headers: req.headers,
    host: forwardedHost
      ? forwardedHost.slice(forwardedHost.lastIndexOf(',') + 1).trim()
      : (req.headers.host ?? ''),
    ip: first ?? socket.remoteAddress,
    socket,
  }
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value)

/**
 * Puts `first` in front of the server's request listeners (Fastify's handler): when it answers
 * (returns or resolves to true), Fastify never sees the request. Only real connections pass
 * here; app.inject() calls Fastify directly.
 */
function answerFirst(
  server: Server,
  first: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>,
) {
  const rest = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  server.removeAllListeners('request')
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of rest) listener.call(server, req, res)
  }
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const answered = first(req, res)
    if (answered === true) return
    if (answered === false) return pass(req, res)
    answered.then(
      (done) => done || pass(req, res),
      () => pass(req, res),
    )
  })
}
