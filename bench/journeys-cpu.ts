// Where the browser journeys' CPU goes (ADR 070): runs `node e2e/run.mjs <args>` (after
// `npm run build`) and prints the wall time, the whole machine's busy CPU (/proc/stat) and the CPU
// of Chromium's processes by type, the store's server and the Playwright worker (lib/cpu.ts,
// sampled every second while each process lives; what one did in its last second is missed).
//
//   npm run build && npx tsx bench/journeys-cpu.ts e2e/accounts.spec.ts
//   npx tsx bench/journeys-cpu.ts e2e/phone.spec.ts --trace retain-on-failure
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { processCpuMs } from './lib/cpu.ts'

/** The whole machine's busy and idle CPU so far, in clock ticks (1/100 s). */
function machineTicks(): { busy: number; idle: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait }
}

function kind(cmdline: string): string | null {
  const type = /--type=([a-z-]+)/.exec(cmdline)?.[1]
  if (type) return `chromium ${type}`
  if (cmdline.includes('chromium')) return 'chromium browser'
  if (cmdline.startsWith('node dist/server/main.js')) return 'store server'
  if (cmdline.includes('playwright/lib/worker')) return 'playwright worker'
  if (cmdline.includes('playwright')) return 'playwright runner'
  return null
}

/** pid → its kind and the largest CPU reading (ms). */
const seen = new Map<string, { kind: string; cpuMs: number }>()
function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let cmdline: string
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
    } catch {
      continue // ended between the listing and the read
    }
    const k = kind(cmdline)
    const cpuMs = k ? processCpuMs(Number(pid)) : 0
    if (k && cpuMs >= (seen.get(pid)?.cpuMs ?? 0)) seen.set(pid, { kind: k, cpuMs })
  }
}

const before = machineTicks()
const started = performance.now()
const child = spawn(process.execPath, ['e2e/run.mjs', ...process.argv.slice(2)], { stdio: 'inherit' })
const timer = setInterval(sample, 1000)
const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
clearInterval(timer)
const wallS = (performance.now() - started) / 1000
const after = machineTicks()

const groups = new Map<string, { cpuMs: number; processes: number }>()
for (const p of seen.values()) {
  const g = groups.get(p.kind) ?? { cpuMs: 0, processes: 0 }
  g.cpuMs += p.cpuMs
  g.processes += 1
  groups.set(p.kind, g)
}
const ticksS = (ticks: number) => (ticks / 100).toFixed(1)
console.log(`\njourneys exit ${code}; wall ${wallS.toFixed(1)} s`)
console.log(
  `machine: busy ${ticksS(after.busy - before.busy)} s of CPU, idle ${ticksS(after.idle - before.idle)} s`,
)
for (const [k, g] of [...groups].sort((a, b) => b[1].cpuMs - a[1].cpuMs))
  console.log(
    `${k.padEnd(20)} ${(g.cpuMs / 1000).toFixed(1).padStart(7)} s of CPU (${g.processes} processes)`,
  )
process.exit(code)
