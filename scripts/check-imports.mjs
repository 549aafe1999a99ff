#!/usr/bin/env node
// Enforces the one-way flow of ARCHITECTURE.md: shared imports neither side, the client never
// imports server code and the server never imports client code. Fails CI on any violation.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const rules = {
  shared: ['server', 'client'],
  client: ['server'],
  server: ['client'],
}
const importRe =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) yield* files(p)
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) yield p
  }
}

function areaOf(spec, fromFile) {
  const alias = /^#(shared|server|client)\//.exec(spec)
  if (alias) return alias[1]
  if (!spec.startsWith('.')) return null
  const target = relative(join(root, 'src'), resolve(dirname(fromFile), spec))
  const top = target.split(/[\\/]/)[0]
  return ['shared', 'server', 'client'].includes(top) ? top : null
}

const violations = []
for (const [area, forbidden] of Object.entries(rules)) {
  for (const file of files(join(root, 'src', area))) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? m[2] ?? m[3]
      const target = areaOf(spec, file)
      if (target && forbidden.includes(target)) {
        violations.push(`${relative(root, file)}: src/${area} must not import src/${target} ('${spec}')`)
      }
    }
  }
}
if (violations.length) {
  console.error(`Import direction violations (${violations.length}):\n${violations.join('\n')}`)
  process.exit(1)
}
console.log('import directions: ok (shared ← server, shared ← client)')
