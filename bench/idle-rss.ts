// Idle resident memory of the store after some traffic, A/B interleaved (issue 13 item 4, ADR 055).
//   npx tsx bench/idle-rss.ts --rounds 3 --warm 300 --idle 30 --port 4712 --data <store> \
//     "A=/tmp/base" "B=/tmp/new|MALLOC_ARENA_MAX=2 --v8-pool-size=2"
// A build is NAME=FOLDER[|WORDS]: the folder holds dist/, scripts/, package.json and
// node_modules; WORDS adds environment variables (NAME=value) and Node flags (--flag) to the
// server. Each build is started the way `npm start` starts it (npm's own client runs the folder's
// `start` script, which execs node on scripts/start.mjs; `--script dist/server/main.js` runs node on
// that file instead). Per round and build, A B then B A...:
//  1. starts it on a copy of the store's data folder made for that run (`--data`, e.g. a demo store
//     made by a first `npm start`, or one with `npm run db:seed -- --products 100000`), and waits
//     for /api/health;
//  2. signs a shopper in (made once with `dist/server/cli.js create-user`) and sends `--warm`
//     requests one at a time, a mix of what a shopper asks: home, category and product pages
//     (server-rendered) and their APIs, listings (pages 1-3), search, suggestions, the cart and
//     adding to it; reports the server's CPU per request (the database runs in it);
//  3. waits `--idle` seconds with no traffic and reads VmRSS of the node process
//     (/proc/<pid>/status), with where it is (/proc/<pid>/smaps: the WebAssembly memory, glibc's
//     heap and per-thread arenas, thread stacks, node's own text, the rest: V8's heap and code).
// `--keep-data` reuses one copy per build for every round instead of a fresh copy each time.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { processCpuMs, threadCpuMs } from './lib/cpu.ts'
import { rssMb, startServer, stopServer } from './lib/server-process.ts'

const args = process.argv.slice(2)
let rounds = 3
let port = 4712
let warm = 300
let idleSeconds = 30
let data = ''
let script = ''
let keepData = false
const builds: { name: string; dir: string; flags: string[]; env: Record<string, string> }[] = []
for (let i = 0; i < args.length; i++) {
  const a = args[i]!
  const next = () => args[++i] ?? ''
  if (a === '--rounds') rounds = Number(next())
  else if (a === '--port') port = Number(next())
  else if (a === '--warm') warm = Number(next())
  else if (a === '--idle') idleSeconds = Number(next())
  else if (a === '--data') data = resolve(next())
  else if (a === '--script') script = next()
  else if (a === '--keep-data') keepData = true
  else if (a === '--help') {
    console.log(readFileSync(new URL(import.meta.url), 'utf8').split('\nimport')[0])
    process.exit(0)
  } else {
    const at = a.indexOf('=')
    const [dir = '', words = ''] = a.slice(at + 1).split('|')
    const env: Record<string, string> = {}
    const flags: string[] = []
    for (const w of words.split(' ').filter(Boolean)) {
      const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(w)
      if (m) env[m[1]!] = m[2]!
      else flags.push(w)
    }
    builds.push({ name: a.slice(0, at), dir: resolve(dir), flags, env })
  }
}
if (builds.length === 0 || !data) {
  console.error('Give --data <store folder> and at least one build: NAME=FOLDER[|ENV=x --node-flag]')
  process.exit(1)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const npmCli = `${execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim()}/npm/bin/npm-cli.js`
const SHOPPER = { email: 'idle-rss-shopper@example.com', password: 'Shopper123' }

/** The node process serving: npm's child (its `start` script execs node), or the child itself. */
function serverPid(pid: number): number {
  if (script) return pid
  for (let i = 0; i < 200; i++) {
    const children = readdirSync(`/proc/${pid}/task`).flatMap((t) =>
      readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    )
    for (const c of children) if (readFileSync(`/proc/${c}/comm`, 'utf8').trim() === 'node') return c
    execFileSync('sleep', ['0.01'])
  }
  throw new Error(`no node process under npm (${pid})`)
}

type Where = Record<string, number>
/** Resident MB by kind of mapping, from /proc/<pid>/smaps. */
function residentByKind(pid: number): Where {
  const lines = readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')
  const maps: { start: number; end: number; perms: string; name: string; rss: number }[] = []
  for (const line of lines) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (head)
      maps.push({
        start: Number.parseInt(head[1]!, 16),
        end: Number.parseInt(head[2]!, 16),
        perms: head[3]!,
        name: head[4]!,
        rss: 0,
      })
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (rss && maps.length) maps[maps.length - 1]!.rss = Number(rss[1])
  }
  const kb: Where = {}
  const add = (k: string, v: number) => {
    kb[k] = (kb[k] ?? 0) + v
  }
  const ARENA = 64 << 20
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i]!
    const size = m.end - m.start
    const after = maps[i + 1]
    if (m.name === '[heap]') add('malloc heap', m.rss)
    else if (m.name.startsWith('[stack')) add('stacks', m.rss)
    else if (m.name.endsWith('/node') || m.name.includes('libnode')) add('node binary', m.rss)
    else if (m.name.startsWith('/') && !m.name.includes('(deleted)')) add('other files', m.rss)
    else if (
      size >= 4 * 1024 ** 3 ||
      (after && after.start === m.end && after.end - m.start >= 4 * 1024 ** 3)
    )
      add('WebAssembly memory', m.rss) // a wasm32 memory reserves 8 GB+ with its guard pages
    else if (
      m.start % ARENA === 0 &&
      after?.perms === '---p' &&
      after.start === m.end &&
      after.end - m.start === ARENA
    )
      add('malloc arenas', m.rss) // glibc's per-thread heaps: 64 MB aligned, the unused part ---p
    else if (m.perms === 'rw-p' && after === undefined) add('V8 heap, code, other', m.rss)
    else if (size === 8 << 20 && m.perms === 'rw-p') add('thread stacks', m.rss)
    else add('V8 heap, code, other', m.rss)
  }
  return Object.fromEntries(Object.entries(kb).map(([k, v]) => [k, Math.round(v / 1024)]))
}

