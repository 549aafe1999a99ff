import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabaseForTool } from '#server/cli/open-database.ts'
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts'
import { openDatabase } from './database.ts'

/** Clock ticks since boot when the process started (field 22 of /proc/<pid>/stat). */
const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

describe('the DATA_DIR lock', () => {
  let dir: string
  let other: ChildProcess
  beforeAll(() => {
    // Another live process, to name in a lock file.
    other = spawn('sleep', ['60'], { stdio: 'ignore' })
  })
  afterAll(() => {
    other.kill()
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  const fresh = () => {
    dir = mkdtempSync(join(tmpdir(), 'freshcart-lock-'))
    return dir
  }
  const lockOf = (holder: object) => writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder))

  it('is refused while another live process holds it, naming that process', () => {
    fresh()
    lockOf({ pid: other.pid, started: startTime(other.pid!) })
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
    expect(() => lockDataDir(dir)).toThrow(`Another FreshCart process (pid ${other.pid}) is using ${dir}`)
    // Nothing was taken over.
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(other.pid)
  })

  it('is taken over from a process that is gone, a reused pid, or a half-written file', () => {
    for (const left of [
      { pid: 2 ** 22 + 7, started: '1' }, // no such process (above Linux's pid_max)
      { pid: other.pid, started: '1' }, // that pid now runs another program
      { pid: process.pid, started: 'x' }, // a restarted container's server got the old pid
    ]) {
      fresh()
      lockOf(left)
      const unlock = lockDataDir(dir)
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
      unlock()
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
      rmSync(dir, { recursive: true, force: true })
    }
    fresh()
    writeFileSync(join(dir, LOCK_FILE), '{"pi')
    lockDataDir(dir)()
  })

  it('is given back only while it is still this process’s', () => {
    fresh()
    const unlock = lockDataDir(dir)
    lockOf({ pid: other.pid, started: startTime(other.pid!) })
    unlock()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true)
  })

  it('is held by an open PGlite store from before it opens until it is closed', async () => {
    fresh()
    const database = await openDatabase({ DATA_DIR: dir })
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    // A second process opening the folder now would be refused: as the test's own process
    // cannot be "another", that is shown above with a live stranger's lock.
    await database.close()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  })

  it('keeps a tool waiting while another process holds the folder, then lets it open it', async () => {
    fresh()
    const holder = spawn('sleep', ['60'], { stdio: 'ignore' })
    await new Promise((resolve) => holder.once('spawn', resolve))
    lockOf({ pid: holder.pid, started: startTime(holder.pid!) })
    let opened = false
    const tool = openDatabaseForTool({ DATA_DIR: dir, DATABASE_POOL_SIZE: 1 }).then((t) => {
      opened = true
      return t
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(opened).toBe(false)
    holder.kill()
    const { database, via } = await tool
    expect(via).toBe('directory')
    await database.close()
  })
})
