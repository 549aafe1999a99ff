import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'

// Issue 10 item 14: logs never carry session cookies, authorization headers or passwords.

it('redacts cookies, authorization headers and passwords from every log line', async () => {
  const lines: string[] = []
  const database = await openTestDatabase()
  const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-log-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    BETTER_AUTH_SECRET: 'x'.repeat(40),
  })
  const app = await buildApp({
    config,
    database,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  })
  try {
    app.log.warn(
      {
        req: {
          headers: { cookie: 'freshcart.session_token=SESSION-SECRET', authorization: 'Bearer TOKEN-SECRET' },
        },
        body: { email: 'a@example.com', password: 'PASSWORD-SECRET', newPassword: 'NEW-SECRET' },
      },
      'a request went wrong',
    )
    const text = lines.join('')
    expect(text).toContain('a request went wrong')
    expect(text).toContain('a@example.com')
    for (const secret of ['SESSION-SECRET', 'TOKEN-SECRET', 'PASSWORD-SECRET', 'NEW-SECRET']) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('[redacted]')
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
