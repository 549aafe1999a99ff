import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { build, type Metafile } from 'esbuild'
import { describe, expect, test } from 'vitest'
import {
  PATCHES,
  type Patch,
  patchDependencies,
  patchedText,
  SERVER_BUNDLE_OPTIONS,
} from './server-bundle.mjs'

// ADR 080: what the server's start loads. A store on PostgreSQL never compiles PGlite, and no
// start loads Node's fetch implementation (undici) for a question nobody needs answered.

const PG_STREAM = resolve('node_modules/pg/lib/stream.js')
const COMPRESS_UTILS = resolve('node_modules/@fastify/compress/lib/utils.js')
const PG_UTILS = resolve('node_modules/pg/lib/utils.js')

/** One dependency file bundled with the server's patches, run as CommonJS; its exports. */
async function loadPatched(file: string, patch?: Patch): Promise<Record<string, unknown>> {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    plugins: patch ? [patchDependencies([patch])] : [],
  })
  const module = { exports: {} as Record<string, unknown> }
  new Function('module', 'exports', 'require', out.outputFiles[0]!.text)(
    module,
    module.exports,
    createRequire(file),
  )
  return module.exports
}

/** Runs `load` with a watch on the global `Response`; true when something touched it. */
async function touchesResponse(load: () => Promise<unknown>): Promise<boolean> {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'Response')!
  let touched = false
  Object.defineProperty(globalThis, 'Response', {
    configurable: true,
    get() {
      touched = true
      return own.get ? own.get.call(globalThis) : own.value
    },
  })
  try {
    await load()
  } finally {
    Object.defineProperty(globalThis, 'Response', own)
  }
  return touched
}

/** Every module the entry reaches through static imports and require() calls, not import(). */
function loadedAtStart(metafile: Metafile, entry: string): { files: Set<string>; external: Set<string> } {
  const files = new Set<string>()
  const external = new Set<string>()
  const lazy = new Set<string>()
  const visit = (path: string) => {
    if (files.has(path)) return
    files.add(path)
    for (const imported of metafile.inputs[path]?.imports ?? []) {
      if (imported.kind === 'dynamic-import') {
        lazy.add(imported.path)
        continue
      }
      if (imported.external) external.add(imported.path)
      else visit(imported.path)
    }
  }
  visit(entry)
  return { files, external }
}

describe('the server bundle', () => {
  test('each patch finds its text in the installed dependency, and a missing one is an error', () => {
    for (const [file, patch] of [
      [PG_STREAM, PATCHES[0]!],
      [COMPRESS_UTILS, PATCHES[1]!],
      [PG_UTILS, PATCHES[2]!],
    ] as const) {
      expect(file).toMatch(patch.file)
      expect(patchedText(file, readFileSync(file, 'utf8'), patch)).toContain(patch.to)
    }
    expect(() => patchedText('x.js', 'module.exports = 1', PATCHES[0]!)).toThrow(/no longer holds/)
  })

  test("node-postgres's stream loads without touching Response once patched (and touches it without)", async () => {
    expect(await touchesResponse(() => loadPatched(PG_STREAM))).toBe(true)
    let stream: Record<string, unknown> = {}
    expect(
      await touchesResponse(async () => {
        stream = await loadPatched(PG_STREAM, PATCHES[0])
      }),
    ).toBe(false)
    // The Node.js sockets, as before.
    expect(typeof stream.getStream).toBe('function')
    expect(typeof stream.getSecureStream).toBe('function')
  })

  test("compress's question tells a Response from every other payload without touching Response", async () => {
    const utils = await loadPatched(COMPRESS_UTILS, PATCHES[1])
    const isFetchResponse = utils.isFetchResponse as (payload: unknown) => boolean
    const payloads = [null, undefined, 'text', Buffer.from('bytes'), { status: 200 }, 42]
    expect(await touchesResponse(async () => payloads.map(isFetchResponse))).toBe(false)
    expect(payloads.map(isFetchResponse)).toEqual(payloads.map(() => false))
    expect(isFetchResponse(new Response('answer'))).toBe(true)
  })

  test("node-postgres's copy of a query's config, patched, is an equal copy that leaves the config alone", async () => {
    type Normalize = (config: unknown, values?: unknown, callback?: unknown) => Record<string, unknown>
    const unpatched = (await loadPatched(PG_UTILS)).normalizeQueryConfig as Normalize
    const patched = (await loadPatched(PG_UTILS, PATCHES[2])).normalizeQueryConfig as Normalize
    const types = { getTypeParser: () => String }
    const configs = [
      { name: 'fc_a', text: 'SELECT $1::int', values: [1], rowMode: 'array' },
      { text: 'SELECT 1', types },
      { name: 'fc_b', text: 'SELECT $1::text', rowMode: 'array', types },
    ]
    const callback = () => {}
    for (const config of configs) {
      const kept = structuredClone({ ...config, types: undefined })
      for (const [values, cb] of [
        [undefined, undefined],
        [[7], undefined],
        [[8], callback],
        [callback, undefined],
      ]) {
        const copy = patched(config, values, cb)
        expect(copy).toEqual(unpatched(config, values, cb))
        expect(copy).not.toBe(config)
        expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
      }
      // The caller's object is as it was: no values or callback written into it.
      expect({ ...config, types: undefined }).toEqual(kept)
      if ('types' in config) expect(config.types).toBe(types)
    }
    // A config of another class keeps its prototype and its accessors, as before the patch.
    class Statement {
      get text() {
        return 'SELECT 2'
      }
    }
    const statement = new Statement()
    const copy = patched(statement, [1])
    expect(Object.getPrototypeOf(copy)).toBe(Statement.prototype)
    expect(copy.text).toBe('SELECT 2')
    expect(copy.values).toEqual([1])
    expect(Object.keys(statement)).toEqual([])
  })

  test('a start on PostgreSQL loads no PGlite; a start on PGlite loads it when it opens the database', async () => {
    const out = await build({ ...SERVER_BUNDLE_OPTIONS, write: false, metafile: true, logLevel: 'silent' })
    const { files, external } = loadedAtStart(out.metafile, 'src/server/main.ts')
    expect(files.has('src/server/db/database.ts')).toBe(true)
    expect([...external].filter((name) => name.startsWith('@electric-sql/'))).toEqual([])
    expect(files.has('src/server/db/pglite-database.ts')).toBe(false)
    // Reached through import(): what a store on PGlite loads as it opens its database.
    const all = Object.keys(out.metafile.inputs)
    expect(all).toContain('src/server/db/pglite-database.ts')
    expect(out.metafile.inputs['src/server/db/pglite-database.ts']!.imports.map((i) => i.path)).toContain(
      '@electric-sql/pglite',
    )
  })
})
