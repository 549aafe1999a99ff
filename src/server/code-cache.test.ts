import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSync } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { COMMONJS_WRAPPER, loadWithCodeCache } from './code-cache.ts'

// ADR 052: dist/server/main.js runs the CommonJS server bundle with V8's code cache. The bundle
// must run exactly as under Node's own loader, whatever state the cache file is in.

const dir = mkdtempSync(join(tmpdir(), 'freshcart-code-cache-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const BUNDLE = `
const { basename } = require('node:path')
exports.file = basename(__filename)
exports.dir = __dirname
exports.add = (a, b) => a + b
exports.later = () => typeof require('node:zlib').gzipSync
`

describe('loadWithCodeCache', () => {
  it('runs the bundle as a CommonJS module, writes its cache, then runs from the cache', () => {
    const bundle = join(dir, 'server.cjs')
    const cache = join(dir, 'server-1.v8cache')
    writeFileSync(bundle, BUNDLE)

    const first = loadWithCodeCache(bundle, cache)
    expect(first.cache).toBe('none')
    expect(first.exports.file).toBe('server.cjs')
    expect(first.exports.dir).toBe(dir)
    expect((first.exports.add as (a: number, b: number) => number)(2, 3)).toBe(5)
    // A module outside the bundle required when first used, as the server does pdfkit and sharp.
    expect((first.exports.later as () => string)()).toBe('function')
    expect(first.writeCache()).toBe(true)
    expect(existsSync(cache)).toBe(true)

    const second = loadWithCodeCache(bundle, cache)
    expect(second.cache).toBe('used')
    expect((second.exports.add as (a: number, b: number) => number)(4, 5)).toBe(9)
    expect((second.exports.later as () => string)()).toBe('function')
  })

  it('runs the bundle compiled afresh when the cache file is not V8 code cache, and rewrites it', () => {
    const bundle = join(dir, 'other.cjs')
    const cache = join(dir, 'other-1.v8cache')
    writeFileSync(bundle, BUNDLE)
    writeFileSync(cache, Buffer.concat([Buffer.from(`${bundle}\0`), Buffer.alloc(4096, 7)]))

    const broken = loadWithCodeCache(bundle, cache)
    expect(broken.cache).toBe('rejected')
    expect((broken.exports.add as (a: number, b: number) => number)(1, 1)).toBe(2)
    expect(broken.writeCache()).toBe(true)
    expect(loadWithCodeCache(bundle, cache).cache).toBe('used')
  })

  it('does not take the cache of a copy of the bundle elsewhere, whose stack traces would name the old folder', () => {
    const from = join(dir, 'built')
    const to = join(dir, 'copied')
    mkdirSync(from)
    mkdirSync(to)
    const thrower = 'exports.fail = () => { throw new Error("where") }\n'
    writeFileSync(join(from, 'server.cjs'), thrower)
    loadWithCodeCache(join(from, 'server.cjs'), join(from, 'server.v8cache')).writeCache()
    copyFileSync(join(from, 'server.cjs'), join(to, 'server.cjs'))
    copyFileSync(join(from, 'server.v8cache'), join(to, 'server.v8cache'))

    const copied = loadWithCodeCache(join(to, 'server.cjs'), join(to, 'server.v8cache'))
    expect(copied.cache).toBe('none')
    expect(() => (copied.exports.fail as () => void)()).toThrow(
      expect.objectContaining({ stack: expect.stringContaining(join(to, 'server.cjs')) }),
    )
    expect(copied.writeCache()).toBe(true)
    expect(loadWithCodeCache(join(to, 'server.cjs'), join(to, 'server.v8cache')).cache).toBe('used')
  })

  it('runs a bundle that carries its CommonJS wrapper (the built server), with line numbers the file’s own', () => {
    const bundle = join(dir, 'wrapped.cjs')
    const cache = join(dir, 'wrapped-1.v8cache')
    writeFileSync(
      bundle,
      `${COMMONJS_WRAPPER}\n${BUNDLE}exports.fail = () => { throw new Error('where') }\n})\n`,
    )
    const failLine = BUNDLE.split('\n').length + 1

    const first = loadWithCodeCache(bundle, cache)
    expect(first.cache).toBe('none')
    expect(first.exports.file).toBe('wrapped.cjs')
    expect(first.exports.dir).toBe(dir)
    expect((first.exports.later as () => string)()).toBe('function')
    expect(() => (first.exports.fail as () => void)()).toThrow(
      expect.objectContaining({ stack: expect.stringContaining(`${bundle}:${failLine}:`) }),
    )
    expect(first.writeCache()).toBe(true)
    const second = loadWithCodeCache(bundle, cache)
    expect(second.cache).toBe('used')
    expect((second.exports.add as (a: number, b: number) => number)(4, 5)).toBe(9)
  })

  it('with source maps on, runs a bundle that carries its wrapper through Node’s loader, its traces mapped', () => {
    const sources = join(dir, 'mapped-src')
    mkdirSync(sources)
    writeFileSync(
      join(sources, 'entry.ts'),
      "export function fail(): never {\n  throw new Error('where')\n}\n",
    )
    const bundle = join(dir, 'mapped.cjs')
    const built = buildSync({
      entryPoints: [join(sources, 'entry.ts')],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      sourcemap: 'external',
      outfile: bundle,
      write: false,
    })
    const code = built.outputFiles.find((f) => f.path.endsWith('.cjs'))!.text
    const map = JSON.parse(built.outputFiles.find((f) => f.path.endsWith('.map'))!.text)
    // As scripts/build-server.mjs writes the server: the wrapper on its own line, the map a line down.
    writeFileSync(bundle, `${COMMONJS_WRAPPER}\n${code}\n//# sourceMappingURL=mapped.cjs.map\n})\n`)
    writeFileSync(`${bundle}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
    // In a process of its own: Vitest formats stack traces itself.
    const probe = `
      import { loadWithCodeCache } from ${JSON.stringify(join(import.meta.dirname, 'code-cache.ts'))}
      const loaded = loadWithCodeCache(${JSON.stringify(bundle)}, ${JSON.stringify(join(dir, 'mapped.v8cache'))})
      try { loaded.exports.fail() } catch (err) { console.log(loaded.cache, err.stack.split('\\n')[1].trim()) }`
    const out = execFileSync(
      process.execPath,
      ['--enable-source-maps', '--import', 'tsx', '--input-type=module', '-e', probe],
      {
        encoding: 'utf8',
      },
    )
    const entry = join(sources, 'entry.ts').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    expect(out.trim()).toMatch(new RegExp(`^off at .*fail \\(${entry}:2:\\d+\\)$`))
  })

  it('starts when the cache cannot be written (a read-only install)', () => {
    const bundle = join(dir, 'read-only.cjs')
    writeFileSync(bundle, BUNDLE)
    const loaded = loadWithCodeCache(bundle, join(dir, 'no-such-folder', 'server.v8cache'))
    expect(loaded.exports.file).toBe('read-only.cjs')
    expect(loaded.writeCache()).toBe(false)
    expect(existsSync(join(dir, 'no-such-folder'))).toBe(false)
  })
})
