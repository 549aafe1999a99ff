// Issue 13 item 5 as the issue words it: `npm start` to a healthy /api/health on existing data,
// wall time. README's shell loop polls with a new `curl` process every 10 ms, and on two cores
// those starts compete with the server's own; this polls from one process every 5 ms instead.
// Each round runs `npm start` in this folder in a process group of its own, waits for health,
// stops the group with SIGTERM and waits for it to end.
//   npx tsx bench/npm-start.ts --rounds 6 --port 4800 --env DATABASE_URL=postgres://…/demo
//   npx tsx bench/npm-start.ts --rounds 6 --port 4800 --env DATA_DIR=/tmp/store
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'

const args = process.argv.slice(2)
let rounds = 6
let port = 4800
const env: Record<string, string> = {}
for (let i = 0; i < args.length; i++) {
  const a = args[i]!
  const next = () => args[++i] ?? ''
  if (a === '--rounds') rounds = Number(next())
  else if (a === '--port') port = Number(next())
  else if (a === '--env') {
    const [k = '', ...v] = next().split('=')
    env[k] = v.join('=')
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const walls: number[] = []
for (let round = 0; round < rounds; round++) {
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise((r) => child.once('exit', r))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break
    } catch {}
    await sleep(5)
    if (performance.now() - started > 120_000) throw new Error('not healthy in 120 s')
  }
  const wall = performance.now() - started
  walls.push(wall)
  console.log(`round ${round + 1}: ${Math.round(wall)} ms to healthy (load ${loadavg()[0]!.toFixed(2)})`)
  process.kill(-child.pid!, 'SIGTERM')
  await Promise.race([exited, sleep(10_000)])
  await sleep(1000)
}
const sorted = [...walls].sort((a, b) => a - b)
console.log(
  `npm start to healthy: ${Math.round(sorted[0]!)}-${Math.round(sorted.at(-1)!)} ms, median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms over ${rounds} starts`,
)
