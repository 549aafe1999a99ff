import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './private-postgres.ts'

// The real server as its own process (src/server/main.ts through tsx), for tests about what
// only a process shows: that it stays alive, how it starts, stops and answers signals.

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789'

export type ServerProcess = {
  child: ChildProcess
  baseUrl: string
  port: number
  dataDir: string
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>
  /** Sends a signal and waits for the end; kills it if it outlives `ms`. */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<number | string>
}

/** Spawns the server on 127.0.0.1 and waits until /api/health answers (any status). */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { waitForHealth?: boolean } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'freshcart-proc-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      BETTER_AUTH_SECRET: TEST_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (d) => {
    text += d
  })
  child.stderr?.on('data', (d) => {
    text += d
  })
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'))
  })
  const server: ServerProcess = {
    child,
    baseUrl,
    port,
    dataDir,
    output: () => text,
    exited,
    async stop(signal = 'SIGTERM', ms = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      const timer = setTimeout(() => child.kill('SIGKILL'), ms)
      const result = await exited
      clearTimeout(timer)
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
      return result
    },
  }
  if (options.waitForHealth === false) return server
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${text}`)
    try {
      await fetch(`${baseUrl}/api/health`)
      return server
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  await server.stop('SIGKILL')
  throw new Error(`server did not answer within 90 s:\n${text}`)
}
