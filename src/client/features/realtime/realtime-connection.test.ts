import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type RealtimeEvent, readRealtimeEvent } from '#shared/realtime.ts'
import { HEARTBEAT_MS, SESSION_ENDED_CLOSE_CODE } from '#shared/realtime-frames.ts'
import {
  createRealtimeConnection,
  type EventReader,
  SILENCE_LIMIT_MS,
  type SocketLike,
} from './realtime-connection.ts'

class FakeSocket implements SocketLike {
  sent: string[] = []
  closedWith: number | undefined
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onclose: SocketLike['onclose'] = null
  onerror: SocketLike['onerror'] = null
  send(data: string) {
    this.sent.push(data)
  }
  close(code = 1005) {
    this.closedWith = code
    this.onclose?.({ code })
  }
  // What the server does:
  open() {
    this.onopen?.({})
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
  drop(code = 1006) {
    this.onclose?.({ code })
  }
}

function setup(
  catalogue: { readEvent?: EventReader; loadEventReader?: () => Promise<EventReader> } = {
    readEvent: readRealtimeEvent,
  },
) {
  const sockets: FakeSocket[] = []
  const events: RealtimeEvent[] = []
  const ready: boolean[] = []
  const sessionEnded = vi.fn()
  const resync = vi.fn()
  const connection = createRealtimeConnection({
    url: 'ws://shop.test/api/realtime',
    createSocket: () => {
      const s = new FakeSocket()
      sockets.push(s)
      return s
    },
    onEvent: (e) => events.push(e),
    onReady: (reconnected) => ready.push(reconnected),
    onSessionEnded: sessionEnded,
    onResync: resync,
    ...catalogue,
  })
  const last = () => sockets.at(-1)!
  return { connection, sockets, events, ready, sessionEnded, resync, last }
}

/** Seconds until the next socket is created after the current one dropped. */
async function waitForNextSocket(t: ReturnType<typeof setup>): Promise<number> {
  const before = t.sockets.length
  let waited = 0
  while (t.sockets.length === before) {
    vi.advanceTimersByTime(100)
    waited += 100
    if (waited > 60_000) throw new Error('no reconnect within 60 s')
  }
  return waited / 1000
}

describe('realtime connection', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reconnects after 1, 2, 5, then every 10 s while the server stays away', async () => {
    const t = setup()
    expect(t.sockets).toHaveLength(1)
    const waits: number[] = []
    for (let i = 0; i < 6; i++) {
      t.last().drop()
      waits.push(await waitForNextSocket(t))
    }
    expect(waits).toEqual([1, 2, 5, 10, 10, 10])
    t.connection.stop()
  })

  it('starts the schedule again at 1 s once a connection was ready', async () => {
    const t = setup()
    t.last().drop()
    await waitForNextSocket(t)
    t.last().drop()
    expect(await waitForNextSocket(t)).toBe(2)
    t.last().open()
    t.last().receive({ type: 'ready' })
    t.last().drop()
    expect(await waitForNextSocket(t)).toBe(1)
    t.connection.stop()
  })

  it('reports ready as a reconnect only after the first time', () => {
    const t = setup()
    t.last().receive({ type: 'ready' })
    t.last().drop()
    vi.advanceTimersByTime(1000)
    t.last().receive({ type: 'ready' })
    expect(t.ready).toEqual([false, true])
    t.connection.stop()
  })

  it('answers heartbeats, hands on events, and keeps heartbeats to itself', () => {
    const t = setup()
    t.last().receive({ type: 'ready' })
    t.last().receive({ type: 'ping' })
    t.last().receive({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 3 } })
    t.last().onmessage?.({ data: 'not json' })
    expect(t.last().sent).toEqual(['{"type":"pong"}'])
    expect(t.events).toEqual([{ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 3 } }])
    t.last().receive({ type: 'resync' })
    expect(t.resync).toHaveBeenCalledOnce()
    t.connection.stop()
  })

  it('drops frames outside the catalogue instead of handing them on or throwing', () => {
    const t = setup()
    t.last().receive({ type: 'ready' })
    t.last().receive({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 'three' } })
    t.last().receive({ topic: 'user:u1', type: 'order.updated', payload: { orderId: 'not-an-id' } })
    t.last().receive({ topic: 'user:u1', type: 'cart.exploded', payload: {} })
    t.last().receive({ type: 'cart.updated', payload: { totalQuantity: 1 } })
    t.last().onmessage?.({ data: 'null' })
    t.last().receive({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 1 } })
    expect(t.events).toEqual([{ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 1 } }])
    expect(t.connection.state).toBe('open')
    t.connection.stop()
  })

  it('loads the event catalogue with the first event, not before, and hands on what came meanwhile in order', async () => {
    let loaded!: (read: EventReader) => void
    const loadEventReader = vi.fn(() => new Promise<EventReader>((resolve) => (loaded = resolve)))
    const t = setup({ loadEventReader })
    t.last().receive({ type: 'ready' })
    t.last().receive({ type: 'ping' })
    expect(loadEventReader).not.toHaveBeenCalled()
    t.last().receive({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 1 } })
    t.last().receive({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 'two' } })
    t.last().receive({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 3 } })
    expect(loadEventReader).toHaveBeenCalledOnce()
    expect(t.events).toEqual([])
    loaded(readRealtimeEvent)
    await Promise.resolve()
    await Promise.resolve()
    t.last().receive({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 4 } })
    expect(t.events.map((e) => e.type === 'cart.updated' && e.payload.totalQuantity)).toEqual([1, 3, 4])
    expect(loadEventReader).toHaveBeenCalledOnce()
    t.connection.stop()
  })

  it("drops a dropped socket's waiting events", async () => {
    let loaded!: (read: EventReader) => void
    const t = setup({ loadEventReader: () => new Promise<EventReader>((resolve) => (loaded = resolve)) })
    t.last().receive({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 1 } })
    t.last().drop()
    loaded(readRealtimeEvent)
    await Promise.resolve()
    await Promise.resolve()
    expect(t.events).toEqual([])
    t.connection.stop()
  })

  it('sends its own heartbeat every 25 s while open, and stops when closed', () => {
    const t = setup()
    t.last().open()
    vi.advanceTimersByTime(HEARTBEAT_MS * 2)
    expect(t.last().sent).toEqual(['{"type":"ping"}', '{"type":"ping"}'])
    t.connection.stop()
    vi.advanceTimersByTime(HEARTBEAT_MS * 2)
    expect(t.sockets[0]!.sent).toHaveLength(2)
  })

  it('closes a silent connection after two missed heartbeats and reconnects', () => {
    const t = setup()
    t.last().open()
    t.last().receive({ type: 'ready' })
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1000)
    t.last().receive({ type: 'ping' })
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1000)
    expect(t.last().closedWith).toBeUndefined()
    vi.advanceTimersByTime(1000)
    expect(t.sockets[0]!.closedWith).toBe(4000)
    vi.advanceTimersByTime(1000)
    expect(t.sockets).toHaveLength(2)
    t.connection.stop()
  })

  it('tells the app when the server ended the session', () => {
    const t = setup()
    t.last().drop(SESSION_ENDED_CLOSE_CODE)
    expect(t.sessionEnded).toHaveBeenCalledOnce()
    t.connection.stop()
  })

  it('stops for good: closes the socket and never reconnects', () => {
    const t = setup()
    t.last().receive({ type: 'ready' })
    t.connection.stop()
    expect(t.sockets[0]!.closedWith).toBe(1000)
    vi.advanceTimersByTime(120_000)
    expect(t.sockets).toHaveLength(1)
    expect(t.connection.state).toBe('stopped')
  })

  it('retries at once when asked while waiting', () => {
    const t = setup()
    t.last().drop()
    t.last().drop() // a second close of the same socket is ignored
    expect(t.connection.state).toBe('waiting')
    t.connection.retryNow()
    expect(t.sockets).toHaveLength(2)
    expect(t.connection.state).toBe('connecting')
    t.connection.stop()
  })
})
