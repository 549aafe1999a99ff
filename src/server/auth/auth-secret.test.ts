import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveAuthSecret, SECRET_FILE } from './auth-secret.ts'

describe('auth secret', () => {
  const dirs: string[] = []
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'freshcart-secret-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('uses BETTER_AUTH_SECRET when it is set and writes nothing', () => {
    const dir = freshDir()
    const warnings: string[] = []
    const secret = resolveAuthSecret(
      { BETTER_AUTH_SECRET: 'x'.repeat(40), DATA_DIR: dir },
      { warn: (_o, m) => warnings.push(m) },
    )
    expect(secret).toBe('x'.repeat(40))
    expect(() => statSync(join(dir, SECRET_FILE))).toThrow()
    expect(warnings).toEqual([])
  })

  it('otherwise generates one secret, keeps it private in DATA_DIR and reuses it after a restart', () => {
    const dir = join(freshDir(), 'not-yet-created')
    const warnings: string[] = []
    const log = { warn: (_o: object, m: string) => warnings.push(m) }
    const first = resolveAuthSecret({ DATA_DIR: dir }, log)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(statSync(join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600)
    expect(readFileSync(join(dir, SECRET_FILE), 'utf8').trim()).toBe(first)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('BETTER_AUTH_SECRET is not set')

    expect(resolveAuthSecret({ DATA_DIR: dir }, log)).toBe(first)
    expect(warnings).toHaveLength(1)
  })
})
