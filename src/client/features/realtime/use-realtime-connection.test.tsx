// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_QUERY_KEY } from '#client/features/auth/public.ts'
import { CART_QUERY_KEY } from '#client/features/cart/public.ts'
import { apiGet } from '#client/lib/api-client.ts'
import { FakeServer, renderApp } from '#client/test/app-harness.tsx'
import {
  CONTROL_FRAMES,
  QUIET_LIMIT_MS,
  RECONNECT_DELAYS_MS,
  readyFrame,
  SESSION_ENDED_CLOSE_CODE,
} from '#shared/realtime-frames.ts'
import { loadEventCatalogue, SILENCE_LIMIT_MS } from './realtime-connection.ts'
import { useRealtimeEvent } from './realtime-events.ts'
// Loaded up front: the hook imports it lazily, and loading a module takes real time that fake
// timers do not move.
import { mayHaveMissedEvents } from './realtime-socket.ts'
import { useRealtimeConnection } from './use-realtime-connection.ts'

// The hook as the layouts use it, with the browser's WebSocket replaced by one the test drives
// (the server's side: open, frames, drops) and fake timers for the reconnect schedule.

class FakeWebSocket {
  static all: FakeWebSocket[] = []
  readonly sent: string[] = []
  closedWith: number | undefined
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this)
  }
  send(data: string) {
    this.sent.push(data)
  }
  close(code = 1005) {
    if (this.closedWith !== undefined) return
    this.closedWith = code
    this.onclose?.({ code })
  }
  // The server's side. By default nothing was published on the user's topics for as long as the
  // server can vouch (QUIET_LIMIT_MS), longer than any page in these tests has been open.
  accept(quietMs = QUIET_LIMIT_MS) {
    this.onopen?.({})
    this.frame(JSON.parse(readyFrame(quietMs)))
  }
  frame(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
  drop(code = 1006) {
    this.closedWith = code
    this.onclose?.({ code })
  }
}

const sockets = () => FakeWebSocket.all
const last = () => FakeWebSocket.all.at(-1)!

/** What is on screen: the cart (its total shown) and the session, each fetched from the fake server. */
function Screen({ userId, onEvent }: { userId: string | null; onEvent?: (type: string) => void }) {
  useRealtimeConnection(userId)
  const cart = useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: () => apiGet<{ totalQuantity: number }>('/cart'),
  })
  useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: () => apiGet('/auth/session') })
  useRealtimeEvent(['order.updated'], (event) => onEvent?.(event.type))
  return <p>{cart.data ? `${cart.data.totalQuantity} in the cart` : 'loading'}</p>
}