async function warmUp(base: string, count: number): Promise<void> {
  const json = async <T>(path: string, init?: RequestInit) =>
    (await (await fetch(base + path, init)).json()) as T
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(SHOPPER),
  })
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`)
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const categories = await json<{ id: string }[]>('/api/categories')
  // A store from `db:seed -- --products N` answers /api/home with 500 (its ids fail the schema's
  // uuid check): the warm-up then takes its products from the listings alone.
  const home = await json<{ featured?: { id: string }[] }>('/api/home')
  const listed: string[] = []
  for (const c of categories.slice(0, 4)) {
    const page = await json<{ items?: { id: string }[] }>(`/api/categories/${c.id}/products`)
    for (const p of page.items ?? []) listed.push(p.id)
  }
  const productIds = [...(home.featured ?? []).map((p) => p.id), ...listed]
  const words = [
    'milk',
    'rice',
    'atta',
    'dal',
    'paneer',
    'tea',
    'oil',
    'sugar',
    'biscuit',
    'mango',
    'soap',
    'ghee',
  ]
  const signedIn = { cookie, origin: base }
  const steps: ((n: number) => [string, RequestInit?])[] = [
    () => ['/'],
    (n) => [`/category/${categories[n % categories.length]!.id}`],
    (n) => [`/product/${productIds[n % productIds.length]}`],
    (n) => [`/api/categories/${categories[n % categories.length]!.id}/products?page=${1 + (n % 3)}`],
    (n) => [`/api/products/${productIds[(n * 7) % productIds.length]}`],
    (n) => [`/api/search?q=${words[n % words.length]}`],
    (n) => [`/search?q=${words[(n + 5) % words.length]}`],
    (n) => [`/api/search/suggest?q=${words[n % words.length]!.slice(0, 3)}`],
    () => ['/api/home'],
    () => ['/api/cart', { headers: signedIn }],
    (n) => [
      `/api/cart/items/${productIds[n % productIds.length]}`,
      {
        method: 'PUT',
        headers: { ...signedIn, 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: 1 + (n % 3) }),
      },
    ],
    () => ['/api/cart/count', { headers: signedIn }],
  ]
  const failed = new Set<string>()
  for (let i = 0; i < count; i++) {
    const [path, init] = steps[i % steps.length]!(Math.floor(i / steps.length))
    const res = await fetch(base + path, init)
    await res.arrayBuffer()
    if (res.status >= 500) failed.add(path.replace(/[0-9a-f-]{36}|=.*$/g, ':x'))
  }
  if (failed.size) console.log(`  answered 5xx: ${[...failed].join(', ')}`)
}

type Line = {
  rss: number
  warmCpuPerReq: number
  cpuToHealthy: number
  mainThread: number
  load: string
  where: Where
}
const results: Record<string, Line[]> = {}
const copies = new Map<string, string>()
const copyFor = (name: string) => {
  if (keepData && copies.has(name)) return copies.get(name)!
  const dir = mkdtempSync(join(tmpdir(), `idle-rss-${name}-`))
  // Not the local socket of a server that was running on it or was killed (db/local-socket.ts):
  // a socket file cannot be copied, and the copy's server makes its own.
  cpSync(data, dir, { recursive: true, filter: (from) => !from.startsWith(join(data, 'socket')) })
  copies.set(name, dir)
  return dir
}
console.log(
  `idle RSS: ${rounds} rounds, ${warm} requests, ${idleSeconds} s idle, store ${data}, ${script ? `node ${script}` : 'npm start'}`,
)
for (let round = 0; round < rounds; round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    const dataDir = copyFor(build.name)
    const env = {
      DATA_DIR: dataDir,
      PGLITE_SOCKET_PORT: String(port + 1),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...build.env,
    }
    if (!existsSync(join(dataDir, '.idle-rss-shopper'))) {
      try {
        execFileSync(
          process.execPath,
          [
            'dist/server/cli.js',
            'create-user',
            '--email',
            SHOPPER.email,
            '--password',
            SHOPPER.password,
            '--verified',
          ],
          { cwd: build.dir, env: { ...process.env, ...env }, stdio: 'pipe' },
        )
      } catch {} // already there
      cpSync('/dev/null', join(dataDir, '.idle-rss-shopper'))
    }
    if (!script && build.flags.length)
      throw new Error('Node flags need --script (npm start takes NODE_OPTIONS=)')
    const { child, baseUrl } = await startServer(env, port, {
      cwd: build.dir,
      args: script ? [...build.flags, script] : [npmCli, 'start', '--silent'],
    })
    const pid = serverPid(child.pid!)
    try {
      const cpuToHealthy = processCpuMs(pid)
      const mainThread = threadCpuMs(pid)
      const before = processCpuMs(pid)
      await warmUp(baseUrl, warm)
      const warmCpuPerReq = +((processCpuMs(pid) - before) / warm).toFixed(2)
      await sleep(idleSeconds * 1000)
      const line: Line = {
        rss: rssMb(pid),
        warmCpuPerReq,
        cpuToHealthy,
        mainThread,
        load: loadavg()[0]!.toFixed(2),
        where: residentByKind(pid),
      }
      results[build.name] ??= []
      results[build.name]!.push(line)
      console.log(build.name, JSON.stringify(line))
    } finally {
      await stopServer(child)
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
for (const dir of copies.values()) rmSync(dir, { recursive: true, force: true })
for (const [name, lines] of Object.entries(results)) {
  const all = (key: 'rss' | 'warmCpuPerReq' | 'cpuToHealthy' | 'mainThread' | 'load') =>
    lines.map((l) => l[key]).join('/')
  const kinds = [...new Set(lines.flatMap((l) => Object.keys(l.where)))]
  console.log(
    `${name}: idle RSS ${all('rss')} MB (${kinds.map((k) => `${k} ${lines.map((l) => l.where[k] ?? 0).join('/')}`).join(', ')}); CPU per warm-up request ${all('warmCpuPerReq')} ms; CPU to healthy ${all('cpuToHealthy')} ms (main thread ${all('mainThread')}); load ${all('load')}`,
  )
}
