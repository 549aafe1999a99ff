import type { InjectOptions } from 'fastify'

// The malformed inputs bad-input-sweep.test.ts throws at every route: path parameters, queries,
// bodies and content types, files, headers. Add a case here and every route gets it.

export const HUGE = 'x'.repeat(1024 * 1024)

export type Case = { name: string } & Omit<InjectOptions, 'url' | 'method' | 'path'> & {
    /** Replaces each path parameter; the route's own query otherwise. */
    param?: string
    query?: string
  }

/** Path parameters that are not ids: each must be a 4xx (or a 404), never a 500. */
export const PARAMS = [
  'not-a-uuid',
  'x'.repeat(600),
  encodeURIComponent('पनीर-ü-😀'),
  '%00',
  'a%00b',
  '-1',
  '1.5',
  '99999999999999999999999',
  '%E0%A4%A',
  "1'%20or%20'1'='1",
  '00000000-0000-0000-0000-00000000000g',
]

/** Query strings of wrong types, sizes and shapes, under the names the API's queries use. */
export const QUERIES = [
  'page=-1&limit=-5&minPrice=-100&maxPrice=NaN&minRating=1.5&offset=-1',
  'page=1e309&limit=99999999999999999999&minPrice=Infinity&maxPrice=1e400&minRating=NaN',
  'page=1.5&limit=2.5&pageSize=0.1&days=1.5&period=1.5',
  'page=1&page=2&limit=1&limit=x&q=a&q=b&sort=name&sort=price&category=a&category=b',
  'sort=nope&order=sideways&status=nope&inStock=maybe&last=perhaps&view=x&period=forever',
  `q=${'q'.repeat(20_000)}&search=${'s'.repeat(20_000)}`,
  'from=2026-13-45&to=not-a-date&date=2026-02-30&month=2026-99&since=-1&until=9999999999999999',
  'after=garbage&before=%00%00&cursor=%7B%22a%22%3A1%7D&categoryId=not-a-uuid&productId=1',
  'q=%00&q=%F0%9F%98%80&search=%E2%80%AE&token=..%2F..%2Fetc%2Fpasswd&callbackURL=javascript:alert(1)',
  'page[]=1&limit[a]=2&sort[$ne]=x&__proto__[x]=1&constructor[prototype][x]=1',
]

