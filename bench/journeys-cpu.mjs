#!/usr/bin/env node
// Where the browser journeys' CPU goes (ADR 070): runs `node e2e/run.mjs <args>` (after
// `npm run build`) and prints the wall time, the whole machine's busy CPU (/proc/stat) and the CPU
// of Chromium's processes by type, the store's server and the Playwright worker (each process's
// /proc/<pid>/stat, sampled every second while it lives; what a process did in its last second
// before exiting is missed).
//
//   npm run build && node bench/journeys-cpu.mjs e2e/accounts.spec.ts
//   node bench/journeys-cpu.mjs e2e/phone.spec.ts --trace retain-on-failure
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICK_MS = 10 // USER_HZ is 100 on Linux

function machineBusy() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number)
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait }
}

function kind(cmdline) {
  const type = /--type=([a-z-]+)/.exec(cmdline)?.[1]
  if (type) return `chromium ${type}`
  if (cmdline.includes('chromium')) return 'chromium browser'
  if (cmdline.includes('dist/server/main.js')) return 'store server'
  if (cmdline.includes('playwright/lib/worker')) return 'playwright worker'
  if (cmdline.includes('playwright')) return 'playwright runner'
  return null
}

const seen = new Map() // pid -> { kind, user, system } (the largest reading)
function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      const k = kind(cmdline)
      if (!k) continue
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      seen.set(pid, { kind: k, user: Number(f[11]), system: Number(f[12]) })
    } catch {
      // the process ended between the listing and the read
    }
  }
}

const before = machineBusy()
const started = performance.now()
const child = spawn(process.execPath, ['e2e/run.mjs', ...process.argv.slice(2)], { stdio: 'inherit' })
const timer = setInterval(sample, 1000)
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
clearInterval(timer)
const wall = performance.now() - started
const after = machineBusy()

const groups = new Map()
for (const p of seen.values()) {
  const g = groups.get(p.kind) ?? { user: 0, system: 0, processes: 0 }
  g.user += p.user
  g.system += p.system
  g.processes += 1
  groups.set(p.kind, g)
}
const s = (ticks) => ((ticks * TICK_MS) / 1000).toFixed(1)
console.log(`\njourneys exit ${code}; wall ${(wall / 1000).toFixed(1)} s`)
console.log(`machine: busy ${s(after.busy - before.busy)} s of CPU, idle ${s(after.idle - before.idle)} s`)
for (const [k, g] of [...groups].sort((a, b) => b[1].user + b[1].system - (a[1].user + a[1].system)))
  console.log(
    `${k.padEnd(24)} ${s(g.user + g.system).padStart(7)} s (user ${s(g.user)}, system ${s(g.system)}; ${g.processes} processes)`,
  )
process.exit(code)
