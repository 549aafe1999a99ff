import { spawn } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// Issue 10 item 2: `npm start` ran the server with spawnSync, so SIGTERM to npm ended the
// starter and left the server running (and the shell npm runs a script in does not pass signals
// on either, hence `exec` in the script). Here the project's own start script runs
// scripts/start.mjs in a folder whose "build" is a stand-in server that reports its pid and the
// signals it gets.

const FAKE_SERVER = `
process.on('SIGTERM', () => {
  console.log('server got SIGTERM')
  process.exit(0)
})
console.log('server pid ' + process.pid)
console.log('server memory settings ' + process.env.MALLOC_ARENA_MAX + ' ' + process.execArgv.join(' '))
setInterval(() => {}, 1000)
`

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } })
  .scripts.start

let dir = ''
let serverPid = 0
afterEach(() => {
  if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

describe('npm start', () => {
  it('is the server: SIGTERM to npm reaches it and nothing is left running', async () => {
    dir = mkdtempSync(join(tmpdir(), 'freshcart-start-'))
    mkdirSync(join(dir, 'scripts'))
    mkdirSync(join(dir, 'dist/server'), { recursive: true })
    copyFileSync('scripts/start.mjs', join(dir, 'scripts/start.mjs'))
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'start-test', private: true, type: 'module', scripts: { start: startScript } }),
    )
    writeFileSync(join(dir, 'dist/server/main.js'), FAKE_SERVER)
    // A build newer than every source, so start.mjs does not build.
    writeFileSync(join(dir, 'dist/.build-stamp'), '')
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(dir, 'dist/.build-stamp'), later, later)

    const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    npm.stdout.on('data', (d) => {
      output += d
    })
    npm.stderr.on('data', (d) => {
      output += d
    })
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))
    serverPid = await new Promise<number>((resolve, reject) => {
      npm.stdout.on('data', () => {
        const m = /server pid (\d+)/.exec(output)
        if (m) resolve(Number(m[1]))
      })
      npm.once('exit', () => reject(new Error(`npm start ended first:\n${output}`)))
    })

    npm.kill('SIGTERM')
    await exited
    // The server's last words and its end may trail npm's exit by a moment.
    for (let i = 0; i < 50 && alive(serverPid); i++) await new Promise((r) => setTimeout(r, 100))
    expect(output).toContain('server got SIGTERM')
    // glibc reads MALLOC_ARENA_MAX and V8 its thread pool size only when the process starts (ADR 055).
    expect(output).toContain('server memory settings 2 --v8-pool-size=2')
    expect(alive(serverPid)).toBe(false)
  })
})
