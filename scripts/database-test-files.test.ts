import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { databaseTestFiles } from './database-test-files.mjs'

const root = mkdtempSync(join(tmpdir(), 'db-test-files-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

describe('the test files test:pg runs on PostgreSQL', () => {
  write('src/server/test-support/test-database.ts', 'export const openTestDatabase = 1\n')
  write('src/server/test-support/test-app.ts', "import { openTestDatabase } from './test-database.ts'\n")
  write('src/server/modules/a/helper.ts', "export { x } from '#server/test-support/test-app.ts'\n")
  write(
    'src/server/modules/a/direct.test.ts',
    "import { openTestDatabase } from '#server/test-support/test-database.ts'\n",
  )
  write('src/server/modules/a/through-helper.test.ts', "import { x } from './helper'\n")
  write('src/server/modules/a/dynamic.test.ts', "const m = await import('../../test-support/test-app.ts')\n")
  write('src/server/lib/env.test.ts', 'const url = process.env.TEST_DATABASE_URL\n')
  write('src/shared/pure.test.ts', "import { z } from 'zod'\nimport { y } from './pure.ts'\n")
  write('src/shared/pure.ts', "import { w } from './pure.test.ts'\nexport const y = 1\n")
  write('src/client/part.test.tsx', "import { render } from '@testing-library/react'\n")

  it('takes every file that opens a test database, directly, through helpers or by name', () => {
    expect(databaseTestFiles(root)).toEqual([
      'src/server/lib/env.test.ts',
      'src/server/modules/a/direct.test.ts',
      'src/server/modules/a/dynamic.test.ts',
      'src/server/modules/a/through-helper.test.ts',
    ])
  })

  it('finds the store’s own API tests and leaves out its components and pure functions', () => {
    const files = databaseTestFiles(process.cwd())
    expect(files).toContain('src/server/modules/checkout/checkout-concurrency.test.ts')
    expect(files).toContain('src/server/db/stock-level.test.ts')
    expect(files).not.toContain('src/shared/money.test.ts')
    expect(files.filter((f) => f.startsWith('src/client/'))).toEqual([])
  })
})
