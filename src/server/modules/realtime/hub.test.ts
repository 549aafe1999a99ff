import { EventEmitter } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/database.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { QUIET_LIMIT_MS, SESSION_ENDED_CLOSE_CODE } from '#shared/realtime-frames.ts'
import { type HubSocket, RealtimeHub, type SocketIdentity } from './hub.ts'
import { publish } from './publish.ts'

// The hub's bookkeeping with stand-in sockets: heartbeats, dead and slow sockets, session
// re-checks and shutdown. Delivery through real sockets is in realtime-routes.test.ts.

class FakeSocket extends EventEmitter implements HubSocket {
  readyState = 1
  bufferedAmount = 0
  sent: string[] = []
  pinged = 0
  closedWith: number | undefined
  terminated = false
  send(data: string) {
    this.sent.push(data)
  }
  ping() {
    this.pinged += 1
  }
  close(code?: number) {
    this.closedWith = code
    this.readyState = 3
    this.emit('close')
  }
  terminate() {
    this.terminated = true
    this.readyState = 3
    this.emit('close')
  }
  answerPing() {
    this.emit('pong')
  }
  events() {
    return this.sent.map((s) => JSON.parse(s) as { type: string; topic?: string })
  }
}

const silentLog = { warn() {}, error() {} }

describe('RealtimeHub', () => {
  let database: Database
  let hub: RealtimeHub
  beforeAll(async () => {
    database = await openTestDatabase()
    hub = new RealtimeHub(database, silentLog, { heartbeatMs: 3_600_000 })
  })
  afterAll(async () => {
    await hub.close()
    await database.close()
  })

  const join = async (identity: SocketIdentity, recheck = async () => identity as SocketIdentity | null) => {
    const socket = new FakeSocket()
    await hub.add(socket, identity, recheck)
    return socket
  }

  it('says ready once subscribed, then sends only the events of its topics', async () => {
    const shopper = await join({ userId: 'u-1', isAdmin: false })
    const admin = await join({ userId: 'u-2', isAdmin: true })
    expect(shopper.events()).toEqual([{ type: 'ready', quietMs: expect.any(Number) }])
    hub.deliver(JSON.stringify({ topic: 'user:u-1', type: 'cart.updated', payload: {} }))
    hub.deliver(JSON.stringify({ topic: 'admin:orders', type: 'order.created', payload: {} }))
    hub.deliver(JSON.stringify({ topic: 'user:u-3', type: 'cart.updated', payload: {} }))
    hub.deliver('not json')
    expect(shopper.events().map((e) => e.topic)).toEqual([undefined, 'user:u-1'])
    expect(admin.events().map((e) => e.topic)).toEqual([undefined, 'admin:orders'])
    shopper.close()
    admin.close()
  })

  it('hears what the database publishes once LISTENing', async () => {
    const socket = await join({ userId: 'u-db', isAdmin: false })
    await publish(database.db, { topic: 'user:u-db', type: 'cart.updated', payload: { totalQuantity: 1 } })
    for (let i = 0; i < 50 && socket.sent.length < 2; i++) await new Promise((r) => setTimeout(r, 20))
    expect(JSON.parse(socket.sent[1]!)).toEqual({
      topic: 'user:u-db',
      type: 'cart.updated',
      payload: { totalQuantity: 1 },
    })
    socket.close()
  })

  it("says in ready how long the socket's topics were quiet before it subscribed (ADR 061)", async () => {
    let now = 1_000_000
    const own = new RealtimeHub(database, silentLog, { heartbeatMs: 3_600_000, now: () => now })
    const quiet = async (identity: SocketIdentity) => {
      const socket = new FakeSocket()
      await own.add(socket, identity, async () => identity)
      socket.close()
      return (socket.events()[0] as { quietMs?: number }).quietMs
    }
    // It cannot vouch for the time before it was LISTENing.
    expect(await quiet({ userId: 'q-1', isAdmin: false })).toBe(0)
    now += 30_000
    expect(await quiet({ userId: 'q-1', isAdmin: false })).toBe(30_000)
    // An event on a topic: that topic's sockets hear how long ago; others are not concerned.
    own.deliver(JSON.stringify({ topic: 'user:q-1', type: 'cart.updated', payload: {} }))
    now += 1_500
    expect(await quiet({ userId: 'q-1', isAdmin: false })).toBe(1_500)
    expect(await quiet({ userId: 'q-2', isAdmin: false })).toBe(31_500)
    // An admin hears admin:orders too: the shorter quiet of the two topics.
    now += 10_000
    own.deliver(JSON.stringify({ topic: 'admin:orders', type: 'order.created', payload: {} }))
    now += 200
    expect(await quiet({ userId: 'q-2', isAdmin: true })).toBe(200)
    // At most QUIET_LIMIT_MS, and a topic quiet that long is forgotten on the next heartbeat.
    now += QUIET_LIMIT_MS
    await own.heartbeat()
    expect(await quiet({ userId: 'q-1', isAdmin: false })).toBe(QUIET_LIMIT_MS)
    await own.close()
  })

  it('pings every socket and drops one that missed a heartbeat', async () => {
    const lively = await join({ userId: 'u-4', isAdmin: false })
    const dead = await join({ userId: 'u-5', isAdmin: false })
    await hub.heartbeat()
    expect(lively.pinged).toBe(1)
    expect(lively.events().at(-1)).toEqual({ type: 'ping' })
    lively.answerPing()
    await hub.heartbeat()
    expect(dead.terminated).toBe(true)
    expect(lively.terminated).toBe(false)
    expect(lively.pinged).toBe(2)
    // A message from the page counts as a sign of life too, and {type:'ping'} is answered.
    lively.emit('message', Buffer.from('{"type":"ping"}'), false)
    expect(lively.events().at(-1)).toEqual({ type: 'pong' })
    await hub.heartbeat()
    expect(lively.terminated).toBe(false)
    lively.close()
  })

  it('closes a socket whose session ended with 4401', async () => {
    let signedIn = true
    const socket = await join({ userId: 'u-6', isAdmin: false }, async () =>
      signedIn ? { userId: 'u-6', isAdmin: false } : null,
    )
    await hub.heartbeat()
    expect(socket.closedWith).toBeUndefined()
    socket.answerPing()
    signedIn = false
    await hub.heartbeat()
    expect(socket.closedWith).toBe(SESSION_ENDED_CLOSE_CODE)
    hub.deliver(JSON.stringify({ topic: 'user:u-6', type: 'cart.updated', payload: {} }))
    expect(socket.events().filter((e) => e.type === 'cart.updated')).toEqual([])
  })

  it('keeps the socket when the session check itself fails (database hiccup)', async () => {
    const socket = await join({ userId: 'u-7', isAdmin: false }, async () => {
      throw new Error('connection reset')
    })
    await hub.heartbeat()
    expect(socket.closedWith).toBeUndefined()
    socket.close()
  })

  it('drops a socket that cannot keep up instead of buffering without end', async () => {
    const slow = await join({ userId: 'u-8', isAdmin: false })
    slow.bufferedAmount = 5 * 1024 * 1024
    hub.deliver(JSON.stringify({ topic: 'user:u-8', type: 'cart.updated', payload: {} }))
    expect(slow.terminated).toBe(true)
  })

  it('closes every socket with 1001 on shutdown and accepts none after', async () => {
    const own = new RealtimeHub(database, silentLog)
    const a = new FakeSocket()
    await own.add(a, { userId: 'u-9', isAdmin: false }, async () => null)
    expect(own.size).toBe(1)
    await own.close()
    expect(a.closedWith).toBe(1001)
    expect(own.size).toBe(0)
    const late = new FakeSocket()
    await own.add(late, { userId: 'u-9', isAdmin: false }, async () => null)
    expect(late.closedWith).toBe(1001)
    expect(own.size).toBe(0)
  })
})
