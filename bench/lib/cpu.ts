import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type pg from 'pg'

// CPU time per process from /proc (Linux): what a request costs, which varies far less than
// req/s on a shared machine. Clock ticks are 1/100 s on Linux (getconf CLK_TCK).
const TICK_MS = 10

/** User + system CPU of one process so far, in ms; 0 once it has gone. */
export function processCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`)
}

/**
 * User + system CPU so far of every descendant of `pid` (not `pid` itself), in ms: e.g. the
 * Chromium a benchmark started, all its processes (renderers sit under a zygote, not the browser).
 */
export function descendantsCpuMs(pid: number): number {
  const children = new Map<number, number[]>()
  for (const line of execSync('ps -e -o pid=,ppid=').toString().trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number)
    children.set(parent!, [...(children.get(parent!) ?? []), child!])
  }
  let sum = 0
  const queue = [...(children.get(pid) ?? [])]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    sum += processCpuMs(next)
    queue.push(...(children.get(next) ?? []))
  }
  return sum
}

/**
 * CPU of one thread of a process, in ms; 0 once it has gone. The main thread (`tid` left out) is
 * JavaScript, the event loop and the syscalls it makes, without the helper threads (V8's
 * optimising compiler and concurrent GC, libuv's pool). A start's main-thread CPU is about what
 * it takes on an idle machine with a core to spare for V8's background work, which the process's
 * CPU counts too.
 */
export function threadCpuMs(pid: number, tid = pid): number {
  return statCpuMs(`/proc/${pid}/task/${tid}/stat`)
}

function statCpuMs(path: string): number {
  try {
    const stat = readFileSync(path, 'utf8')
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return 0
  }
}

/**
 * The PostgreSQL backends serving one database (same machine): their CPU so far, by pid.
 * `admin` must be connected to another database, so it does not count itself.
 */
export async function backendsCpuMs(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  )
  return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]))
}

/** CPU spent between two readings of backendsCpuMs (a backend born in between counts whole). */
export function backendsCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0
  for (const [pid, cpu] of after) ms += cpu - (before.get(pid) ?? 0)
  return ms
}
