#!/usr/bin/env node
// Enforces the one-way flow of ARCHITECTURE.md: shared imports neither side, the client never
// imports server code and the server never imports client code. Fails CI on any violation.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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
// Features talk through a named public file (issue 16 item 4): a file of src/client/features/A
// imports feature B only through B/public.ts, and another feature's query key is the constant
// its owner exports there (`export const CART_QUERY_KEY = ['cart'] …`), never the literal again.
const featuresDir = join(root, 'src', 'client', 'features')
const featureOf = (path) => {
  const r = relative(featuresDir, path)
  return r.startsWith('..') ? null : r.split(/[\\/]/)[0]
}
const targetOf = (spec, fromFile) => {
  if (spec.startsWith('#client/')) return join(root, 'src', 'client', spec.slice('#client/'.length))
  return spec.startsWith('.') ? resolve(dirname(fromFile), spec) : null
}
const ownedKeys = []
for (const feature of readdirSync(featuresDir)) {
  const publicFile = join(featuresDir, feature, 'public.ts')
  if (!existsSync(publicFile)) continue
  for (const m of readFileSync(publicFile, 'utf8').matchAll(/export const (\w+_QUERY_KEY) = \[([^\]]*)\]/g)) {
    const items = m[2]
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
    const literal = new RegExp(
      `\\[\\s*${items
        .map((i) => i.replace(/^["']|["']$/g, ''))
        .map((i) => `['"]${i}['"]`)
        .join('\\s*,\\s*')}\\s*\\]`,
    )
    ownedKeys.push({ feature, name: m[1], literal })
  }
}
for (const file of files(join(root, 'src', 'client'))) {
  const from = featureOf(file)
  const text = readFileSync(file, 'utf8')
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2] ?? m[3]
    const target = spec && targetOf(spec, file)
    const to = target && featureOf(target)
    if (from && to && to !== from && relative(join(featuresDir, to), target) !== 'public.ts')
      violations.push(`${relative(root, file)}: imports feature '${to}' past its public.ts ('${spec}')`)
  }
  for (const key of ownedKeys) {
    if (from !== key.feature && key.literal.test(text))
      violations.push(
        `${relative(root, file)}: writes the ${key.feature} query key literally; import ${key.name} from #client/features/${key.feature}/public.ts`,
      )
  }
}

// Every package the code imports is declared in package.json (issue 10 item 13): an import that
// works only because another package pulled it in breaks when that package changes.
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})])
const packageOf = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
for (const dir of ['src', 'scripts', 'bench', 'e2e']) {
  for (const file of files(join(root, dir))) {
    for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
      const spec = m[1] ?? m[2] ?? m[3]
      // Only what looks like a package name (the pattern also meets words in strings and comments).
      if (!spec || !/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]*)?$/i.test(spec)) continue
      if (/^(node|virtual):/.test(spec)) continue
      const name = packageOf(spec)
      if (!declared.has(name))
        violations.push(`${relative(root, file)}: imports '${name}', which package.json does not declare`)
    }
  }
}
if (violations.length) {
  console.error(`Import direction violations (${violations.length}):\n${violations.join('\n')}`)
  process.exit(1)
}
console.log(
  'import directions: ok (shared ← server, shared ← client); features meet through public.ts; every imported package declared',
)
