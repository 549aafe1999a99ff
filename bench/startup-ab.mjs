#!/usr/bin/env node
// Interleaved A/B of server starts on existing data (ADR 039): for each round and each build,
// start it, wait for /api/health, read its CPU (/proc/<pid>/stat) and wall time, wait 5 s and read
// the idle RSS (/proc/<pid>/status), then ask one listing N times and report the CPU per request.
// Each build is a folder with dist/, scripts/, drizzle/, package.json and node_modules.
//   node bench/startup-ab.mjs --rounds 3 --reqs 200 --env DATA_DIR=/tmp/x --env CATALOG_CACHE=false \
//     --port 4712 [--script dist/server/main.js] "A=/tmp/base" "B=/tmp/new|--some-node-flag"
// (a build is NAME=FOLDER[|NODE FLAGS[|SCRIPT]]; the script defaults to scripts/start.mjs).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'

const args = process.argv.slice(2)
let rounds = 3
let port = 4712
let script = 'scripts/start.mjs'
let reqs = 200
const env = {}
const builds = []
for (let i = 0; i < args.length; i++) {
  const a = args[i]
  if (a === '--rounds') rounds = Number(args[++i])
  else if (a === '--port') port = Number(args[++i])
  else if (a === '--script') script = args[++i]
  else if (a === '--reqs') reqs = Number(args[++i])
  else if (a === '--env') {
    const [k, ...v] = args[++i].split('=')
    env[k] = v.join('=')
  } else {
    const at = a.indexOf('=')
    const [dir, flags = '', own = ''] = a.slice(at + 1).split('|')
    builds.push({ name: a.slice(0, at), dir, flags: flags.split(' ').filter(Boolean), script: own })
  }
}

function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(f[11]) + Number(f[12])) * 10
}
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Math.round(Number(kb) / 1024)
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const base = `http://127.0.0.1:${port}`

const results = {}
for (let round = 0; round < rounds; round++) {
  // Odd rounds run the builds in reverse order: A B, B A, A B...
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    const started = performance.now()
    const child = spawn(process.execPath, [...build.flags, build.script || script], {
      cwd: build.dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${build.name} exited with ${child.exitCode}`)
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      await sleep(5)
    }
    const wall = Math.round(performance.now() - started)
    const cpu = cpuMs(child.pid)
    await sleep(5000)
    const idle = rssMb(child.pid)
    const [category] = await (await fetch(`${base}/api/categories`)).json()
    const url = `${base}/api/categories/${category.id}/products?page=2`
    for (let i = 0; i < 50; i++) await (await fetch(url)).arrayBuffer()
    const before = cpuMs(child.pid)
    for (let i = 0; i < reqs; i++) await (await fetch(url)).arrayBuffer()
    const perRequest = +((cpuMs(child.pid) - before) / reqs).toFixed(3)
    const after = rssMb(child.pid)
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
    const line = { wall, cpu, idle, perRequest, rssAfterRequests: after, load: loadavg()[0].toFixed(2) }
    results[build.name] ??= []
    results[build.name].push(line)
    console.log(build.name, JSON.stringify(line))
  }
}
for (const [name, lines] of Object.entries(results)) {
  const all = (key) => lines.map((l) => l[key]).join('/')
  console.log(
    `${name}: CPU to healthy ${all('cpu')} ms, wall ${all('wall')} ms, idle RSS ${all('idle')} MB, CPU per request ${all('perRequest')} ms, RSS after ${all('rssAfterRequests')} MB`,
  )
}
