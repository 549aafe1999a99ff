import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { postgresDatabase } from '#server/db/database.ts'
import { migrateDatabase } from '#server/db/migrate.ts'
import { openPglite, pgliteDatabase } from '#server/db/pglite-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImagePath: string
    pgTemplate: { adminUrl: string; template: string; prefix: string } | null
  }
}

/**
 * Migrates once per run: a fresh PGlite costs ~2 s and ~380 MB, so every test file loads a
 * copy of this one migrated image instead. On PostgreSQL, one template database is migrated
 * and each test file gets its own CREATE DATABASE … TEMPLATE copy.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'freshcart-test-'))
  const client = await openPglite()
  const database = pgliteDatabase(client)
  await migrateDatabase(database)
  const image = await client.dumpDataDir('gzip')
  const imagePath = join(dir, 'migrated.tar.gz')
  writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()))
  await database.close()
  project.provide('pgliteImagePath', imagePath)

  const adminUrl = process.env.TEST_DATABASE_URL
  let cleanupPg = async () => {}
  if (adminUrl) {
    const prefix = `freshcart_t${Date.now().toString(36)}${process.pid}`
    const template = `${prefix}_tpl`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${template}`)
    const tplDb = postgresDatabase(withDatabase(adminUrl, template), 2)
    await migrateDatabase(tplDb)
    await tplDb.close()
    project.provide('pgTemplate', { adminUrl, template, prefix })
    cleanupPg = async () => {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${prefix}%`],
      )
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
      await admin.end()
    }
  } else {
    project.provide('pgTemplate', null)
  }

  return async () => {
    await cleanupPg()
    rmSync(dir, { recursive: true, force: true })
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
