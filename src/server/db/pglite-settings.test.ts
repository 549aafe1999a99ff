import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { openPglite } from './pglite-database.ts'
import {
  DEFAULT_PGLITE_SHARED_BUFFERS,
  START_TIERING_BUDGET,
  setsTieringBudget,
  V8_DEFAULT_TIERING_BUDGET,
} from './pglite-settings.ts'

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

describe("V8's tiering budget while PGlite starts (ADR 049)", () => {
  it("puts back this node's own default", () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' })
    const shown = /--wasm-tiering-budget=(\d+)/.exec(options)?.[1]
    expect(Number(shown)).toBe(V8_DEFAULT_TIERING_BUDGET)
    expect(START_TIERING_BUDGET).toBeGreaterThan(V8_DEFAULT_TIERING_BUDGET)
  })

  it("leaves an operator's own budget alone", () => {
    expect(setsTieringBudget(['--wasm-tiering-budget=5000'], undefined)).toBe(true)
    expect(setsTieringBudget([], '--max-old-space-size=512 --wasm_tiering_budget=5000')).toBe(true)
    expect(setsTieringBudget(['--wasm-tiering-budget', '5000'], '')).toBe(true)
    expect(setsTieringBudget(['--enable-source-maps'], '--wasm-tiering-budgets=1')).toBe(false)
    expect(setsTieringBudget([], undefined)).toBe(false)
  })
})
