#!/usr/bin/env node
// `npm start`: builds the client and server when the build is missing or older than the
// sources, then runs the bundled server. A fresh clone builds once; later starts are instant.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const stamp = 'dist/.build-stamp'
function newest(path) {
  if (!existsSync(path)) return 0
  const s = statSync(path)
  if (!s.isDirectory()) return s.mtimeMs
  return Math.max(0, ...readdirSync(path).map((n) => newest(join(path, n))))
}
const sources = ['src', 'index.html', 'vite.config.ts', 'package.json', 'public']
const stale = !existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs
if (stale) {
  console.log('Building FreshCart (first start or sources changed)...')
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
const server = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
process.exit(server.status ?? 0)