/** Lets promises, React and TanStack Query's batching run, moving the fake clock by `ms`. */
async function pass(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

async function start(userId: string | null = 'u1', onEvent?: (type: string) => void) {
  const server = new FakeServer()
    .on('GET', '/api/cart', { body: { totalQuantity: 2 } })
    .on('GET', '/api/auth/session', { body: { user: { id: 'u1' } } })
  const view = renderApp(<Screen userId={userId} onEvent={onEvent} />, { server })
  await pass()
  await pass()
  const fetches = (path: string) => server.sent('GET', path).length
  return { ...view, server, fetches }
}

/** Seconds from a drop until the next socket is made. */
async function secondsToNextSocket(): Promise<number> {
  const before = sockets().length
  for (let waited = 0; waited <= 60; waited++) {
    if (sockets().length > before) return waited
    await pass(1000)
  }
  throw new Error('no reconnect within 60 s')
}

describe('useRealtimeConnection', () => {
  beforeEach(() => {
    FakeWebSocket.all = []
    vi.useFakeTimers()
    vi.stubGlobal('WebSocket', FakeWebSocket)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens no socket for a visitor, one to /api/realtime on this host once signed in', async () => {
    const visitor = await start(null)
    expect(sockets()).toHaveLength(0)
    visitor.rerender(<Screen userId="u1" />)
    await pass()
    expect(sockets()).toHaveLength(1)
    expect(last().url).toBe(`ws://${window.location.host}/api/realtime`)
  })

  it('reconnects on the shared schedule, then refetches what is on screen once ready again', async () => {
    const t = await start()
    last().accept()
    await pass()
    expect(t.fetches('/api/cart')).toBe(1) // the first ready is not a reconnect

    const waits: number[] = []
    for (let i = 0; i < RECONNECT_DELAYS_MS.length + 1; i++) {
      last().drop()
      waits.push(await secondsToNextSocket())
    }
    const schedule = [...RECONNECT_DELAYS_MS, RECONNECT_DELAYS_MS.at(-1)!].map((ms) => ms / 1000)
    expect(waits).toEqual(schedule)
    expect(t.fetches('/api/cart')).toBe(1)

    last().accept()
    await pass()
    expect(t.fetches('/api/cart')).toBe(2)
    expect(t.fetches('/api/auth/session')).toBe(2)
    // Ready resets the schedule.
    last().drop()
    expect(await secondsToNextSocket()).toBe(RECONNECT_DELAYS_MS[0] / 1000)
  })

  it("refetches everything when the server says it may have missed events ('resync')", async () => {
    const t = await start()
    last().accept()
    await pass()
    last().frame({ type: 'resync' })
    await pass()
    expect(t.fetches('/api/cart')).toBe(2)
    expect(t.fetches('/api/auth/session')).toBe(2)
  })

  it('asks again for what the page read when an event was published before its first ready (ADR 061)', async () => {
    const t = await start()
    expect(t.getByText('2 in the cart')).toBeTruthy()
    // Another tab adds three items after this page read the cart and before its socket was
    // subscribed: the event reaches no socket of this page, and the server says its topic was
    // not quiet all that time.
    await pass(1000)
    t.server.on('GET', '/api/cart', { body: { totalQuantity: 5 } })
    last().accept(500)
    await pass()
    await pass()
    expect(t.getByText('5 in the cart')).toBeTruthy()
    expect(t.fetches('/api/cart')).toBe(2)
    expect(t.fetches('/api/auth/session')).toBe(2)
  })

  it("asks again after a first ready that came only after failed tries: answers may be the offline cache's", async () => {
    const t = await start()
    last().drop()
    await pass(RECONNECT_DELAYS_MS[0])
    last().accept()
    await pass()
    expect(t.fetches('/api/cart')).toBe(2)
  })

  it('counts the page as quiet only when the quiet covers its whole life', () => {
    expect(mayHaveMissedEvents(5000, 4000)).toBe(false)
    expect(mayHaveMissedEvents(4000, 4000)).toBe(false)
    expect(mayHaveMissedEvents(3999, 4000)).toBe(true)
    // A server from before ADR 061 does not say: the page may have missed anything.
    expect(mayHaveMissedEvents(null, 10)).toBe(true)
  })

  it('answers heartbeats, and closes a silent socket and reconnects', async () => {
    await start()
    const first = last()
    first.accept()
    first.frame({ type: 'ping' })
    expect(first.sent).toContain(CONTROL_FRAMES.pong)

    // Each frame heard restarts the silence limit.
    await pass(SILENCE_LIMIT_MS - 1000)
    first.frame({ type: 'ping' })
    await pass(SILENCE_LIMIT_MS - 1000)
    expect(first.closedWith).toBeUndefined()
    expect(first.sent).toContain(CONTROL_FRAMES.ping) // our own heartbeat went out meanwhile
    await pass(1000)
    expect(first.closedWith).toBe(4000)
    await pass(RECONNECT_DELAYS_MS[0])
    expect(sockets()).toHaveLength(2)
  })

  it("refetches the cart only when another tab's change disagrees with the badge", async () => {
    const t = await start()
    last().accept()
    await pass()
    last().frame({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 2 } })
    await pass()
    expect(t.fetches('/api/cart')).toBe(1)
    last().frame({ topic: 'user:u1', type: 'cart.updated', payload: { totalQuantity: 5 } })
    // The event catalogue loads with the first event (realtime-connection.ts).
    await loadEventCatalogue()
    await pass()
    expect(t.fetches('/api/cart')).toBe(2)
    expect(t.fetches('/api/auth/session')).toBe(1)
  })

  it('hands catalogue events to listeners', async () => {
    const heard: string[] = []
    await start('u1', (type) => heard.push(type))
    last().accept()
    const orderId = '00000000-0000-4000-8000-000000000009'
    last().frame({
      topic: 'user:u1',
      type: 'order.updated',
      payload: { orderId, orderNumber: 'FC-1', status: 'confirmed' },
    })
    last().frame({ topic: 'user:u1', type: 'order.updated', payload: { orderId: 'nope' } })
    // The event catalogue loads with the first event (realtime-connection.ts).
    await loadEventCatalogue()
    await pass()
    expect(heard).toEqual(['order.updated'])
  })

  it('asks for the session again when the server ended it', async () => {
    const t = await start()
    last().accept()
    await pass()
    last().drop(SESSION_ENDED_CLOSE_CODE)
    await pass()
    expect(t.fetches('/api/auth/session')).toBe(2)
    expect(t.fetches('/api/cart')).toBe(1)
  })

  it('tries again at once when the browser is back online instead of waiting', async () => {
    await start()
    last().accept()
    last().drop()
    last().drop()
    await pass(RECONNECT_DELAYS_MS[0])
    expect(sockets()).toHaveLength(2)
    last().drop()
    await pass()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(sockets()).toHaveLength(3)
  })

  it('closes the socket on sign-out and never reconnects', async () => {
    const t = await start()
    last().accept()
    t.rerender(<Screen userId={null} />)
    await pass()
    expect(sockets()[0]!.closedWith).toBe(1000)
    await pass(60_000)
    expect(sockets()).toHaveLength(1)
  })
})
