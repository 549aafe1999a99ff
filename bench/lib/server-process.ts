import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

export type ServerEnv = Record<string, string>

/**
 * Starts the bundled server (as `npm start` runs it) and resolves once /api/health answers ok.
 * BENCH_SERVER_NODE_ARGS adds Node flags to the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
export async function startServer(
  env: ServerEnv,
  port: number,
  /** Another checkout's build (a baseline), or another script (bench/lib/bytes-server.mjs). */
  where: { cwd?: string; args?: string[] } = {},
) {
  const started = performance.now()
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, ...(where.args ?? ['dist/server/main.js'])], {
    cwd: where.cwd,
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
  const url = `http://127.0.0.1:${port}/api/health`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) break
    } catch {}
    // Often enough that the start-up benchmarks' wall time is not the polling's.
    await new Promise((r) => setTimeout(r, 5))
    if (performance.now() - started > 120_000) throw new Error('server did not start in 120 s')
  }
  return { child, startupMs: performance.now() - started, baseUrl: `http://127.0.0.1:${port}` }
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}
