import { createServer } from 'node:http'
import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { collectWhenIdle, exposedGc, IDLE_GC_AFTER_MS, SECOND_GC_AFTER_MS } from './idle-gc.ts'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('collectWhenIdle', () => {
  it('collects once a quiet spell has lasted, and not again until requests come', () => {
    const server = createServer()
    const collect = vi.fn()
    const stop = collectWhenIdle(server, collect)
    vi.advanceTimersByTime(IDLE_GC_AFTER_MS + 2_500)
    expect(collect).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(SECOND_GC_AFTER_MS - IDLE_GC_AFTER_MS)
    expect(collect).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(60_000)
    expect(collect).toHaveBeenCalledTimes(2)

    server.emit('request')
    vi.advanceTimersByTime(5_000)
    expect(collect).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(SECOND_GC_AFTER_MS)
    expect(collect).toHaveBeenCalledTimes(4)
    stop()
  })

  it('leaves a store that keeps getting requests to V8', () => {
    const server = createServer()
    const collect = vi.fn()
    const stop = collectWhenIdle(server, collect)
    for (let i = 0; i < 60; i++) {
      server.emit('request')
      vi.advanceTimersByTime(2_000)
    }
    expect(collect).not.toHaveBeenCalled()
    stop()
    expect(server.listenerCount('request')).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(collect).not.toHaveBeenCalled()
  })
})

describe('exposedGc', () => {
  it('gives V8 collection without leaving --expose-gc on for contexts made later', () => {
    const gc = exposedGc()
    expect(() => gc()).not.toThrow()
    const started = typeof (globalThis as { gc?: unknown }).gc === 'function'
    expect(runInNewContext('typeof gc')).toBe(started ? 'function' : 'undefined')
  })
})
