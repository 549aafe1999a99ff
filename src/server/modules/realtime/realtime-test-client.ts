import type { IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import type { Db } from '#server/db/database.ts'
import { TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'
import type { RealtimeTopic } from '#shared/realtime.ts'
import { publish } from './publish.ts'

// A real WebSocket client for the realtime tests, talking to a real listening server on
// 127.0.0.1 the way a browser does (session cookie, Origin header). `ws` comes with
// @fastify/websocket and ships no types, hence the small interface below.

type WsClient = {
  readonly readyState: number
  send(data: string): void
  close(code?: number): void
  terminate(): void
  on(event: 'message', listener: (data: unknown) => void): void
  on(event: 'close', listener: (code: number) => void): void
  on(event: 'error', listener: (error: Error) => void): void
  on(event: 'unexpected-response', listener: (req: unknown, res: IncomingMessage) => void): void
  on(event: 'open' | 'ping', listener: () => void): void
}
type WsConstructor = new (url: string, options: { headers: Record<string, string> }) => WsClient
const WebSocket = createRequire(import.meta.url)('ws') as WsConstructor

export type ReceivedEvent = { topic?: string; type: string; payload?: Record<string, unknown> }

export type TestSocket = {
  /** Everything received so far (heartbeats included). */
  messages: ReceivedEvent[]
  /** Published events only: no ready, ping, pong or resync. */
  events(): ReceivedEvent[]
  /** Resolves with the first message (past or future) matching `match`; rejects after `ms`. */
  waitFor(match: (m: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>
  /** Resolves with the close code. */
  closed: Promise<number>
  /** Protocol pings received from the server. */
  pings: number
  send(data: string): void
  close(): void
}

/** Starts the app on 127.0.0.1 at a free port and answers its http base URL. */
export async function listen(t: { app: TestApp['app'] }): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = t.app.server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

const CONTROL = new Set(['ready', 'ping', 'pong', 'resync'])

/**
 * Opens /api/realtime and waits for {type:'ready'}. A refused handshake rejects with
 * `Error('refused <status>')`.
 */
export function connect(
  baseUrl: string,
  cookie?: string,
  headers: Record<string, string> = { origin: TEST_ORIGIN },
): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  })
  const messages: ReceivedEvent[] = []
  const waiters = new Set<{ match: (m: ReceivedEvent) => boolean; resolve: (m: ReceivedEvent) => void }>()
  let closeCode: (code: number) => void = () => {}
  const closed = new Promise<number>((resolve) => {
    closeCode = resolve
  })
  const socket: TestSocket = {
    messages,
    events: () => messages.filter((m) => !CONTROL.has(m.type)),
    waitFor(match, ms = 5000) {
      const found = messages.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`no matching message in ${ms} ms; got ${JSON.stringify(messages)}`))
        }, ms)
        waiter.resolve = (m) => {
          clearTimeout(timer)
          resolve(m)
        }
        waiters.add(waiter)
      })
    },
    closed,
    pings: 0,
    send: (data) => ws.send(data),
    close: () => ws.close(),
  }
  ws.on('ping', () => {
    socket.pings += 1
  })
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as ReceivedEvent
    messages.push(message)
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.delete(waiter)
        waiter.resolve(message)
      }
    }
  })
  ws.on('close', (code) => closeCode(code))
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => {
      reject(new Error(`refused ${res.statusCode}`))
      res.resume()
      ws.terminate()
    })
    ws.on('error', reject)
    socket
      .waitFor((m) => m.type === 'ready')
      .then(() => resolve(socket))
      .catch(reject)
  })
}

let barriers = 0

/**
 * A barrier before asserting that something did NOT arrive: publishes a marker on `topic` (one
 * the socket hears) and waits until the socket receives it. Notifications reach each socket in
 * commit order (one LISTEN connection, delivered synchronously by the hub), so once the marker
 * is in, every event committed before it has arrived or never will. The marker is taken out of
 * `messages` again, so it never shows in the test's assertions.
 */
export async function barrier(db: Db, socket: TestSocket, topic: RealtimeTopic): Promise<void> {
  // A cart figure no real cart has: the marker cannot be mistaken for a real event.
  const mark = -1 - barriers++
  const isMark = (m: ReceivedEvent) => m.type === 'cart.updated' && m.payload?.totalQuantity === mark
  await publish(db, { topic, type: 'cart.updated', payload: { totalQuantity: mark } })
  await socket.waitFor(isMark)
  socket.messages.splice(socket.messages.findIndex(isMark), 1)
}
