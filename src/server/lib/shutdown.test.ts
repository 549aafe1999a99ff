import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShutdown } from './shutdown.ts'

const log = { info: () => {}, error: () => {} }

describe('createShutdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closes newest first and exits with the code asked for', async () => {
    const closed: string[] = []
    const exit = vi.fn()
    const shutdown = createShutdown({ timeoutMs: 10_000, log: () => log, exit })
    shutdown.add('database', () => {
      closed.push('database')
    })
    shutdown.add('http', async () => {
      closed.push('http')
    })
    await shutdown.stop(0, 'SIGTERM')
    expect(closed).toEqual(['http', 'database'])
    expect(exit).toHaveBeenCalledExactlyOnceWith(0)
  })

  it('exits 1 when a step hangs past the limit, and a second signal changes nothing', async () => {
    const exit = vi.fn()
    const shutdown = createShutdown({ timeoutMs: 10_000, log: () => log, exit })
    shutdown.add('http', () => new Promise<void>(() => {}))
    void shutdown.stop(0, 'SIGTERM')
    void shutdown.stop(0, 'SIGTERM')
    await vi.advanceTimersByTimeAsync(9_999)
    expect(exit).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(exit).toHaveBeenCalledExactlyOnceWith(1)
  })

  it('exits 1 when a step fails, after closing the others', async () => {
    const exit = vi.fn()
    const closed: string[] = []
    const shutdown = createShutdown({ timeoutMs: 10_000, log: () => log, exit })
    shutdown.add('database', () => {
      closed.push('database')
    })
    shutdown.add('http', () => Promise.reject(new Error('boom')))
    await shutdown.stop(0, 'SIGTERM')
    expect(closed).toEqual(['database'])
    expect(exit).toHaveBeenCalledExactlyOnceWith(1)
  })
})