function nested(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`
}

/** Wrong types for the field names the API's bodies use; every value of the wrong kind. */
const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'phone',
  'fullName',
  'productId',
  'quantity',
  'rating',
  'comment',
  'title',
  'addressId',
  'deliveryLocationId',
  'deliverySlotId',
  'paymentMethod',
  'notes',
  'status',
  'note',
  'price',
  'mrp',
  'stockQuantity',
  'categoryId',
  'imageUrl',
  'pincodes',
  'locale',
  'reference',
  'reason',
  'version',
  'word',
  'synonyms',
  'line1',
  'city',
  'state',
  'pincode',
  'isDefault',
  'deliveryFee',
  'upiId',
]
const WRONG_VALUES: unknown[] = [
  null,
  -1,
  1.5,
  1e308,
  '',
  '   ',
  [],
  {},
  true,
  ['a', 1],
  { $ne: null },
  '\u0000',
  'x'.repeat(100_000),
]
function wrongTypes(offset: number): Record<string, unknown> {
  return Object.fromEntries(FIELD_NAMES.map((k, i) => [k, WRONG_VALUES[(i + offset) % WRONG_VALUES.length]]))
}

/** A PNG that declares a 100,000 × 100,000 canvas: a "decompression bomb" a decoder must refuse. */
function bombPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(100_000, 0)
  ihdr.writeUInt32BE(100_000, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  // One compressed row of zeros: the header promises far more than the data holds.
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))])
}

function multipart(parts: { field: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----sweep${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.field}"; filename="${p.filename}"`
      : `form-data; name="${p.field}"`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const invalidUtf8Csv = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from('name,price,unit,category\n'),
  Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x2c, 0x31, 0x30, 0x0a]),
])
const FILES: Case[] = [
  {
    name: 'a text file as an image',
    ...multipart([{ field: 'file', filename: 'a.png', type: 'image/png', data: 'hello' }]),
  },
  {
    name: 'a zero-byte file',
    ...multipart([{ field: 'file', filename: 'a.jpg', type: 'image/jpeg', data: '' }]),
  },
  {
    name: 'a truncated PNG',
    ...multipart([{ field: 'file', filename: 'a.png', type: 'image/png', data: PNG_START }]),
  },
  {
    name: 'a decompression-bomb PNG',
    ...multipart([{ field: 'file', filename: 'b.png', type: 'image/png', data: bombPng() }]),
  },
  {
    name: 'the file under a wrong field name',
    ...multipart([{ field: 'picture', filename: 'a.png', type: 'image/png', data: bombPng() }]),
  },
  { name: 'a form with no file, only a text field', ...multipart([{ field: 'file', data: 'just text' }]) },
  {
    name: 'two files',
    ...multipart([
      { field: 'file', filename: 'a.csv', type: 'text/csv', data: 'a' },
      { field: 'file', filename: 'b.csv', type: 'text/csv', data: 'b' },
    ]),
  },
  {
    name: 'a CSV with a BOM and invalid UTF-8',
    ...multipart([{ field: 'file', filename: 'p.csv', type: 'text/csv', data: invalidUtf8Csv }]),
  },
  {
    name: 'a UTF-16 CSV without its BOM',
    ...multipart([
      {
        field: 'file',
        filename: 'p.csv',
        type: 'text/csv',
        data: Buffer.from('name,price\nTea,10\n', 'utf16le'),
      },
    ]),
  },
  {
    name: 'a CSV with a 1 MB row',
    ...multipart([
      {
        field: 'file',
        filename: 'p.csv',
        type: 'text/csv',
        data: `name,price,unit,category\n${HUGE},10,1 kg,Tea\n`,
      },
    ]),
  },
  {
    name: 'a CSV of unbalanced quotes and NULs',
    ...multipart([
      { field: 'file', filename: 'p.csv', type: 'text/csv', data: 'name,price\n"Tea,\u0000,"10\n"""\n' },
    ]),
  },
  {
    name: 'a CSV of only a header',
    ...multipart([
      { field: 'file', filename: 'p.csv', type: 'text/csv', data: 'name,price,unit,category\n' },
    ]),
  },
  {
    name: 'a multipart body without its closing boundary',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
  {
    name: 'multipart without a boundary',
    payload: 'abc',
    headers: { 'content-type': 'multipart/form-data' },
  },
]

export const json = { 'content-type': 'application/json' }
export const BODIES: Case[] = [
  { name: 'an empty object', payload: '{}', headers: json },
  { name: 'an array for an object', payload: '[{"a":1}]', headers: json },
  { name: 'a bare string', payload: '"text"', headers: json },
  { name: 'a bare number', payload: '12', headers: json },
  { name: 'null', payload: 'null', headers: json },
  { name: 'invalid JSON', payload: '{"name": ', headers: json },
  { name: 'JSON with a trailing comma and comments', payload: '{"a":1,}// x', headers: json },
  { name: 'an empty body with a JSON content type', payload: '', headers: json },
  {
    name: 'JSON in UTF-16',
    payload: Buffer.from('{"name":"x"}', 'utf16le'),
    headers: { 'content-type': 'application/json; charset=utf-16' },
  },
  {
    name: 'a JSON body with an unknown charset',
    payload: '{}',
    headers: { 'content-type': 'application/json; charset=klingon' },
  },
  { name: 'deeply nested JSON', payload: nested(20_000), headers: json },
  {
    name: 'a 1 MB string in every field',
    payload: JSON.stringify(Object.fromEntries(FIELD_NAMES.slice(0, 3).map((k) => [k, HUGE]))),
    headers: json,
  },
  { name: 'wrong types in every field (1)', payload: JSON.stringify(wrongTypes(0)), headers: json },
  { name: 'wrong types in every field (2)', payload: JSON.stringify(wrongTypes(5)), headers: json },
  { name: 'wrong types in every field (3)', payload: JSON.stringify(wrongTypes(9)), headers: json },
  {
    name: 'prototype keys',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    headers: json,
  },
  {
    name: 'a lone surrogate and control characters',
    payload: '{"name":"\\ud800\\u0000\\u001b[31m","comment":"\\udfff"}',
    headers: json,
  },
  { name: 'plain text', payload: 'name=x', headers: { 'content-type': 'text/plain' } },
  {
    name: 'a form post',
    payload: 'name=x&quantity=-1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  { name: 'XML', payload: '<a>1</a>', headers: { 'content-type': 'application/xml' } },
  {
    name: 'a made-up content type',
    payload: '{}',
    headers: { 'content-type': 'application/x-nonsense; boundary' },
  },
  { name: 'a malformed content type', payload: '{}', headers: { 'content-type': ';;;/' } },
  { name: 'a body without a content type', payload: '{"name":"x"}', headers: { 'content-type': '' } },
  { name: 'a 1 MB unparseable body', payload: HUGE, headers: json },
  ...FILES,
]

/** Headers a client can get wrong: sessions, tokens, keys, languages. */
/**
 * Headers a client can get wrong: each request carries one bad cookie with a bad token, key,
 * language, encoding and validator (they are read by different code, so one request tests all).
 */
export const HEADERS: Case[] = [
  {
    name: 'a forged session cookie, a made-up bearer token, an invalid Idempotency-Key',
    headers: {
      cookie: 'freshcart.session_token=forged.signature',
      authorization: 'Bearer not-a-token',
      'idempotency-key': '%00 not a key',
      'accept-language': '*;q=x, hi-IN;q=2, ;;, zz',
    },
  },
  {
    name: 'a malformed cookie header, a malformed authorization, an overlong Idempotency-Key',
    headers: {
      cookie: '=;;; freshcart.session_token="%E0%A4%A; a=%00',
      authorization: 'Basic %%%',
      'idempotency-key': 'k'.repeat(5000),
      'accept-encoding': 'klingon;q=1, br;q=abc',
    },
  },
  {
    name: 'a 7 KB cookie, an empty Idempotency-Key, If-None-Match junk',
    headers: {
      cookie: `freshcart.session_token=${'c'.repeat(7000)}`,
      'idempotency-key': '',
      'if-none-match': '"\u0001", W/',
      'accept-language': 'hi',
    },
  },
]

export function isHeavy(c: Case): boolean {
  const size = typeof c.payload === 'string' || Buffer.isBuffer(c.payload) ? c.payload.length : 0
  return size > 100_000
}
