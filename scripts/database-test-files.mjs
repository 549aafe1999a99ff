// The test files whose outcome depends on the database they run on: those that open a test
// database (test-support/test-database.ts, directly or through the test app and any helper)
// or read TEST_DATABASE_URL themselves, found by following each test file's own imports.
// `npm run test:pg` runs only these on PostgreSQL; the rest (components, pure functions) would
// run there exactly as they ran on PGlite.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g
const ALIASES = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#client/': 'src/client/' }
const TEST_FILE = /\.test\.tsx?$/

/** Whether the module's own text opens a test database. */
const opensDatabase = (text, file) =>
  /[\\/]test-support[\\/]test-database\.ts$/.test(file) || text.includes('TEST_DATABASE_URL')

/** The repository's file a specifier names, or null for a package or a file outside it. */
function resolveImport(root, from, spec) {
  let path = null
  for (const [prefix, dir] of Object.entries(ALIASES)) {
    if (spec.startsWith(prefix)) path = join(root, dir, spec.slice(prefix.length))
  }
  if (spec.startsWith('.')) path = resolve(dirname(from), spec)
  if (!path) return null
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate)
        return candidate
      } catch {}
    }
  }
  return null
}

/** Every test file under `dirs` (relative to `root`), sorted. */
export function testFiles(root, dirs = ['src', 'scripts']) {
  const out = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (TEST_FILE.test(entry.name)) out.push(path)
    }
  }
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(join(root, dir))
  return out.sort()
}

/** The test files (relative to `root`) that reach a test database. */
export function databaseTestFiles(root, files = testFiles(root)) {
  const memo = new Map()
  const reaches = (file, seen) => {
    if (memo.has(file)) return memo.get(file)
    if (seen.has(file)) return false
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    let result = opensDatabase(text, file)
    if (!result) {
      for (const m of text.matchAll(IMPORT)) {
        const target = resolveImport(root, file, m[1] ?? m[2] ?? m[3])
        if (target && reaches(target, seen)) {
          result = true
          break
        }
      }
    }
    memo.set(file, result)
    return result
  }
  return files.filter((f) => reaches(f, new Set())).map((f) => relative(root, f))
}
