// Interleaved A/B of server starts on existing data (ADRs 039, 049). For each round and each build:
// start it (bench/lib/server-process.ts, as every benchmark does), wait for /api/health, read its
// CPU from spawn to healthy (the whole process and its main thread, /proc) and the wall time, wait
// 5 s and read the idle RSS, then ask one listing N times and report the CPU per request.
// Each build is a folder with dist/, scripts/, drizzle/, package.json and node_modules.
//   npx tsx bench/startup-ab.ts --rounds 3 --reqs 200 --env DATA_DIR=/tmp/x --env CATALOG_CACHE=false \
//     --port 4712 [--script dist/server/main.js] "A=/tmp/base" "B=/tmp/new|--some-node-flag"
// (a build is NAME=FOLDER[|NODE FLAGS[|SCRIPT]]; the script defaults to scripts/start.mjs, what
// `npm start` runs). Builds run A B, B A, A B... so neither always starts on a warmer machine.
import { loadavg } from 'node:os'
import { processCpuMs, threadCpuMs } from './lib/cpu.ts'
import { rssMb, startServer, stopServer } from './lib/server-process.ts'

const args = process.argv.slice(2)
let rounds = 3
let port = 4712
let script = 'scripts/start.mjs'
let reqs = 200
const env: Record<string, string> = {}
const builds: { name: string; dir: string; flags: string[]; script: string }[] = []
for (let i = 0; i < args.length; i++) {
  const a = args[i]!
  const next = () => args[++i] ?? ''
  if (a === '--rounds') rounds = Number(next())
  else if (a === '--port') port = Number(next())
  else if (a === '--script') script = next()
  else if (a === '--reqs') reqs = Number(next())
  else if (a === '--env') {
    const [k = '', ...v] = next().split('=')
    env[k] = v.join('=')
  } else {
    const at = a.indexOf('=')
    const [dir = '', flags = '', own = ''] = a.slice(at + 1).split('|')
    builds.push({ name: a.slice(0, at), dir, flags: flags.split(' ').filter(Boolean), script: own })
  }
}
if (builds.length === 0) {
  console.error('Name at least one build: NAME=FOLDER[|NODE FLAGS[|SCRIPT]]')
  process.exit(1)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
type Line = {
  wall: number
  cpu: number
  mainThreadCpu: number
  idle: number
  perRequest: number
  rssAfterRequests: number
  load: string
}
const results: Record<string, Line[]> = {}
for (let round = 0; round < rounds; round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    const { child, startupMs, baseUrl } = await startServer(env, port, {
      cwd: build.dir,
      args: [...build.flags, build.script || script],
    })
    const pid = child.pid!
    const cpu = processCpuMs(pid)
    const mainThreadCpu = threadCpuMs(pid)
    try {
      await sleep(5000)
      const idle = rssMb(pid)
      const [category] = (await (await fetch(`${baseUrl}/api/categories`)).json()) as { id: string }[]
      const url = `${baseUrl}/api/categories/${category!.id}/products?page=2`
      for (let i = 0; i < 50; i++) await (await fetch(url)).arrayBuffer()
      const before = processCpuMs(pid)
      for (let i = 0; i < reqs; i++) await (await fetch(url)).arrayBuffer()
      const perRequest = +((processCpuMs(pid) - before) / reqs).toFixed(3)
      const line = {
        wall: Math.round(startupMs),
        cpu,
        mainThreadCpu,
        idle,
        perRequest,
        rssAfterRequests: rssMb(pid),
        load: loadavg()[0]!.toFixed(2),
      }
      results[build.name] ??= []
      results[build.name]!.push(line)
      console.log(build.name, JSON.stringify(line))
    } finally {
      await stopServer(child)
    }
  }
}
for (const [name, lines] of Object.entries(results)) {
  const all = (key: keyof Line) => lines.map((l) => l[key]).join('/')
  console.log(
    `${name}: CPU to healthy ${all('cpu')} ms (main thread ${all('mainThreadCpu')}), wall ${all('wall')} ms, idle RSS ${all('idle')} MB, CPU per request ${all('perRequest')} ms, RSS after ${all('rssAfterRequests')} MB, load ${all('load')}`,
  )
}
