import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// A PostgreSQL cluster of a test's own, for tests that stop and start the database (the shared
// server on 127.0.0.1:5432 is never touched). initdb + pg_ctl from the PostgreSQL packages (on
// Debian under /usr/lib/postgresql/<version>/bin, not on PATH); the cluster listens on
// 127.0.0.1 at a free port with its own socket directory, trust authentication, and lives in a
// temporary directory that stop() removes. PostgreSQL refuses to run as root: as root, the
// tools run as the `postgres` user the packages create.

/** The directory holding initdb and pg_ctl, or null when PostgreSQL's server tools are absent. */
export function findPostgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  if (onPath) return join(onPath, '..')
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : null
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  port: number
  /** pg_ctl stop -m fast|immediate: the server ends its connections (57P01) or just dies. */
  stop(mode: 'fast' | 'immediate'): void
  start(): void
  /** Stops the cluster whatever its state and removes its files. */
  destroy(): void
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'freshcart-pg-'))
  const dataDir = join(dir, 'data')
  const socketDir = join(dir, 'socket')
  mkdirSync(socketDir)
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? postgresUser() : null
  if (owner) for (const d of [dir, socketDir]) chownSync(d, owner.uid, owner.gid)

  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = owner
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args]
    const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir, timeout: 60_000 })
    if (r.status !== 0)
      throw new Error(`${tool} ${args.join(' ')} failed: ${r.stderr || r.stdout || r.error}`)
  }
  const options = [
    `-p ${port}`,
    `-k ${socketDir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=40',
    '-c fsync=off',
    '-c shared_buffers=16MB',
  ].join(' ')
  const log = join(dir, 'server.log')
  const start = () => run('pg_ctl', ['start', '-w', '-t', '30', '-D', dataDir, '-l', log, '-o', options])
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: (mode) => run('pg_ctl', ['stop', '-w', '-t', '30', '-m', mode, '-D', dataDir]),
    start,
    destroy() {
      try {
        run('pg_ctl', ['stop', '-w', '-t', '30', '-m', 'immediate', '-D', dataDir])
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function postgresUser(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    return { uid, gid }
  } catch {
    throw new Error('running as root: PostgreSQL needs the `postgres` user its packages create')
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}
