// A JSON answer turned into bytes once, with its compressed variants and a strong ETag, so that
// answering it again is writing stored bytes (ADR 027): no serialising, no response validation,
// no compression per request.
//
// Each variant has its own strong ETag (the same hash, suffixed per encoding: strong validators
// must differ between different bytes), and If-None-Match matches any of them, so a browser that
// holds the gzip bytes gets a 304 after switching to br and back.
import { hash as digest } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type ContentCoding = 'br' | 'gzip' | 'identity'

/**
 * Compression levels by measurement on a 24-card listing page (8.9 KB of JSON; ADR 027):
 * Brotli quality 4 / 5 / 8 / 9 / 11 cost 0.29 / 0.41 / 0.77 / 20 / 48 ms for 1,707 / 1,645 /
 * 1,637 / 1,630 / 1,555 bytes; gzip level 1 / 6 / 9 cost 0.10 / 0.18 / 0.21 ms for 1,912 / 1,823 /
 * 1,781 bytes. Past quality 8 Brotli costs 50–100× more for ≤ 5 % fewer bytes, on every miss.
 */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 9

export type EncodedAnswer = {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
  /** The hash part of the ETags: `"<hash>"`, `"<hash>-br"`, `"<hash>-gz"`. */
  hash: string
}

const SUFFIX: Record<ContentCoding, string> = { identity: '', br: '-br', gzip: '-gz' }

/** `bytes` in `coding` (Brotli at BROTLI_QUALITY in text mode, gzip at GZIP_LEVEL), off the main thread. */
export async function compressBytes(bytes: Buffer, coding: 'br' | 'gzip'): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(bytes, { level: GZIP_LEVEL })
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
}

/**
 * Serialises `value` (plain JSON data, already of its response schema's shape: the route's
 * tests check it) and compresses it into each of `codings`, off the main thread.
 */
export async function encodeAnswer(
  value: unknown,
  codings: readonly ContentCoding[],
): Promise<EncodedAnswer> {
  const identity = Buffer.from(JSON.stringify(value))
  // One call, no Hash object per answer (each is a native object the GC must finalise).
  const hash = digest('sha256', identity, 'base64url').slice(0, 22)
  const br = codings.includes('br')
  const gz = codings.includes('gzip')
  // Plain only (a miss with the cache off, for a client that takes no coding): no promise to wait on.
  if (!br && !gz) return { identity, hash }
  const [brBytes, gzBytes] = await Promise.all([
    br ? compressBytes(identity, 'br') : undefined,
    gz ? compressBytes(identity, 'gzip') : undefined,
  ])
  return { identity, hash, ...(brBytes ? { br: brBytes } : {}), ...(gzBytes ? { gzip: gzBytes } : {}) }
}

/**
 * The coding to answer in: br when accepted, else gzip, else none. A coding is accepted when
 * listed without q=0 (or `*` is); identity is always acceptable for these answers.
 */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity'
  // Clients send a handful of distinct headers ('gzip, deflate, br, zstd' from every browser):
  // parsed once each.
  const known = codingByHeader.get(acceptEncoding)
  if (known) return known
  const coding = parseAcceptEncoding(acceptEncoding)
  if (codingByHeader.size >= MAX_KNOWN_HEADERS) codingByHeader.clear()
  codingByHeader.set(acceptEncoding, coding)
  return coding
}

const codingByHeader = new Map<string, ContentCoding>()
const MAX_KNOWN_HEADERS = 200

function parseAcceptEncoding(acceptEncoding: string): ContentCoding {
  const accepted = new Map<string, boolean>()
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';')
    const name = rawName!.trim().toLowerCase()
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(p))
    accepted.set(name === 'x-gzip' ? 'gzip' : name, !refused)
  }
  const star = accepted.get('*') === true
  for (const coding of ['br', 'gzip'] as const) {
    if (accepted.get(coding) ?? star) return coding
  }
  return 'identity'
}

