#!/usr/bin/env node
// `npm run dev`: the API with tsx watch on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process'

const procs = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3000' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const p of procs) p.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
