import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// PGlite is single-process: two processes with the same DATA_DIR open write over each other's
// pages and corrupt it (an index split fails, the store no longer opens). server.json (db/
// local-socket.ts) tells tools where a running store offers its database, but it is written once
// the store listens and removed before its database is closed, so a second server, or a tool
// opening the folder itself, could slip in while a store migrates, seeds or stops. This lock is
// taken before PGlite opens the folder and given back after it is closed: exactly one process
// holds it (an exclusive create), and one that died (kill -9, a crash, a power cut) leaves a lock
// the next start sees is stale and takes over.

export const LOCK_FILE = 'freshcart.lock'

/** Another live process holds DATA_DIR. */
export class DataDirInUseError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another FreshCart process (pid ${pid}) is using ${dataDir}. Stop it first (or, if no such process is running, delete ${join(dataDir, LOCK_FILE)}).`,
    )
    this.name = 'DataDirInUseError'
  }
}

type Holder = { pid: number; started: string | null }

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirInUseError. Returns the function that
 * gives it back (only while it is still this process's).
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE)
  const me: Holder = { pid: process.pid, started: startTimeOf(process.pid) }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(me), { flag: 'wx', mode: 0o600 })
      return () => {
        if (sameHolder(readHolder(path), me)) rmSync(path, { force: true })
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    const holder = readHolder(path)
    if (holder && holds(holder)) throw new DataDirInUseError(holder.pid, dataDir)
    // Left by a process that is gone (or unreadable: a start killed while writing it).
    rmSync(path, { force: true })
  }
  throw new DataDirInUseError(readHolder(path)?.pid ?? 0, dataDir)
}

/** The pid of the live process holding DATA_DIR's lock, or null when none does. */
export function dataDirHolder(dataDir: string): number | null {
  const holder = readHolder(join(dataDir, LOCK_FILE))
  return holder && holds(holder) ? holder.pid : null
}

function readHolder(path: string): Holder | null {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'))
    const { pid, started } = value as Record<string, unknown>
    if (!Number.isInteger(pid) || (pid as number) <= 0) return null
    return { pid: pid as number, started: typeof started === 'string' ? started : null }
  } catch {
    return null
  }
}

function sameHolder(a: Holder | null, b: Holder): boolean {
  return a !== null && a.pid === b.pid && a.started === b.started
}

/**
 * Whether the lock's process still runs. Not this process: a container restarted after a kill
 * gives the new server the old one's pid. A pid now used by another program (its start time
 * differs from the one written, where /proc tells it) does not hold the lock either.
 */
function holds(holder: Holder): boolean {
  if (holder.pid === process.pid) return false
  try {
    process.kill(holder.pid, 0)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const stat = procStat(holder.pid)
  // Killed, not yet reaped by its parent: it holds nothing any more.
  if (stat?.[0] === 'Z') return false
  const started = stat?.[19] ?? null
  return holder.started === null || started === null || started === holder.started
}

/** The process's start time in clock ticks since boot (Linux's /proc/<pid>/stat), else null. */
function startTimeOf(pid: number): string | null {
  return procStat(pid)?.[19] ?? null
}

/** /proc/<pid>/stat's fields from the third (the state) on, or null where there is no /proc. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}
