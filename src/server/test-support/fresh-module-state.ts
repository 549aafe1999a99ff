// Server test files share their worker's modules (vitest.config.ts, isolate: false). What one
// file may leave changed for the next is put back after each file: timers, spies and stubbed
// globals or environment variables.
import { afterAll, vi } from 'vitest'

afterAll(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
