import { z } from 'zod'
import { type Frame, readFrame } from './realtime-frames.ts'
import { IdSchema, PaiseSchema } from './schemas/common.ts'
import { NotificationSchema } from './schemas/notifications.ts'
import { OrderStatusSchema } from './schemas/orders.ts'

// The realtime contract (ARCHITECTURE.md, Realtime), the one place server and client agree on
// what travels over /api/realtime: every event with its payload schema and the topics; the
// control frames and the timings are realtime-frames.ts's (without zod: a page opens the socket
// without loading zod, and loads this catalogue with the first event frame). The server publishes only these events (a payload that does not match
// is a type error in publish.ts); the client parses every frame with them and drops the rest.
//
// To add an event: add ONE entry to REALTIME_EVENTS below (name → zod payload schema), publish
// it with `publish(tx, { topic, type, payload })` on the server and listen with
// `useRealtimeEvent(['your.event'], (event) => …)` on the client; both are typed from this entry.
// Keep payloads small (ids, statuses, counts): NOTIFY payloads are limited to 8000 bytes and
// clients refetch the details they show.

const OrderEventSchema = z.object({ orderId: IdSchema, orderNumber: z.string(), status: OrderStatusSchema })

export const REALTIME_EVENTS = {
  /** The user's cart changed (any tab, a reorder, or checkout emptying it): the badge's total. */
  'cart.updated': z.object({ totalQuantity: z.number().int().nonnegative() }),
  /** An order was placed: on its user's topic and on admin:orders. */
  'order.created': OrderEventSchema.extend({ totalAmount: PaiseSchema }),
  /** An order's status moved (changeOrderStatus, a cancel): on its user's topic and admin:orders. */
  'order.updated': OrderEventSchema,
  /** Staff assigned (or changed) the order's delivery partner: tracking shows the name and call link. */
  'order.partner_assigned': OrderEventSchema.extend({ deliveryPersonName: z.string() }),
  /** A new notification for the bell, the whole row so the panel can prepend it. */
  'notification.created': NotificationSchema,
  /** One notification (`id`) or all of them (`all`) were read, e.g. in another tab. */
  'notification.read': z.union([z.object({ id: IdSchema }), z.object({ all: z.literal(true) })]),
} as const satisfies Record<string, z.ZodType>

export type RealtimeEventType = keyof typeof REALTIME_EVENTS
export type RealtimePayload<T extends RealtimeEventType> = z.infer<(typeof REALTIME_EVENTS)[T]>

/** `user:<id>`: that user's cart, orders and notifications; `admin:orders`: every order, admins only. */
export type RealtimeTopic = `user:${string}` | 'admin:orders'
const RealtimeTopicSchema = z.union([
  z.templateLiteral(['user:', z.string().min(1)]),
  z.literal('admin:orders'),
])

/**
 * One published event. A union over the event names, so checking `event.type` narrows `payload`;
 * `RealtimeEvent<'cart.updated'>` is that one event.
 */
export type RealtimeEvent<T extends RealtimeEventType = RealtimeEventType> = {
  [K in T]: { topic: RealtimeTopic; type: K; payload: RealtimePayload<K> }
}[T]

export type RealtimeFrame = Extract<Frame, { kind: 'control' }> | { kind: 'event'; event: RealtimeEvent }

/**
 * A frame's value that is not a control frame (realtime-frames.ts readFrame) read as a catalogue
 * event: null for an unknown type, a bad topic or a payload of the wrong shape.
 */
export function readRealtimeEvent(value: Record<string, unknown>): RealtimeEvent | null {
  const { type, topic, payload } = value
  if (typeof type !== 'string' || !Object.hasOwn(REALTIME_EVENTS, type)) return null
  const eventType = type as RealtimeEventType
  const parsedTopic = RealtimeTopicSchema.safeParse(topic)
  const parsedPayload = REALTIME_EVENTS[eventType].safeParse(payload)
  if (!parsedTopic.success || !parsedPayload.success) return null
  return { topic: parsedTopic.data, type: eventType, payload: parsedPayload.data } as RealtimeEvent
}

/**
 * Reads one frame as received. Anything that is not a control frame or a catalogue event with a
 * valid topic and payload (unknown type, bad JSON, a payload of the wrong shape) is null: the
 * caller ignores it, never throws.
 */
export function parseRealtimeFrame(data: unknown): RealtimeFrame | null {
  const frame = readFrame(data)
  if (!frame) return null
  if (frame.kind === 'control') return frame
  const event = readRealtimeEvent(frame.value)
  return event ? { kind: 'event', event } : null
}
