import { readFileSync } from 'node:fs'
import semver from 'semver'
import { expect, test } from 'vitest'

// Issue 10 item 13: `npm install` prints no engine warning. Every package the lockfile installs
// must accept the oldest Node.js the store supports (package.json "engines"), so a package that
// needs a newer Node (content-disposition@3, cookie@2, lighthouse 13 want Node 22) cannot slip in
// through an upgrade; pin or override it instead (package.json "overrides").
test('every locked package runs on the oldest supported Node.js', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
  const oldest = semver.minVersion(pkg.engines.node)?.version
  expect(oldest).toBeDefined()
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>
  }
  const refusing = Object.entries(lock.packages)
    .filter(([path, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      return path !== '' && node !== undefined && !semver.satisfies(oldest as string, node)
    })
    .map(([path, entry]) => `${path}@${entry.version} needs node ${JSON.stringify(entry.engines)}`)
  expect(refusing).toEqual([])
})
