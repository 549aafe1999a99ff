import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openMigratedDataDir, openTestDatabase } from '#server/test-support/test-database.ts'
import { runDbMigrate } from './db-migrate.ts'

async function migrate(env: Record<string, string>) {
  const out: string[] = []
  const code = await runDbMigrate({ LOG_LEVEL: 'silent', ...env }, (l) => out.push(l))
  return { code, out: out.join('\n') }
}

describe('npm run db:migrate', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'freshcart-migrate-'))
    dirs.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('migrates a fresh DATA_DIR, printing every migration it applied, and then nothing', async () => {
    const dataDir = tempDir()
    const first = await migrate({ DATA_DIR: dataDir })
    expect(first.code).toBe(0)
    expect(first.out).toContain(`the embedded database in ${dataDir}: applied`)
    expect(first.out).toMatch(/^ {2}0000_init$/m)
    expect(await migrate({ DATA_DIR: dataDir })).toEqual({
      code: 0,
      out: `the embedded database in ${dataDir}: up to date, nothing applied.`,
    })
  })

  it('leaves an up-to-date database alone', async () => {
    const dataDir = tempDir()
    await (await openMigratedDataDir(dataDir)).close()
    expect((await migrate({ DATA_DIR: dataDir })).out).toContain('up to date, nothing applied.')
  })

  it.runIf(inject('pgTemplate'))('uses DATABASE_URL when set', async () => {
    const database = await openTestDatabase()
    try {
      const result = await migrate({ DATA_DIR: tempDir(), DATABASE_URL: database.connectionString! })
      expect(result).toEqual({ code: 0, out: 'PostgreSQL (DATABASE_URL): up to date, nothing applied.' })
    } finally {
      await database.close()
    }
  })

  it('refuses a bad configuration without touching anything', async () => {
    expect(await migrate({ DATA_DIR: tempDir(), DATABASE_URL: 'not a url' })).toMatchObject({ code: 1 })
  })
})
