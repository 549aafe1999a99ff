import { describe, expect, it } from 'vitest'
import { parseRealtimeFrame } from './realtime.ts'
import { CONTROL_FRAMES, readyFrame, reconnectDelay } from './realtime-frames.ts'

const USER = 'user:0b5c3d1e-2f4a-4b6c-8d9e-0f1a2b3c4d5e'
const ORDER_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f'
const frame = (value: unknown) => parseRealtimeFrame(JSON.stringify(value))

describe('reconnectDelay', () => {
  it('waits 1, 2, 5, then 10 s and keeps 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000,
    ])
  })

  it('treats a nonsense attempt number as the first attempt', () => {
    expect(reconnectDelay(-1)).toBe(1000)
    expect(reconnectDelay(Number.NaN)).toBe(1000)
    expect(reconnectDelay(1.5)).toBe(1000)
  })
})

describe('parseRealtimeFrame', () => {
  it('reads control frames as sent', () => {
    for (const type of ['ping', 'pong', 'ready', 'resync'] as const) {
      expect(parseRealtimeFrame(CONTROL_FRAMES[type])).toEqual({ kind: 'control', type })
    }
  })

  it("reads ready's quiet (ADR 061), and nothing for a quiet that is not a duration", () => {
    expect(parseRealtimeFrame(readyFrame(1234.7))).toEqual({ kind: 'control', type: 'ready', quietMs: 1234 })
    expect(parseRealtimeFrame(readyFrame(-5))).toEqual({ kind: 'control', type: 'ready', quietMs: 0 })
    expect(frame({ type: 'ready', quietMs: '9' })).toEqual({ kind: 'control', type: 'ready' })
    expect(frame({ type: 'ready', quietMs: -1 })).toEqual({ kind: 'control', type: 'ready' })
    expect(frame({ type: 'ping', quietMs: 5 })).toEqual({ kind: 'control', type: 'ping' })
  })

  it('reads a catalogue event with its topic and payload', () => {
    const event = {
      topic: 'admin:orders',
      type: 'order.created',
      payload: { orderId: ORDER_ID, orderNumber: 'ORD-1', status: 'pending', totalAmount: 12_500 },
    }
    expect(frame(event)).toEqual({ kind: 'event', event })
    expect(frame({ topic: USER, type: 'notification.read', payload: { all: true } })).toEqual({
      kind: 'event',
      event: { topic: USER, type: 'notification.read', payload: { all: true } },
    })
  })

  it('rejects a catalogue event whose payload has the wrong shape', () => {
    expect(frame({ topic: USER, type: 'cart.updated', payload: { totalQuantity: '3' } })).toBeNull()
    expect(frame({ topic: USER, type: 'cart.updated', payload: { totalQuantity: -1 } })).toBeNull()
    expect(frame({ topic: USER, type: 'cart.updated' })).toBeNull()
    expect(
      frame({
        topic: USER,
        type: 'order.updated',
        payload: { orderId: ORDER_ID, orderNumber: 'ORD-1', status: 'lost' },
      }),
    ).toBeNull()
    expect(frame({ topic: USER, type: 'notification.created', payload: { id: ORDER_ID } })).toBeNull()
  })

  it('rejects unknown events, bad topics and what is not an event at all', () => {
    expect(frame({ topic: USER, type: 'cart.emptied', payload: {} })).toBeNull()
    expect(frame({ topic: USER, type: 'toString', payload: {} })).toBeNull()
    expect(frame({ topic: 'admin:users', type: 'cart.updated', payload: { totalQuantity: 1 } })).toBeNull()
    expect(frame({ topic: 'user:', type: 'cart.updated', payload: { totalQuantity: 1 } })).toBeNull()
    expect(frame({ type: 'cart.updated', payload: { totalQuantity: 1 } })).toBeNull()
    expect(parseRealtimeFrame('not json')).toBeNull()
    expect(parseRealtimeFrame('null')).toBeNull()
    expect(parseRealtimeFrame('42')).toBeNull()
    expect(parseRealtimeFrame(new ArrayBuffer(4))).toBeNull()
  })
})
