import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { getMe, signUpVerified } from '#server/auth/auth-test-helpers.ts'
import { grantAdmin, revokeAdmin } from '#server/auth/roles.ts'
import { loadConfig } from '#server/config.ts'
import { users } from '#server/db/schema.ts'
import type { TestApp } from '#server/test-support/test-app.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { requireAdmin, requireUser } from './auth.ts'

// The one guard, through a tiny route registered here (createTestApp readies the app before
// a test could add one).
describe('auth guard: requireUser and requireAdmin', () => {
  let t: TestApp
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-guard-'))
    const database = await openTestDatabase()
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO_DATA: 'false',
    })
    const app = await buildApp({ config, database, logger: false, clientDir: join(dataDir, 'no-client') })
    app.get('/api/test/admin-area', async (request) => ({ adminId: (await requireAdmin(request)).id }))
    app.get('/api/test/mine', async (request) => ({ userId: (await requireUser(request)).id }))
    await app.ready()
    t = {
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
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  it('turns a visitor away with 401', async () => {
    const res = await get('/api/test/admin-area')
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe('Please sign in to continue')
    expect((await get('/api/test/mine')).statusCode).toBe(401)
  })

  it('turns a customer away from admin routes with 403 and lets them into their own', async () => {
    const cookie = await signUpVerified(t, 'customer@example.com')
    const res = await get('/api/test/admin-area', cookie)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('FORBIDDEN')
    expect((await get('/api/test/mine', cookie)).statusCode).toBe(200)
  })

  it('lets an admin in, and reads the role on every request', async () => {
    const cookie = await signUpVerified(t, 'manager@example.com')
    const [manager] = await t.db.select().from(users).where(eq(users.email, 'manager@example.com'))
    await grantAdmin(t.db, manager!.id)
    const res = await get('/api/test/admin-area', cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ adminId: manager!.id })
    expect((await getMe(t, cookie)).json().isAdmin).toBe(true)

    await revokeAdmin(t.db, manager!.id)
    expect((await get('/api/test/admin-area', cookie)).statusCode).toBe(403)
  })
})
