// How long a start takes to read the server bundle and compile it from V8's code cache (ADR 052),
// the step before the bundle's top level runs, for builds side by side: each round starts a fresh
// Node for each build (A B, B A, ...), which reads dist/server/server.cjs as that build's
// src/server/code-cache.ts does (UTF-8 and joined to the CommonJS wrapper, or Latin-1 as written
// when the file carries the wrapper) and compiles it with the build's cache file. Nothing runs.
//   npx tsx bench/bundle-load.ts --rounds 10 "A=/tmp/base" "B=/work/main"
// Each build must have started once (its cache file is written a second after its first start).
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const args = process.argv.slice(2)
let rounds = 10
const builds: { name: string; dir: string }[] = []
for (let i = 0; i < args.length; i++) {
  const a = args[i]!
  if (a === '--rounds') rounds = Number(args[++i])
  else {
    const at = a.indexOf('=')
    builds.push({ name: a.slice(0, at), dir: a.slice(at + 1) })
  }
}
if (builds.length === 0) {
  console.error('Name at least one build: NAME=FOLDER')
  process.exit(1)
}

// Run in a child of its own, as a start would: only Node's built-ins are loaded before it.
const probe = `
const { closeSync, openSync, readFileSync, readSync } = require('node:fs')
const vm = require('node:vm')
const [bundle, cacheFile] = process.argv.slice(1)
const wrapper = '(function (exports, require, module, __filename, __dirname) {'
const cache = readFileSync(cacheFile)
const cachedData = cache.subarray(cache.indexOf(0) + 1)
const head = Buffer.alloc(wrapper.length + 1)
const fd = openSync(bundle, 'r')
readSync(fd, head, 0, head.length, 0)
closeSync(fd)
const wrapped = head.toString('latin1') === wrapper + '\\n'
const t0 = performance.now()
const source = readFileSync(bundle, wrapped ? 'latin1' : 'utf8')
const t1 = performance.now()
const script = new vm.Script(wrapped ? source : wrapper + ' ' + source + '\\n})', { filename: bundle, cachedData })
const t2 = performance.now()
console.log(JSON.stringify({ wrapped, read: t1 - t0, compile: t2 - t1, rejected: script.cachedDataRejected }))
`

type Line = { wrapped: boolean; read: number; compile: number; rejected: boolean }
const results: Record<string, Line[]> = {}
for (let round = 0; round < rounds; round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    const serverDir = join(build.dir, 'dist/server')
    const cacheName = readdirSync(serverDir).find((n) => n.endsWith('.v8cache'))
    if (!cacheName)
      throw new Error(`${build.name}: no code cache in ${serverDir}: start that build once first`)
    const out = execFileSync(
      process.execPath,
      ['-e', probe, join(serverDir, 'server.cjs'), join(serverDir, cacheName)],
      {
        encoding: 'utf8',
      },
    )
    results[build.name] = [...(results[build.name] ?? []), JSON.parse(out) as Line]
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}`
for (const build of builds) {
  const lines = results[build.name]!
  const total = lines.map((l) => l.read + l.compile)
  console.log(
    `${build.name}: ${lines[0]!.wrapped ? 'carries its wrapper' : 'joined to the wrapper'}, cache ${lines.some((l) => l.rejected) ? 'REJECTED' : 'used'}; ` +
      `read ${median(lines.map((l) => l.read)).toFixed(1)} ms, compile ${median(lines.map((l) => l.compile)).toFixed(1)} ms (medians), ` +
      `read + compile median ${median(total).toFixed(1)} ms, range ${range(total)} ms over ${lines.length} starts`,
  )
}