export function etagOf(answer: EncodedAnswer, coding: ContentCoding): string {
  return `"${answer.hash}${SUFFIX[coding]}"`
}

/** Whether If-None-Match names any variant of this answer (weak comparison, as RFC 9110 13.1.2 says). */
export function matchesIfNoneMatch(header: string | undefined, answer: EncodedAnswer): boolean {
  if (!header) return false
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '')
    if (tag === '*') return true
    if (!tag.startsWith(`"${answer.hash}`)) continue
    const suffix = tag.slice(answer.hash.length + 1, -1)
    if (tag.endsWith('"') && (suffix === '' || suffix === '-br' || suffix === '-gz')) return true
  }
  return false
}

/**
 * Writes the answer: 304 when If-None-Match names it, else the stored bytes in the best
 * accepted coding (falling back to identity when that variant was not made). The route must
 * have `compress: false` so @fastify/compress leaves the bytes alone.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  cacheControl: string,
): FastifyReply {
  let coding = chooseCoding(request.headers['accept-encoding'])
  if (coding !== 'identity' && answer[coding] === undefined) coding = 'identity'
  reply.header('vary', 'Accept-Encoding')
  reply.header('cache-control', cacheControl)
  reply.header('etag', etagOf(answer, coding))
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer)) return reply.code(304).send()
  reply.header('content-type', 'application/json; charset=utf-8')
  if (coding !== 'identity') reply.header('content-encoding', coding)
  return reply.send(coding === 'identity' ? answer.identity : answer[coding])
}

/**
 * An answer ready for the wire: per coding, the complete header list a 200 and a 304 carry
 * (`fixed`, the headers every answer of the app carries, then the same headers sendEncoded
 * sets), built once per cache entry so a hit formats nothing (ADR 036).
 */
export type WireAnswer = {
  answer: EncodedAnswer
  ok: Record<ContentCoding, string[] | undefined>
  notModified: Record<ContentCoding, string[] | undefined>
}

export function wireAnswer(
  answer: EncodedAnswer,
  fixed: Readonly<Record<string, string>>,
  cacheControl: string,
): WireAnswer {
  const base = flatHeaders(fixed)
  const ok = {} as WireAnswer['ok']
  const notModified = {} as WireAnswer['notModified']
  for (const coding of ['identity', 'br', 'gzip'] as const) {
    const body = coding === 'identity' ? answer.identity : answer[coding]
    if (!body) continue
    const validators = [
      'vary',
      'Accept-Encoding',
      'cache-control',
      cacheControl,
      'etag',
      etagOf(answer, coding),
    ]
    notModified[coding] = [...base, ...validators]
    ok[coding] = [
      ...base,
      ...validators,
      'content-type',
      'application/json; charset=utf-8',
      ...(coding === 'identity' ? [] : ['content-encoding', coding]),
      'content-length',
      String(body.length),
    ]
  }
  return { answer, ok, notModified }
}

/** The app's fixed headers as a flat name, value list: made once per header object. */
const flattened = new WeakMap<Readonly<Record<string, string>>, string[]>()
function flatHeaders(fixed: Readonly<Record<string, string>>): string[] {
  let flat = flattened.get(fixed)
  if (!flat) {
    flat = Object.entries(fixed).flat()
    flattened.set(fixed, flat)
  }
  return flat
}

/** sendEncoded on node's own request and response, with the header lists made by wireAnswer. */
export function writeWire(req: IncomingMessage, res: ServerResponse, wire: WireAnswer): void {
  const { answer } = wire
  let coding = chooseCoding(req.headers['accept-encoding'])
  if (wire.ok[coding] === undefined) coding = 'identity'
  if (matchesIfNoneMatch(req.headers['if-none-match'], answer)) {
    res.writeHead(304, wire.notModified[coding])
    res.end()
    return
  }
  res.writeHead(200, wire.ok[coding])
  res.end(coding === 'identity' ? answer.identity : answer[coding])
}
