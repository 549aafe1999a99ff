import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { openPglite } from './database.ts'
import { DEFAULT_PGLITE_SHARED_BUFFERS } from './pglite-settings.ts'

// From the migrated image the test run made (no initdb, which costs tens of seconds under load).
async function sharedBuffers(sharedBuffers?: string): Promise<string> {
  const loadDataDir = new Blob([readFileSync(inject('pgliteImagePath'))])
  const client = await openPglite(sharedBuffers ? { loadDataDir, sharedBuffers } : { loadDataDir })
  try {
    const { rows } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers')
    return rows[0]!.shared_buffers
  } finally {
    await client.close()
  }
}

describe('PGlite settings', () => {
  it("starts with a smaller page cache than PostgreSQL's 128MB", async () => {
    expect(DEFAULT_PGLITE_SHARED_BUFFERS).toBe('32MB')
    expect(await sharedBuffers()).toBe('32MB')
  })

  it('starts with the configured page cache (PGLITE_SHARED_BUFFERS)', async () => {
    expect(await sharedBuffers('16MB')).toBe('16MB')
  })
})
