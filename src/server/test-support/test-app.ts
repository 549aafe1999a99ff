import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import type { Database } from '#server/db/database.ts'
import { openTestDatabase } from './test-database.ts'

export const TEST_ORIGIN = 'http://localhost:3000'

/**
 * The whole app on a fresh test database, for app.inject(); close() frees both. Without
 * `clientDir` no built client is served (the HTML fallback is off).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    clientDir?: string
    /** Runs on the built app before ready(), e.g. to add a hook that watches requests. */
    beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void
    /** What the app is given instead of the test database itself, e.g. a handle that counts its use. */
    wrapDatabase?: (database: Database) => Database
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-app-'))
  const database = await openTestDatabase()
  const appDatabase = options.wrapDatabase?.(database) ?? database
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    SEED_DEMO_DATA: 'false',
    // Tests read what they have just written; catalogue cache tests turn it on.
    CATALOG_CACHE: 'false',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // API tests send hundreds of writes a minute from one address; write-rate-limit.test.ts
    // sets a small limit of its own.
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  })
  const app = await buildApp({
    config,
    database: appDatabase,
    logger: false,
    clientDir: options.clientDir ?? join(dataDir, 'no-client'),
  })
  options.beforeReady?.(app)
  await app.ready()
  return {
    app,
    database,
    db: database.db,
    config,
    dataDir,
    async close() {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** GET `url` from the app; fails the test, naming the body, unless it answers 200. */
export async function getOk<T>(app: TestApp['app'], url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as T
}
